import { describe, expect, it, vi } from "vitest";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import partnersStyleguide from "./sample";
import { SEED_LOCALES } from "../../../db/seed/localized";
import { IMAGE_ALTS } from "../../../db/seed/image-alts";
import { prepareModule } from "../prepare.server";
import { partnersSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const partnersEditor = moduleEditors.PARTNERS;

const logo = (id: number, alt = `Partner ${id} logo`) => ({ id, url: `/media/${id}/logo.webp`, alt, width: 480, height: 200 });
const external = { linkType: "external", target: "auto", href: "https://partner.example" };

describe("PARTNERS (Logo carousel) as a visitor sees it (server HTML, before any JavaScript)", () => {
  it("shows logos seven per view, linked ones as links named by the logo's alt text", () => {
    const root = parseHtml(renderModule("PARTNERS", { logos: [{ image: logo(1), link: external }, { image: logo(2) }] }));
    expect(root.querySelector("section.carousel__root")?.getAttribute("aria-label")).toBe("Partners");
    expect(root.querySelector(".carousel.partners")?.getAttribute("style")).toBe(
      "--per-view:7;--per-view-1200:6;--per-view-960:5;--per-view-768:4;--per-view-576:4",
    );
    const [linked, plain] = [...root.querySelectorAll(".carousel__slide")].map((slide) => slide.firstElementChild!);
    expect(linked.tagName).toBe("A");
    expect(linked.getAttribute("href")).toBe("https://partner.example");
    // An external link opens in a new tab by default (SmartLink), safely.
    expect(linked.getAttribute("target")).toBe("_blank");
    expect(linked.getAttribute("rel")).toBe("noopener noreferrer");
    expect(linked.querySelector("img")?.getAttribute("alt")).toBe("Partner 1 logo");
    expect(plain.tagName).toBe("DIV");
    expect(plain.querySelector("img")?.getAttribute("alt")).toBe("Partner 2 logo");
  });

  it("falls back to the translated alt text (German)", () => {
    const root = parseHtml(renderModule("PARTNERS", { logos: [{ image: logo(1, "") }] }, { locale: "de" }));
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("Kein Alternativtext vorhanden");
    expect(root.querySelector("section.carousel__root")?.getAttribute("aria-label")).toBe("Partner");
  });
});

describe("PARTNERS schema and editor (SPEC §3.5 partner: image, link; §5.3 image required)", () => {
  it("requires the image with 'This field is required'; the link is optional", () => {
    expect(schemaErrors(partnersSchema, { logos: [{ image: logo(1) }] })).toEqual({});
    expect(schemaErrors(partnersSchema, { logos: [{ link: external }] })).toEqual({ "logos.0.image": ["This field is required"] });
    expect(schemaErrors(partnersSchema, { logos: [{ image: logo(1), link: { linkType: "external", href: "javascript:alert(1)" } }] })).toHaveProperty([
      "logos.0.link.href",
    ]);
    expect(schemaErrors(partnersSchema, { logos: Array(25).fill({ image: logo(1) }) })).toEqual({ logos: ["Reached the maximum of 24 items."] });
  });

  it("mirrors the schema in the editor with the 'partner logo' item form, named Logo carousel", () => {
    expect(partnersEditor.displayName).toBe("Logo carousel");
    expect(partnersEditor.groups[0].fields[0]).toMatchObject({ kind: "list", minItems: 1, maxItems: 24, item: { form: "partner logo" } });
  });

  it("drops logos of stored data without an image", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({ id: "p1", type: "PARTNERS", layout: {}, data: { logos: [{ link: external }, { image: logo(2) }] } });
    expect(module?.data.logos).toEqual([{ image: logo(2) }]);
    warn.mockRestore();
  });

  it("seeds eight real logo images with alt text in all five locales", () => {
    const [module] = partnersStyleguide(fakeSeedMedia());
    for (const locale of SEED_LOCALES) {
      expect(schemaErrors(partnersSchema, module.content[locale]), locale).toEqual({});
      const logos = module.content[locale]!.logos as { image: { url: string; alt: string } }[];
      expect(logos).toHaveLength(8);
      for (const { image } of logos) expect(image.alt, `${locale} ${image.url}`).not.toBe("");
    }
    expect(Object.keys(IMAGE_ALTS).filter((key) => key.startsWith("logo-"))).toHaveLength(8);
  });
});
