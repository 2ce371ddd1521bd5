// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { formEvent, isNewsletterForm, pushFormEvent, readSuccessFlag, withSuccessFlag } from "./form-events";
import { useFormSuccessFlag } from "./use-success-flag";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const layer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;

beforeEach(() => {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
});

describe("tag-manager events (SPEC §7)", () => {
  it("carry step, action, name, response and the topic", () => {
    expect(formEvent("open", { name: "contact-form" })).toEqual({ event: "form_open", step: "open", action: "open", name: "contact-form", response: "" });
    expect(formEvent("submitSuccess", { name: "contact-form", topic: "sales" })).toEqual({
      event: "form_submit_success",
      step: "submit",
      action: "success",
      name: "contact-form",
      response: "success",
      topic: "sales",
    });
    expect(formEvent("submitError", { name: "n", response: "captchaExpired" })).toMatchObject({ action: "error", response: "captchaExpired" });
    expect(formEvent("newsletterSubscribe", { name: "newsletter" })).toMatchObject({ event: "newsletter_subscribe", action: "subscribe", response: "success" });
  });

  it("go into window.dataLayer, created when missing", () => {
    pushFormEvent("open", { name: "a" });
    pushFormEvent("submitError", { name: "a", response: "invalid" });
    expect(layer()).toHaveLength(2);
  });

  it("count a form as a newsletter by its destination or title", () => {
    expect(isNewsletterForm({ title: "Contact", destination: "newsletter" })).toBe(true);
    expect(isNewsletterForm({ title: "Contact", destination: "Newsletter:monthly" })).toBe(true);
    expect(isNewsletterForm({ title: "Newsletter abonnieren", destination: "" })).toBe(true);
    expect(isNewsletterForm({ title: "Contact sales", destination: "sales@example.com" })).toBe(false);
    expect(isNewsletterForm({ title: "Newsletters archive request", destination: "" })).toBe(false);
  });
});

describe("the success flag after a no-JS redirect", () => {
  it("is added to the success URL, keeping its query and anchor, and read back", () => {
    const url = withSuccessFlag("/company?tab=2#top", { trackingName: "contact-form", newsletter: true }, "sales");
    expect(url).toBe("/company?tab=2&form_success=contact-form&form_topic=sales&form_newsletter=1#top");
    expect(readSuccessFlag(url.slice(url.indexOf("?"), url.indexOf("#")))).toEqual({ form: { trackingName: "contact-form", newsletter: true }, topic: "sales", rest: "?tab=2" });
    expect(readSuccessFlag("?tab=2")).toBeNull();
  });

  it("makes the landing page push the success events once and drop the flag from the address", async () => {
    window.history.replaceState(null, "", "/forms/thank-you?form_success=newsletter&form_newsletter=1&x=1");
    function Landing() {
      useFormSuccessFlag();
      return <p>Thanks</p>;
    }
    const router = createMemoryRouter([{ path: "*", element: <Landing /> }], { initialEntries: ["/forms/thank-you?form_success=newsletter&form_newsletter=1&x=1"] });
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));
    expect(layer()).toEqual([
      { event: "form_submit_success", step: "submit", action: "success", name: "newsletter", response: "success" },
      { event: "newsletter_subscribe", step: "submit", action: "subscribe", name: "newsletter", response: "success" },
    ]);
    expect(window.location.search).toBe("?x=1");
    await act(async () => root.render(<RouterProvider router={router} />));
    expect(layer()).toHaveLength(2);
    await act(async () => root.unmount());
  });
});
