import { afterAll, beforeAll, describe, expect, it } from "vitest";
import productSliderStyleguide from "./sample";
import { SEED_CATEGORY, SEED_PRODUCT, SEED_SERIES } from "../../../db/seed/product-ids";
import { parseHtml } from "../../../tests/support/html";
import { createProductDb } from "../../../tests/support/product-db";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import type { TestDb } from "../../../tests/support/test-db";
import { loadProductSlider } from "./load.server";
import { PRODUCT_SLIDES_PER_VIEW } from "./product-slider";
import { productSliderSchema, type ProductSliderData } from "./schema";
import { logger } from "~/lib/logger.server";

let t: TestDb;
beforeAll(async () => {
  t = await createProductDb();
});
afterAll(() => t?.destroy());

const byCategory = { source: "category", categories: [SEED_CATEGORY.humidity], limit: 8 };
const picked = {
  source: "manual",
  items: [
    { product: { id: SEED_PRODUCT.scd40, title: "SCD40" } },
    { series: { id: SEED_SERIES.sfm, title: "SFM" } },
    { product: { id: SEED_PRODUCT.scd40, title: "SCD40 again" } },
    { product: { id: 999_999, title: "Deleted" } },
    { product: { id: SEED_PRODUCT.sps30, title: "SPS30" }, series: { id: SEED_SERIES.scd, title: "SCD" } },
  ],
};
const parse = (data: Record<string, unknown>) => productSliderSchema.parse(data) as ProductSliderData;
const load = (data: Record<string, unknown>, locale: "en" | "de" = "en") => loadProductSlider(parse(data), { db: t.db, locale, site: "main", log: logger });
const slugs = async (data: Record<string, unknown>) => (await load(data)).products.map((p) => p.slug);

describe("PRODUCT_SLIDER loader", () => {
  it("shows the categories' products by name, at most `limit`, obsolete ones only when asked", async () => {
    expect(await slugs(byCategory)).toEqual(["sht35-d", "sht40", "sht45-d", "sht50", "sht55-d", "shx30", "shx35-d", "shx40"]);
    expect(await slugs({ ...byCategory, includeObsolete: true, limit: 2 })).toEqual(["sht30", "sht35-d"]);
    // 12 + 6 products, two of them obsolete (SHT30, SCD35-D).
    const both = await load({ ...byCategory, categories: [SEED_CATEGORY.humidity, SEED_CATEGORY.co2], limit: 24 });
    expect(both.products).toHaveLength(16);
    expect(both.products.map((p) => p.slug)).not.toContain("scd35-d");
    expect(both.products.some((p) => p.status === "obsolete")).toBe(false);
  });

  it("shows picked products and whole series in order, each product once, a product before its series", async () => {
    expect(await slugs(picked)).toEqual(["scd40", "sfm30", "sfm35-d", "sfm40", "sfm45-d", "sfm50", "sfm55-d", "sps30"]);
  });

  it("shows at most 24 products", async () => {
    const series = Object.values(SEED_SERIES).slice(0, 5).map((id) => ({ series: { id } }));
    expect(await slugs({ source: "manual", items: series })).toHaveLength(24);
  });

  it("answers plain JSON cards in the visitor's locale with route-table links", async () => {
    const en = await load(picked);
    expect(JSON.parse(JSON.stringify(en))).toEqual(en);
    expect(en.products[0]).toEqual({
      id: SEED_PRODUCT.scd40,
      slug: "scd40",
      name: "SCD40",
      displayName: "SCD40 CO₂ sensor",
      status: "active",
      category: "CO₂ sensors",
      image: expect.objectContaining({ alt: "SCD40 CO₂ sensor", width: 640, height: 480 }),
      href: "/products/catalog/scd40",
    });
    expect(en.products[1].image).toBeNull();
    const de = await load(picked, "de");
    expect(de.products[0]).toMatchObject({ category: "CO₂-Sensoren", href: "/de/produkte/katalog/scd40" });
  });
});

