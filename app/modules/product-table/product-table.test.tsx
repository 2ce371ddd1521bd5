import { afterAll, beforeAll, describe, expect, it } from "vitest";
import productTableStyleguide from "./sample";
import { SEED_CATEGORY, SEED_PRODUCT } from "../../../db/seed/product-ids";
import { parseHtml } from "../../../tests/support/html";
import { createProductDb } from "../../../tests/support/product-db";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import type { TestDb } from "../../../tests/support/test-db";
import { loadProductTable, propertyColumns } from "./load.server";
import { productTableSchema, type ProductTableData } from "./schema";
import { moduleEditors } from "../registry";
import { logger } from "~/lib/logger.server";

const productTableEditor = moduleEditors.PRODUCT_TABLE;

let t: TestDb;
beforeAll(async () => {
  t = await createProductDb();
});
afterAll(() => t?.destroy());

const humidity = { source: "category", categories: [SEED_CATEGORY.humidity], viewMode: "table", tableSize: "Large" };
const picked = {
  source: "manual",
  items: [SEED_PRODUCT.shx40, SEED_PRODUCT.scd50, SEED_PRODUCT.sfm30, SEED_PRODUCT.sdp40, SEED_PRODUCT.shx40].map((id) => ({ product: { id } })),
  viewMode: "table",
  tableSize: "Table",
};
const load = (data: Record<string, unknown>, locale: "en" | "de" = "en") =>
  loadProductTable(productTableSchema.parse(data) as ProductTableData, { db: t.db, locale, site: "main", log: logger });
const render = async (data: Record<string, unknown>, locale: "en" | "de" = "en") =>
  parseHtml(renderModule("PRODUCT_TABLE", data, { locale, rows: await load(data, locale) }));
const texts = (root: HTMLElement, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent);

describe("PRODUCT_TABLE loader", () => {
  it("reads every product of the chosen categories with the categories' properties as columns", async () => {
    const rows = await load(humidity);
    expect(JSON.parse(JSON.stringify(rows))).toEqual(rows);
    expect(rows.products.map((p) => p.slug)).toEqual([
      "sht30", "sht35-d", "sht40", "sht45-d", "sht50", "sht55-d", "shx30", "shx35-d", "shx40", "shx45-d", "shx50", "shx55-d",
    ]);
    expect(rows.columns).toEqual([
      { name: "Humidity accuracy", primary: true },
      { name: "Temperature accuracy", primary: true },
      { name: "Interface", primary: false },
      { name: "Supply voltage", primary: false },
    ]);
    expect(rows.categories).toEqual(["Humidity sensors"]);
    expect(rows.products[0]).toMatchObject({ series: "SHT Legacy", status: "obsolete", properties: { "Humidity accuracy": "±1.5 %RH" } });
  });

  it("reads picked products in order, once each, with the columns of their categories (German)", async () => {
    const rows = await load(picked, "de");
    expect(rows.products.map((p) => p.slug)).toEqual(["shx40", "scd50", "sfm30", "sdp40"]);
    expect(rows.columns.map((c) => `${c.name}${c.primary ? "*" : ""}`)).toEqual([
      "Humidity accuracy*", "Temperature accuracy*", "Measurement range*", "Accuracy*", "Flow range*", "Pressure range*",
      "Interface", "Supply voltage", "Medium",
    ]);
    expect(rows.categories).toEqual([]);
    expect(rows.products[1]).toMatchObject({ category: "CO₂-Sensoren", href: "/de/produkte/katalog/scd50" });
  });

  it("names each property column once, primary ones first", () => {
    expect(
      propertyColumns([
        { primary_properties: ["A", "B"], secondary_properties: ["X"] },
        { primary_properties: ["B", "C"], secondary_properties: ["X", "A", "Y"] },
      ]),
    ).toEqual([
      { name: "A", primary: true },
      { name: "B", primary: true },
      { name: "C", primary: true },
      { name: "X", primary: false },
      { name: "Y", primary: false },
    ]);
  });
});

