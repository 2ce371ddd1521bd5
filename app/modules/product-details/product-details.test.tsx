import { afterAll, beforeAll, describe, expect, it } from "vitest";
import productDetailsStyleguide from "./sample";
import { SEED_CATEGORY, SEED_PRODUCT, SEED_SERIES } from "../../../db/seed/product-ids";
import { parseHtml } from "../../../tests/support/html";
import { createProductDb } from "../../../tests/support/product-db";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import type { TestDb } from "../../../tests/support/test-db";
import { loadProductDetails, orderProperties } from "./load.server";
import { productDetailsSchema } from "./schema";
import { moduleEditors } from "../registry";
import { logger } from "~/lib/logger.server";

const productDetailsEditor = moduleEditors.PRODUCT_DETAILS;

let t: TestDb & { imageId: number };
beforeAll(async () => {
  t = await createProductDb();
});
afterAll(() => t?.destroy());

const scd40 = { product: { id: SEED_PRODUCT.scd40, title: "SCD40" } };
const load = (locale: "en" | "de", data = scd40) => loadProductDetails(data, { db: t.db, locale, site: "main", log: logger });

describe("PRODUCT_DETAILS loader", () => {
  it("reads the picked product, its properties and downloads as plain JSON", async () => {
    const rows = await load("en");
    expect(JSON.parse(JSON.stringify(rows))).toEqual(rows);
    expect(rows?.product).toMatchObject({
      slug: "scd40",
      displayName: "SCD40 CO₂ sensor",
      status: "active",
      category: "CO₂ sensors",
      series: "SCD",
      href: "/products/catalog/scd40",
      summary: "SCD40: CO₂ sensor with digital I²C output, individually calibrated.",
    });
    // The picture has no alt text of its own: the product's name stands in.
    expect(rows?.product.image).toEqual({ id: t.imageId, url: `/media/${t.imageId}/scd50.webp`, alt: "SCD40 CO₂ sensor", width: 640, height: 480 });
    expect(rows?.product.properties.map((p) => [p.name, p.primary])).toEqual([
      ["Measurement range", true],
      ["Accuracy", true],
      ["Interface", false],
      ["Supply voltage", false],
    ]);
    expect(rows?.downloads).toEqual([
      // The seeded datasheet is a real one-page PDF (db/seed/product-files.ts): a size and an address.
      { id: expect.any(Number), title: "SCD40 datasheet", description: "PDF", kind: "document", version: "", date: "May 16, 2026", size: expect.stringMatching(/^\d+(\.\d)? KB$/), url: expect.stringMatching(/^\/media\/\d+\/scd40-datasheet\.pdf$/) },
    ]);
    expect(rows?.compareHref).toBe("/products/compare?products=scd40");
  });

  it("reads the visitor's locale and builds German links from the route table", async () => {
    const rows = await load("de");
    expect(rows?.product.category).toBe("CO₂-Sensoren");
    expect(rows?.product.href).toBe("/de/produkte/katalog/scd40");
    expect(rows?.downloads[0].title).toBe("SCD40 Datenblatt");
    expect(rows?.downloads[0].date).toBe("16. Mai 2026");
    expect(rows?.compareHref).toBe("/de/produkte/vergleich?products=scd40");
  });

  it("gives null for a product that no longer exists", async () => {
    expect(await load("en", { product: { id: 999_999, title: "Gone" } })).toBeNull();
  });

  it("puts the category's primary properties first, the rest in stored order", () => {
    const ordered = orderProperties({ Interface: "I²C", Accuracy: "±3 %", Weight: "1 g", Range: "0–10" }, ["Range", "Accuracy"]);
    expect(ordered).toEqual([
      { name: "Range", value: "0–10", primary: true },
      { name: "Accuracy", value: "±3 %", primary: true },
      { name: "Interface", value: "I²C", primary: false },
      { name: "Weight", value: "1 g", primary: false },
    ]);
  });

  it("the style guide's product ids name the seeded rows", async () => {
    const slugs = await t.db.selectFrom("products").select(["id", "slug"]).execute();
    const slugOf = new Map(slugs.map((r) => [r.id, r.slug]));
    expect(Object.fromEntries(Object.entries(SEED_PRODUCT).map(([key, id]) => [key, slugOf.get(id)]))).toEqual({
      shx40: "shx40",
      scd40: "scd40",
      scd50: "scd50",
      sps30: "sps30",
      sfm30: "sfm30",
      sdp40: "sdp40",
    });
    const series = await t.db.selectFrom("series").select(["id", "slug"]).execute();
    expect(series.find((s) => s.id === SEED_SERIES.sfm)?.slug).toBe("sfm");
    const categories = await t.db.selectFrom("product_categories").select(["id", "slug"]).execute();
    expect(categories.find((c) => c.id === SEED_CATEGORY.co2)?.slug).toBe("co2-sensors");
  });
});

