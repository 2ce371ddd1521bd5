import { describe, expect, it, vi } from "vitest";
import { moduleChoices } from "~/editor/pages/editor-view.server";
import secondaryHeaderStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { moduleEditors } from "../registry";
import { secondaryHeaderSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const image = { id: 4, url: "/media/4/building.webp", alt: "Smart building", width: 1600, height: 900 };
const sample = { title: "Healthy buildings", lead: "We spend 90% of our time indoors.", image };

describe("SECONDARY_HEADER renderer", () => {
  it("renders the page's h1 and lead over a priority background image when it comes first", () => {
    const root = parseHtml(renderModule("SECONDARY_HEADER", sample));
    expect(root.querySelector("[data-module=SECONDARY_HEADER]")).not.toBeNull();
    expect(root.querySelector("h1")?.textContent).toBe("Healthy buildings");
    expect(root.querySelector(".secondary-header__lead")?.textContent).toBe("We spend 90% of our time indoors.");
    const img = root.querySelector("img.secondary-header__image")!;
    expect(img.getAttribute("alt")).toBe("Smart building");
    expect(img.getAttribute("loading")).toBe("eager");
  });

  it("renders an h2 when it is not first, and a lazy image below the first screen, without an empty lead", () => {
    const second = parseHtml(renderModule("SECONDARY_HEADER", { title: "Gesunde Gebäude", image }, { locale: "de", index: 1 }));
    expect(second.querySelector("h2")?.textContent).toBe("Gesunde Gebäude");
    expect(second.querySelector("img")?.getAttribute("loading")).toBe("eager"); // under a text header: still in the first screen
    const root = parseHtml(renderModule("SECONDARY_HEADER", { title: "Gesunde Gebäude", image: { ...image, alt: " " } }, { locale: "de", index: 2 }));
    expect(root.querySelector("h1")).toBeNull();
    expect(root.querySelector("h2")?.textContent).toBe("Gesunde Gebäude");
    expect(root.querySelector(".secondary-header__lead")).toBeNull();
    const img = root.querySelector("img")!;
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("alt")).toBe("Kein Alternativtext vorhanden");
  });
});

describe("SECONDARY_HEADER schema and editor", () => {
  it("requires the title and the background image", () => {
    expect(schemaErrors(secondaryHeaderSchema, { lead: "Lead only" })).toEqual({
      title: ["This field is required"],
      image: ["This field is required"],
    });
  });

  it("is Header 2 - Megatrends in the editor registry (the sidebar leaves it out, SPEC §2.5)", () => {
    expect(moduleEditors.SECONDARY_HEADER.displayName).toBe("Header 2 - Megatrends");
  });

  it("is not offered in the module picker, even when searched for", () => {
    expect(moduleChoices().map((c) => c.type)).not.toContain("SECONDARY_HEADER");
    expect(moduleChoices("Megatrends")).toEqual([]);
    expect(moduleChoices("Header 3").map((c) => c.type)).toContain("APPLICATION_HEADER");
  });

  it("does not render data that lost its required image, instead of breaking the page", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(renderModule("SECONDARY_HEADER", { title: "No image" })).toBe("");
    warn.mockRestore();
  });

  it("seeds a valid module for the style guide in all five locales", () => {
    const [module] = secondaryHeaderStyleguide(fakeSeedMedia());
    for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
      expect(schemaErrors(secondaryHeaderSchema, module.content[locale]), locale).toEqual({});
    }
  });
});