describe("PRODUCT_TABLE renderer", () => {
  it("Large: a captioned, keyboard-scrollable table with images, status, category and every property", async () => {
    const root = await render({ ...picked, tableSize: "Large" });
    const region = root.querySelector<HTMLElement>("[role=region]")!;
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.getAttribute("aria-labelledby")).toBe("test-module-caption");
    expect(root.querySelector("caption")?.id).toBe("test-module-caption");
    expect(root.querySelector("caption")?.textContent).toBe("Products");
    expect(root.querySelectorAll("thead th[scope=col]")).toHaveLength(3 + 9);
    expect(texts(root, "thead th").slice(0, 4)).toEqual(["Product", "Status", "Category", "Humidity accuracy"]);
    expect(texts(root, "tbody th[scope=row]")).toEqual(["SHX40 Humidity sensor", "SCD50 CO₂ sensor", "SFM30 Flow sensor", "SDP40 Differential pressure sensor"]);
    expect(root.querySelector("tbody th a")?.getAttribute("href")).toBe("/products/catalog/shx40");
    // Only the SCD series has a picture; beside the name it is decorative.
    const images = [...root.querySelectorAll("tbody img")];
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute("alt")).toBe("");
    const scd = root.querySelectorAll<HTMLElement>("tbody tr")[1];
    expect(scd.querySelector(".status-label")?.textContent).toBeTruthy();
    // A property the product's category does not have shows a dash.
    expect(texts(scd, "td").slice(3, 5)).toEqual(["—", "—"]);
  });

  it("Small: primary properties only, no category and no images", async () => {
    const root = await render({ ...humidity, tableSize: "Small" });
    expect(texts(root, "thead th")).toEqual(["Product", "Status", "Humidity accuracy", "Temperature accuracy"]);
    expect(root.querySelector("caption")?.textContent).toBe("Humidity sensors");
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector("table")?.classList.contains("product-table--small")).toBe(true);
  });

  it("Table: the plain data table with series, in German", async () => {
    const root = await render(picked, "de");
    expect(texts(root, "thead th").slice(0, 4)).toEqual(["Produkt", "Status", "Kategorie", "Serie"]);
    expect(root.querySelector("caption")?.textContent).toBe("Produkte");
    expect(root.querySelector("tbody .status-label")?.textContent).toBe("Neu");
    expect(root.querySelector("img")).toBeNull();
  });

  it("grid: product cards instead of a table", async () => {
    const root = await render({ ...humidity, viewMode: "grid" });
    expect(root.querySelector("table")).toBeNull();
    expect(root.querySelectorAll("ul.product-table__grid > li > .product-card")).toHaveLength(12);
    expect(root.querySelector(".product-card h3 a")?.getAttribute("href")).toBe("/products/catalog/sht30");
  });

  it("says so when there are no products (Japanese)", () => {
    const root = parseHtml(renderModule("PRODUCT_TABLE", humidity, { locale: "jp", rows: { products: [], columns: [], categories: [] } }));
    expect(root.querySelector("table")).toBeNull();
    expect(root.querySelector(".product-table__empty")?.textContent).toBe("表示できる製品はありません。");
  });
});

describe("PRODUCT_TABLE schema and editor", () => {
  it("requires the categories or the picked products, whichever source is chosen", () => {
    expect(schemaErrors(productTableSchema, {})).toEqual({ categories: ["This field is required"] });
    expect(schemaErrors(productTableSchema, { source: "manual" })).toEqual({ items: ["This field is required"] });
    expect(schemaErrors(productTableSchema, { source: "manual", items: [{}] })).toEqual({ "items.0.product": ["This field is required"] });
  });

  it("knows the SPEC view modes and table sizes, defaults to a Large table, and takes at most 50 products", () => {
    expect(productTableSchema.parse({ categories: [1] })).toMatchObject({ viewMode: "table", tableSize: "Large" });
    expect(schemaErrors(productTableSchema, { ...humidity, viewMode: "list" })).toHaveProperty(["viewMode"]);
    expect(schemaErrors(productTableSchema, { ...humidity, tableSize: "large" })).toHaveProperty(["tableSize"]);
    const items = Array(51).fill({ product: { id: 1 } });
    expect(schemaErrors(productTableSchema, { source: "manual", items })).toEqual({ items: ["Reached the maximum of 50 items."] });
  });

  it("is the 'Product table man.' quick entry", () => {
    expect(productTableEditor.quickEntry).toBe("Product table man.");
  });

  it("seeds the three table sizes and the grid for the style guide, valid in all five locales", () => {
    const modules = productTableStyleguide(fakeSeedMedia());
    expect(modules.map((m) => `${m.content.en.viewMode}/${m.content.en.tableSize}`)).toEqual(["table/Large", "table/Small", "table/Table", "grid/Large"]);
    for (const module of modules) {
      for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
        expect(schemaErrors(productTableSchema, module.content[locale]), locale).toEqual({});
      }
    }
  });
});