describe("PRODUCT_SLIDER renderer", () => {
  it("renders the products as cards in the card slider (4/3/2/1, SPEC §9)", async () => {
    const rows = await load(picked);
    const root = parseHtml(renderModule("PRODUCT_SLIDER", picked, { rows }));
    expect(PRODUCT_SLIDES_PER_VIEW).toEqual({ base: 4, 1200: 3, 960: 2, 576: 1 });
    const carousel = root.querySelector<HTMLElement>(".carousel")!;
    expect(carousel.getAttribute("style")).toContain("--per-view:4");
    expect(carousel.getAttribute("style")).toContain("--per-view-576:1");
    expect(root.querySelector(".carousel__root")?.getAttribute("aria-label")).toBe("Products");
    const cards = [...root.querySelectorAll(".carousel__slide .product-card")];
    expect(cards).toHaveLength(8);
    const first = cards[0];
    expect(first.querySelector(".status-label")?.textContent).toBe("Active");
    expect(first.querySelector("h3 a")?.getAttribute("href")).toBe("/products/catalog/scd40");
    expect(first.querySelector("h3")?.textContent).toBe("SCD40 CO₂ sensor");
    expect(first.querySelector(".product-card__category")?.textContent).toBe("CO₂ sensors");
    expect(first.querySelector("img")?.getAttribute("alt")).toBe("SCD40 CO₂ sensor");
    expect(cards[1].querySelector("img")).toBeNull();
  });

  it("speaks the visitor's language (Chinese status labels and links)", async () => {
    const rows = await load(byCategory);
    const root = parseHtml(renderModule("PRODUCT_SLIDER", byCategory, { locale: "cn", rows }));
    expect(root.querySelector(".carousel__root")?.getAttribute("aria-label")).toBe("产品");
    expect(root.querySelector(".status-label--nrnd")).not.toBeNull();
  });

  it("says so when there is nothing to show (German)", () => {
    const root = parseHtml(renderModule("PRODUCT_SLIDER", byCategory, { locale: "de", rows: { products: [] } }));
    expect(root.querySelector(".carousel")).toBeNull();
    expect(root.querySelector(".product-slider__empty")?.textContent).toBe("Hier gibt es keine Produkte anzuzeigen.");
  });
});

describe("PRODUCT_SLIDER schema and editor", () => {
  it("requires the categories or the picks, whichever source is chosen", () => {
    expect(schemaErrors(productSliderSchema, { source: "category" })).toEqual({ categories: ["This field is required"] });
    expect(schemaErrors(productSliderSchema, { source: "manual", categories: [1] })).toEqual({ items: ["This field is required"] });
    expect(schemaErrors(productSliderSchema, { source: "manual", items: [{}] })).toEqual({ "items.0.product": ["This field is required"] });
  });

  it("limits the picks to 12 and the category products to 24", () => {
    const items = Array(13).fill({ product: { id: 1 } });
    expect(schemaErrors(productSliderSchema, { source: "manual", items })).toEqual({ items: ["Reached the maximum of 12 items."] });
    expect(schemaErrors(productSliderSchema, { ...byCategory, limit: 25 })).toHaveProperty(["limit"]);
    expect(productSliderSchema.parse({ categories: [1] })).toMatchObject({ source: "category", limit: 12, includeObsolete: false, items: [] });
  });

  it("seeds valid modules for the style guide in all five locales", () => {
    const modules = productSliderStyleguide(fakeSeedMedia());
    expect(modules.map((m) => (m.content.en as { source: string }).source)).toEqual(["category", "manual"]);
    for (const module of modules) {
      for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
        expect(schemaErrors(productSliderSchema, module.content[locale]), locale).toEqual({});
      }
    }
    expect(modules[0].content.de?.heading).not.toEqual(modules[0].content.en.heading);
  });
});