describe("PRODUCT_DETAILS renderer", () => {
  it("shows image, status, name, category, key properties, downloads and the links", async () => {
    const rows = await load("en");
    const root = parseHtml(renderModule("PRODUCT_DETAILS", scd40, { rows }));
    expect(root.querySelector("h2")?.textContent).toBe("SCD40 CO₂ sensor");
    expect(root.querySelector(".status-label")?.textContent).toBe("Active");
    expect(root.querySelector(".product-details__meta")?.textContent).toBe("CO₂ sensors · SCD");
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("SCD40 CO₂ sensor");
    expect([...root.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["Key properties", "Downloads"]);
    expect([...root.querySelectorAll(".product-details__property--key dt")].map((d) => d.textContent)).toEqual(["Measurement range", "Accuracy"]);
    expect(root.querySelector("table")?.getAttribute("aria-labelledby")).toBe("test-module-downloads");
    expect(root.querySelector("tbody th")?.textContent).toContain("SCD40 datasheet");
    const links = [...root.querySelectorAll<HTMLAnchorElement>(".product-details__actions a")];
    expect(links.map((a) => [a.getAttribute("href"), a.textContent])).toEqual([
      ["/products/catalog/scd40", "View product: SCD40 CO₂ sensor"],
      ["/products/compare?products=scd40", "Compare with other products"],
    ]);
  });

  it("speaks German and says when there are no downloads", async () => {
    const rows = await load("de");
    const root = parseHtml(renderModule("PRODUCT_DETAILS", scd40, { locale: "de", rows: { ...rows!, downloads: [] } }));
    expect(root.querySelector(".status-label")?.textContent).toBe("Aktiv");
    expect(root.querySelector("h3")?.textContent).toBe("Wichtigste Eigenschaften");
    expect(root.querySelector("table")).toBeNull();
    expect(root.querySelector(".product-details__downloads .product-details__empty")?.textContent).toBe("Für dieses Produkt gibt es noch keine Downloads.");
    expect(root.querySelector(".product-details__actions a")?.getAttribute("href")).toBe("/de/produkte/katalog/scd40");
  });

  it("renders nothing for a product that no longer exists", () => {
    const root = parseHtml(renderModule("PRODUCT_DETAILS", scd40, { rows: null }));
    expect(root.querySelector("[data-module=PRODUCT_DETAILS]")).not.toBeNull();
    expect(root.querySelector(".product-details")).toBeNull();
  });
});

describe("PRODUCT_DETAILS schema and editor", () => {
  it("requires a picked product", () => {
    expect(schemaErrors(productDetailsSchema, {})).toEqual({ product: ["This field is required"] });
    expect(schemaErrors(productDetailsSchema, { product: { id: -1 } })).toHaveProperty(["product.id"]);
  });

  it("picks one product with fetchProducts, and mirrors the schema", () => {
    expect(productDetailsEditor.displayName).toBe("Product details");
    expect(productDetailsEditor.groups[0].fields[0]).toMatchObject({ kind: "singleSelect", source: "fetchProducts", required: true });
  });

  it("seeds a valid module for the style guide in all five locales", () => {
    const [module] = productDetailsStyleguide(fakeSeedMedia());
    for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
      expect(schemaErrors(productDetailsSchema, module.content[locale]), locale).toEqual({});
    }
    expect(module.content.kr?.heading).not.toEqual(module.content.en.heading);
  });
});
