import { describe, expect, it, vi } from "vitest";
import type { ModuleEditorConfig } from "../editor-types";
import conversionDrivenStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { conversionDrivenSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const conversionDrivenEditor = moduleEditors.CONVERSION_DRIVEN;

const image = { id: 2, url: "/media/2/co2.webp", alt: "CO₂ sensor", width: 1200, height: 800 };
const link = { linkType: "internal", target: "auto", href: "/products/catalog" };
const sample = { image, imagePosition: "right", tag: "Evaluation kit", title: "Test the SCD50", body: "Logs CO₂ in minutes.", linkTitle: "Order a kit", link };

describe("CONVERSION_DRIVEN renderer", () => {
  it("renders the image and a card with tag, heading, text and button, on the chosen side", () => {
    const root = parseHtml(renderModule("CONVERSION_DRIVEN", sample));
    const module = root.querySelector(".conversion-driven")!;
    expect(module.classList.contains("conversion-driven--image-right")).toBe(true);
    expect(module.querySelector("img")?.getAttribute("alt")).toBe("CO₂ sensor");
    const card = module.querySelector(".conversion-driven__card")!;
    expect(card.querySelector(".conversion-driven__tag")?.textContent).toBe("Evaluation kit");
    expect(card.querySelector("h2")?.textContent).toBe("Test the SCD50");
    expect(card.querySelector(".conversion-driven__body")?.textContent).toBe("Logs CO₂ in minutes.");
    const button = card.querySelector("a.button")!;
    expect([button.getAttribute("href"), button.textContent]).toEqual(["/products/catalog", "Order a kit"]);
  });

  it("puts the image left by default, also for an unknown stored position, without a tag (Chinese alt fallback)", () => {
    const root = parseHtml(renderModule("CONVERSION_DRIVEN", { ...sample, tag: "", imagePosition: "top", image: { ...image, alt: "" } }, { locale: "cn" }));
    expect(root.querySelector(".conversion-driven--image-left")).not.toBeNull();
    expect(root.querySelector(".conversion-driven__tag")).toBeNull();
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("未提供替代文本");
  });
});

describe("CONVERSION_DRIVEN schema and editor (SPEC §5.3 teaser)", () => {
  it("requires image, title, body, link title and link with 'This field is required'", () => {
    expect(schemaErrors(conversionDrivenSchema, { title: "", body: "", linkTitle: "" })).toEqual({
      image: ["This field is required"],
      title: ["This field is required"],
      body: ["This field is required"],
      linkTitle: ["This field is required"],
      link: ["This field is required"],
    });
  });

  it("states the same limits in editor.ts as in the schema (title 60, body 150, link title 50)", () => {
    const fields = (conversionDrivenEditor as ModuleEditorConfig).groups.flatMap((g) => g.fields);
    expect(Object.fromEntries(fields.filter((f) => "maxLength" in f).map((f) => [f.name, f.maxLength]))).toMatchObject({ title: 60, body: 150, linkTitle: 50 });
  });

  it("does not render a stored teaser that lost its image", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(renderModule("CONVERSION_DRIVEN", { ...sample, image: undefined })).toBe("");
    warn.mockRestore();
  });

  it("seeds valid modules for the style guide in all five locales", () => {
    for (const module of conversionDrivenStyleguide(fakeSeedMedia())) {
      for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
        expect(schemaErrors(conversionDrivenSchema, module.content[locale]), locale).toEqual({});
      }
    }
  });
});
