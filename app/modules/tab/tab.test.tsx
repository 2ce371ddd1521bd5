import { describe, expect, it, vi } from "vitest";
import tabStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { stripOverflow, tabIndexForKey, tabScrollStep } from "../shared/tab-keys";
import { tabSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const sample = {
  items: [
    { title: "Measure", body: "First paragraph.\n\nSecond paragraph." },
    { title: "Integrate", body: "I²C and UART." },
  ],
};

describe("tab keyboard and scroll rules", () => {
  it("moves right and left with wrap-around, and to the ends with Home and End", () => {
    expect(tabIndexForKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabIndexForKey("ArrowLeft", 2, 3)).toBe(1);
    expect(tabIndexForKey("Home", 2, 3)).toBe(0);
    expect(tabIndexForKey("End", 0, 3)).toBe(2);
  });

  it("ignores other keys and empty tab lists", () => {
    expect(tabIndexForKey("ArrowDown", 1, 3)).toBeNull();
    expect(tabIndexForKey("Enter", 1, 3)).toBeNull();
    expect(tabIndexForKey("ArrowRight", 0, 0)).toBeNull();
  });

  it("scrolls the strip by its visible width minus 32 px (SPEC §9)", () => {
    expect(tabScrollStep(600)).toBe(568);
    expect(tabScrollStep(20)).toBe(0);
  });

  it("knows which ends of the strip hide tabs", () => {
    expect(stripOverflow({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ before: false, after: false });
    expect(stripOverflow({ scrollLeft: 0, scrollWidth: 900, clientWidth: 300 })).toEqual({ before: false, after: true });
    expect(stripOverflow({ scrollLeft: 300, scrollWidth: 900, clientWidth: 300 })).toEqual({ before: true, after: true });
    expect(stripOverflow({ scrollLeft: 600, scrollWidth: 900, clientWidth: 300 })).toEqual({ before: true, after: false });
  });
});

describe("TAB renderer without JavaScript", () => {
  it("shows every panel under its own heading, with no tab list", () => {
    const root = parseHtml(renderModule("TAB", sample));
    expect(root.querySelector("[role=tablist]")).toBeNull();
    const panels = [...root.querySelectorAll(".tabs__panel")];
    expect(panels).toHaveLength(2);
    expect(panels.map((p) => p.querySelector("h3")?.textContent)).toEqual(["Measure", "Integrate"]);
    expect(panels.every((p) => !p.hasAttribute("hidden"))).toBe(true);
    expect(panels[0].id).toBe("test-module-panel-0");
    expect([...panels[0].querySelectorAll("p")].map((p) => p.textContent)).toEqual(["First paragraph.", "Second paragraph."]);
  });

  it("escapes text instead of injecting HTML (Japanese)", () => {
    const html = renderModule("TAB", { items: [{ title: "測定", body: "<b>太字</b>" }] }, { locale: "jp" });
    const root = parseHtml(html);
    expect(root.querySelector("h3")?.textContent).toBe("測定");
    expect(root.querySelector("b")).toBeNull();
    expect(root.querySelector(".tab__text")?.textContent).toBe("<b>太字</b>");
  });

  it("drops a stored tab that is no longer valid and keeps the others", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const root = parseHtml(renderModule("TAB", { items: [{ title: "Kept", body: "Body" }, { title: "No body" }, { title: "x".repeat(251), body: "b" }] }));
    expect([...root.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["Kept"]);
    warn.mockRestore();
  });
});

describe("TAB schema and editor", () => {
  it("requires a title and a body of each text item (SPEC §5.3)", () => {
    expect(schemaErrors(tabSchema, { items: [{ title: " ", body: "" }] })).toEqual({
      "items.0.title": ["This field is required"],
      "items.0.body": ["This field is required"],
    });
    expect(schemaErrors(tabSchema, { items: [{}] })).toEqual({
      "items.0.title": ["This field is required"],
      "items.0.body": ["This field is required"],
    });
  });

  it("limits title to 250 and body to 400 characters, and the tabs to 10", () => {
    expect(schemaErrors(tabSchema, { items: [{ title: "x".repeat(250), body: "y".repeat(400) }] })).toEqual({});
    expect(Object.keys(schemaErrors(tabSchema, { items: [{ title: "x".repeat(251), body: "y".repeat(401) }] }))).toEqual(["items.0.title", "items.0.body"]);
    expect(schemaErrors(tabSchema, { items: Array(11).fill(sample.items[0]) })).toEqual({ items: ["Reached the maximum of 10 items."] });
    expect(schemaErrors(tabSchema, { items: [] })).toEqual({ items: ["This field is required"] });
  });

  it("seeds a valid module for the style guide in all five locales", () => {
    const [module] = tabStyleguide(fakeSeedMedia());
    for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
      expect(schemaErrors(tabSchema, module.content[locale]), locale).toEqual({});
    }
    expect(module.content.de?.items).not.toEqual(module.content.en.items);
  });
});
