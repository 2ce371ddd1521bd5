import { describe, expect, it, vi } from "vitest";
import interrupterStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { interrupterSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const external = { linkType: "external", target: "auto", href: "https://distributors.example.com" };
const sample = { title: "Samples in 48 hours", body: "Order kits online.", linkTitle: "Find a distributor", link: external };

describe("INTERRUPTER renderer", () => {
  it("renders the statement as a heading, its text and one button", () => {
    const root = parseHtml(renderModule("INTERRUPTER", sample));
    expect(root.querySelector("h2.interrupter__title")?.textContent).toBe("Samples in 48 hours");
    expect(root.querySelector(".interrupter__body")?.textContent).toBe("Order kits online.");
    const button = root.querySelector("a.button")!;
    expect(button.textContent).toBe("Find a distributor");
    expect(button.getAttribute("href")).toBe("https://distributors.example.com");
    expect(button.getAttribute("target")).toBe("_blank");
    expect(button.getAttribute("rel")).toBe("noopener noreferrer");
    expect(root.querySelector("img")).toBeNull();
  });

  it("shows an optional image with the alt fallback in German", () => {
    const image = { id: 1, url: "/media/1/team.webp", alt: "", width: 300, height: 300 };
    const root = parseHtml(renderModule("INTERRUPTER", { ...sample, image }, { locale: "de" }));
    expect(root.querySelector(".interrupter--image img")?.getAttribute("alt")).toBe("Kein Alternativtext vorhanden");
  });
});

describe("INTERRUPTER schema and editor (SPEC §5.3 teaser)", () => {
  it("requires title, body, link title and link with 'This field is required'", () => {
    expect(schemaErrors(interrupterSchema, { title: "", body: " ", linkTitle: "" })).toEqual({
      title: ["This field is required"],
      body: ["This field is required"],
      linkTitle: ["This field is required"],
      link: ["This field is required"],
    });
  });

  it("limits title 60, body 150 and link title 50", () => {
    const errors = schemaErrors(interrupterSchema, { ...sample, title: "x".repeat(61), body: "x".repeat(151), linkTitle: "x".repeat(51) });
    expect(Object.keys(errors).sort()).toEqual(["body", "linkTitle", "title"]);
    expect(schemaErrors(interrupterSchema, { ...sample, title: "x".repeat(60), body: "x".repeat(150), linkTitle: "x".repeat(50) })).toEqual({});
  });

  it("does not render a stored interrupter whose link is gone, instead of a button to nowhere", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(renderModule("INTERRUPTER", { ...sample, link: undefined })).toBe("");
    warn.mockRestore();
  });

  it("seeds valid modules for the style guide in all five locales", () => {
    for (const module of interrupterStyleguide(fakeSeedMedia())) {
      for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
        expect(schemaErrors(interrupterSchema, module.content[locale]), locale).toEqual({});
      }
    }
  });
});
