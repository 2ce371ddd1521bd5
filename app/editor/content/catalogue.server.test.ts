import { parseWithZod } from "@conform-to/zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { findInventoryItem, listInventory } from "~/content/inventory.server";
import { findProduct, listCategories, listProducts, productsInSeries } from "~/content/products.server";
import { loadProductSlider } from "~/modules/product-slider/load.server";
import { loadProductTable } from "~/modules/product-table/load.server";
import type { ProductSliderData } from "~/modules/product-slider/schema";
import type { ProductTableData } from "~/modules/product-table/schema";
import { editorErrorMap } from "../pages/module-form-schema";
import { validationMessage } from "../shell/validation-messages";
import { contentSubmissionSchema } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import { ContentInUse, ContentRejected, deleteContent, formValues, loadContentItem, saveContent, unpublishContent } from "./content-items.server";
import { listContent, readContentListQuery } from "./content-list.server";
import { logger } from "~/lib/logger.server";

let t: EditorTestDb;
let db: Db;
let editorId: number;

beforeAll(async () => {
  t = await createEditorTestDb({ name: "Ines" });
  ({ db, editorId } = t);
});
afterAll(() => t.destroy());

const paging = { page: 1, pageSize: 12 } as const;
const ctx = (locale: "en" | "de" | "jp" = "en") => ({ db, locale, site: "main" as const, log: logger });

async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContentRejected);
  return (error as ContentRejected).fieldErrors;
}

async function inUse(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContentInUse);
  return (error as ContentInUse).uses;
}

function parse(kind: keyof typeof CONTENT_KIND_FORMS, data: Record<string, string>, english = true) {
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) form.set(`data.${name}`, value);
  return parseWithZod(form, { schema: contentSubmissionSchema(CONTENT_KIND_FORMS[kind], english), errorMap: editorErrorMap });
}

const revisionOf = async (kind: "series" | "categories" | "inventory" | "products", id: number) => (await loadContentItem(db, kind, id))!.revision;

/** A published page whose one module (of `type`) holds `data`. */
async function pageWith(title: string, type: string, data: Record<string, unknown>) {
  const { id: pageId } = await db.insertInto("pages").values({ site: "main", parent_id: null, position: 0, editable: true }).returning("id").executeTakeFirstOrThrow();
  await db.insertInto("page_translations").values({ page_id: pageId, locale: "en", slug: title.toLowerCase().replace(/\W+/g, "-"), path: title.toLowerCase().replace(/\W+/g, "-"), title, name: title }).execute();
  const { id: revisionId } = await db.insertInto("page_revisions").values({ page_id: pageId, status: "published", created_at: new Date(), published_at: new Date() }).returning("id").executeTakeFirstOrThrow();
  await db.insertInto("page_modules").values({ revision_id: revisionId, id: `m-${pageId}`, position: 0, type, layout: "{}" }).execute();
  await db.insertInto("page_module_contents").values({ revision_id: revisionId, module_id: `m-${pageId}`, locale: "en", data: JSON.stringify(data) }).execute();
  return { revisionId, moduleId: `m-${pageId}` };
}

const sensor = (extra: Record<string, unknown> = {}) => ({ name: "SHT99", displayName: "SHT99 humidity sensor", status: "active", productClass: "Humidity sensor", ...extra });

describe("series", () => {
  it("is saved as a draft, published (products show its name), edited through a draft, unpublished (gone beside its products) and deleted once unused", async () => {
    const { id } = await saveContent(db, { kind: "series", id: null, locale: "en", values: { name: "SHT9x", status: "new" }, revision: null, editorId, publish: false });
    expect(await loadContentItem(db, "series", id)).toMatchObject({ status: "unpublished", revision: 1, updatedBy: "Ines", editable: { columns: { slug: "sht9x", name: "SHT9x", status: "new", image_id: null } } });
    // A product choosing an unpublished series is not published (a draft may choose it, ADR 066).
    expect(await refusal(saveContent(db, { kind: "products", id: null, locale: "en", values: sensor({ series: { id } }), revision: null, editorId, publish: true }))).toEqual({
      series: [validationMessage("relationUnpublished", { name: "SHT9x" })],
    });

    await saveContent(db, { kind: "series", id, locale: "en", values: { name: "SHT9x", status: "new" }, revision: 1, editorId, publish: true });
    const { id: productId } = await saveContent(db, { kind: "products", id: null, locale: "en", values: sensor({ series: { id } }), revision: null, editorId, publish: true });
    expect((await findProduct(db, "en", "sht99"))?.series).toBe("SHT9x");
    expect((await productsInSeries(db, "en", [id])).map((p) => p.slug)).toEqual(["sht99"]);

    // A draft of the published series: visitors keep the published name, the admin list shows the draft's.
    await saveContent(db, { kind: "series", id, locale: "en", values: { name: "SHT9x Pro", status: "new" }, revision: 2, editorId, publish: false });
    expect((await findProduct(db, "en", "sht99"))?.series).toBe("SHT9x");
    const [listed] = (await listContent(db, "series", readContentListQuery(new URLSearchParams("q=sht9x"), paging))).items;
    expect(listed).toMatchObject({ id, title: "SHT9x Pro", status: "draft", translated: { en: true, de: false } });
    await saveContent(db, { kind: "series", id, locale: "en", values: { name: "SHT9x Pro", slug: "sht9x", status: "new" }, revision: 3, editorId, publish: true });
    expect((await findProduct(db, "de", "sht99"))?.series).toBe("SHT9x Pro");

    // Unpublished: the product still shows, without its series; a slider picking the series shows nothing.
    await unpublishContent(db, { kind: "series", id, revision: 4, editorId });
    const product = await findProduct(db, "en", "sht99");
    expect(product?.slug).toBe("sht99");
    expect(product?.series).toBeNull();
    expect(await productsInSeries(db, "en", [id])).toEqual([]);
    const slider: ProductSliderData = { source: "manual", categories: [], limit: 12, includeObsolete: false, items: [{ series: { id } }] };
    expect((await loadProductSlider(slider, ctx())).products).toEqual([]);

    // In use by its product and by a slider that picks it: Delete is refused and nothing goes.
    await pageWith("Humidity", "PRODUCT_SLIDER", slider);
    expect(await inUse(deleteContent(db, { kind: "series", id, revision: 5 }))).toEqual([
      { kind: "product", name: "SHT99" },
      { kind: "productSlider", name: "Humidity" },
    ]);
    expect(await loadContentItem(db, "series", id)).not.toBeNull();

    await db.updateTable("products").set({ series_id: null }).where("id", "=", productId).execute();
    await db.deleteFrom("page_module_contents").execute();
    await deleteContent(db, { kind: "series", id, revision: 5 });
    expect(await loadContentItem(db, "series", id)).toBeNull();
    await db.deleteFrom("products").where("id", "=", productId).execute();
  });

  it("refuses an empty name, an unknown status and a picture that is not a library image", async () => {
    expect(parse("series", { name: "", status: "active" }).reply().error).toMatchObject({ "data.name": [validationMessage("required")] });
    expect(parse("series", { name: "SCD", status: "discontinued" }).reply().error).toMatchObject({ "data.status": [validationMessage("choice")] });
    expect(parse("series", { name: "SCD", slug: "SCD 4x", status: "active" }).reply().error).toMatchObject({ "data.slug": [validationMessage("slugFormat")] });
    expect(parse("series", { name: "SCD", status: "nrnd", "image.id": "", "image.url": "" }).status).toBe("success");
    expect(await refusal(saveContent(db, { kind: "series", id: null, locale: "en", values: { name: "SCD", status: "active", image: { id: 999_999 } }, revision: null, editorId, publish: true }))).toEqual({
      image: [validationMessage("mediaMissing")],
    });
    expect(await db.selectFrom("series").select("id").where("name", "=", "SCD").execute()).toEqual([]);
  });
});

describe("categories", () => {
  const humidity = { title: "Humidity sensors", primaryProperties: "Accuracy\n\n Supply voltage \nAccuracy", secondaryProperties: "Package", description: "Sensors for relative humidity." };

  it("is saved as a draft, published in English and German (Japanese falls back), filters the catalogue, and is gone everywhere once unpublished", async () => {
    const { id } = await saveContent(db, { kind: "categories", id: null, locale: "en", values: humidity, revision: null, editorId, publish: false });
    const draft = await loadContentItem(db, "categories", id);
    // Property names, one a line: trimmed, empty lines skipped, each once.
    expect(draft?.editable.columns).toMatchObject({ slug: "humidity-sensors", primary_properties: ["Accuracy", "Supply voltage"], secondary_properties: ["Package"] });
    expect((await listCategories(db, "en")).map((c) => c.slug)).not.toContain("humidity-sensors");
    expect(await refusal(saveContent(db, { kind: "products", id: null, locale: "en", values: sensor({ category: { id } }), revision: null, editorId, publish: true }))).toEqual({
      category: [validationMessage("relationUnpublished", { name: "Humidity sensors" })],
    });

    await saveContent(db, { kind: "categories", id, locale: "en", values: humidity, revision: 1, editorId, publish: true });
    await saveContent(db, { kind: "categories", id, locale: "de", values: { title: "Feuchtesensoren", description: "" }, revision: 2, editorId, publish: true });
    const item = await loadContentItem(db, "categories", id);
    expect(item?.editable.content).toEqual({ en: { title: "Humidity sensors", description: "Sensors for relative humidity." }, de: { title: "Feuchtesensoren" } });
    const category = (locale: "en" | "de" | "jp") => listCategories(db, locale).then((all) => all.find((c) => c.id === id));
    expect(await category("de")).toMatchObject({ slug: "humidity-sensors", primary_properties: ["Accuracy", "Supply voltage"], secondary_properties: ["Package"], text: { title: "Feuchtesensoren" } });
    expect((await category("jp"))?.text?.title).toBe("Humidity sensors");

    const { id: productId } = await saveContent(db, {
      kind: "products",
      id: null,
      locale: "en",
      values: sensor({ category: { id }, properties: "Accuracy: ±1 %RH\nPackage: DFN" }),
      revision: null,
      editorId,
      publish: true,
    });
    expect((await listProducts(db, "de", paging, { category: "humidity-sensors" })).rows.map((r) => [r.slug, r.categoryText?.title])).toEqual([["sht99", "Feuchtesensoren"]]);
    const table: ProductTableData = { source: "category", categories: [id], items: [], viewMode: "table", tableSize: "Large" };
    const shown = await loadProductTable(table, ctx("de"));
    expect(shown.categories).toEqual(["Feuchtesensoren"]);
    expect(shown.columns.map((c) => c.name)).toEqual(["Accuracy", "Supply voltage", "Package"]);
    expect(shown.products.map((p) => p.slug)).toEqual(["sht99"]);

    // A draft (a new English title) waits for Publish.
    await saveContent(db, { kind: "categories", id, locale: "en", values: { ...humidity, title: "Humidity and temperature sensors" }, revision: 3, editorId, publish: false });
    expect((await category("en"))?.text?.title).toBe("Humidity sensors");
    // The draft keeps the property names as arrays: the form reads them back one a line.
    expect(formValues("categories", (await loadContentItem(db, "categories", id))!.editable, "en")).toMatchObject({ primaryProperties: "Accuracy\nSupply voltage", secondaryProperties: "Package" });

    await unpublishContent(db, { kind: "categories", id, revision: 4, editorId });
    expect(await category("en")).toBeUndefined();
    expect((await listProducts(db, "en", paging, { category: "humidity-sensors" })).rows).toEqual([]);
    const product = await findProduct(db, "en", "sht99");
    expect(product?.slug).toBe("sht99"); // the product stays, without its category
    expect(product?.categoryText).toBeNull();
    expect(await loadProductTable(table, ctx())).toEqual({ products: [], columns: [], categories: [] });
    const slider: ProductSliderData = { source: "category", categories: [id], limit: 12, includeObsolete: true, items: [] };
    expect((await loadProductSlider(slider, ctx())).products).toEqual([]);

    // In use by its product and a product table that shows it (a table of picked products keeps
    // its hidden category choice: that does not count).
    await pageWith("Catalogue table", "PRODUCT_TABLE", table);
    await pageWith("Picked table", "PRODUCT_TABLE", { ...table, source: "manual", items: [{ product: { id: productId } }] });
    expect(await inUse(deleteContent(db, { kind: "categories", id, revision: 5 }))).toEqual([
      { kind: "product", name: "SHT99" },
      { kind: "productTable", name: "Catalogue table" },
    ]);

    await db.deleteFrom("page_module_contents").execute();
    await db.deleteFrom("products").where("id", "=", productId).execute();
    await deleteContent(db, { kind: "categories", id, revision: 5 });
    expect(await loadContentItem(db, "categories", id)).toBeNull();
  });

  it("writes no redirect when a published category's slug changes (its address is a catalogue query)", async () => {
    const { id } = await saveContent(db, { kind: "categories", id: null, locale: "en", values: { title: "Gas sensors", slug: "gas" }, revision: null, editorId, publish: true });
    await saveContent(db, { kind: "categories", id, locale: "en", values: { title: "Gas sensors", slug: "gas-sensors" }, revision: 1, editorId, publish: true });
    expect((await listCategories(db, "en")).map((c) => c.slug)).toContain("gas-sensors");
    expect(await db.selectFrom("redirects").select("source_path").where("source_path", "like", "%category=%").execute()).toEqual([]);
  });

  it("refuses an empty title, and property names with a colon or longer than 100 characters", () => {
    expect(parse("categories", { title: "" }).reply().error).toMatchObject({ "data.title": [validationMessage("required")] });
    expect(parse("categories", { title: "Flow", primaryProperties: "Range: 0–10 slm" }).reply().error).toMatchObject({ "data.primaryProperties": [validationMessage("propertyName")] });
    expect(parse("categories", { title: "Flow", secondaryProperties: `Package\n${"x".repeat(101)}` }).reply().error).toMatchObject({
      "data.secondaryProperties": [validationMessage("propertyName")],
    });
    expect(parse("categories", { title: "Flow", primaryProperties: "Range\nAccuracy", secondaryProperties: "x".repeat(100) }).status).toBe("success");
    // A translation checks only its texts, all optional.
    expect(parse("categories", {}, false).status).toBe("success");
  });
});

describe("inventory", () => {
  const lot = (productId: number, extra: Record<string, unknown> = {}) => ({ lotCode: "L-2026-17", product: { id: productId }, quantity: 40, price: "3.25", ...extra });

  it("is saved as a draft, published (listed and on its page), edited through a draft, moved to a new slug with a 301, unpublished and deleted", async () => {
    const { id: productId } = await saveContent(db, { kind: "products", id: null, locale: "en", values: sensor({ name: "STC31", displayName: "STC31 CO₂ sensor" }), revision: null, editorId, publish: true });
    const { id } = await saveContent(db, { kind: "inventory", id: null, locale: "en", values: lot(productId), revision: null, editorId, publish: false });
    expect(await loadContentItem(db, "inventory", id)).toMatchObject({ status: "unpublished", editable: { columns: { slug: "l-2026-17", lot_code: "L-2026-17", product_id: productId, quantity: 40, price_usd: "3.25" } } });
    expect(await findInventoryItem(db, "l-2026-17", "en")).toBeUndefined();
    expect((await listInventory(db, paging, "en")).rows).toEqual([]);

    await saveContent(db, { kind: "inventory", id, locale: "en", values: lot(productId), revision: 1, editorId, publish: true });
    expect(await findInventoryItem(db, "l-2026-17", "en")).toMatchObject({ lot_code: "L-2026-17", quantity: 40, price_usd: "3.25", productSlug: "stc31", display_name: "STC31 CO₂ sensor" });
    expect((await listInventory(db, paging, "de")).rows.map((r) => r.slug)).toEqual(["l-2026-17"]);
    const [listed] = (await listContent(db, "inventory", readContentListQuery(new URLSearchParams("q=L-2026"), paging))).items;
    expect(listed).toMatchObject({ id, title: "L-2026-17", status: "published" });

    // The product cannot be deleted while the lot is of it.
    expect(await inUse(deleteContent(db, { kind: "products", id: productId, revision: await revisionOf("products", productId) }))).toEqual([{ kind: "inventory", name: "L-2026-17" }]);

    await saveContent(db, { kind: "inventory", id, locale: "en", values: lot(productId, { quantity: 0, price: "2" }), revision: 2, editorId, publish: false });
    expect((await findInventoryItem(db, "l-2026-17", "en"))?.quantity).toBe(40);
    await saveContent(db, { kind: "inventory", id, locale: "en", values: lot(productId, { quantity: 0, price: "2", slug: "l-2026-17b" }), revision: 3, editorId, publish: true });
    expect(await findInventoryItem(db, "l-2026-17b", "en")).toMatchObject({ quantity: 0, price_usd: "2.00" });
    expect(await findInventoryItem(db, "l-2026-17", "en")).toBeUndefined();
    const moved = await db.selectFrom("redirects").select("target").where("site", "=", "main").where("source_path", "=", "/de/produkte/lagerbestand/l-2026-17").executeTakeFirst();
    expect(moved?.target).toBe("/de/produkte/lagerbestand/l-2026-17b");

    // A lot of an unpublished product is not shown either.
    await unpublishContent(db, { kind: "products", id: productId, revision: await revisionOf("products", productId), editorId });
    expect(await findInventoryItem(db, "l-2026-17b", "en")).toBeUndefined();
    await saveContent(db, { kind: "products", id: productId, locale: "en", values: sensor({ name: "STC31", displayName: "STC31 CO₂ sensor" }), revision: await revisionOf("products", productId), editorId, publish: true });
    expect((await findInventoryItem(db, "l-2026-17b", "en"))?.lot_code).toBe("L-2026-17");

    await unpublishContent(db, { kind: "inventory", id, revision: 4, editorId });
    expect(await findInventoryItem(db, "l-2026-17b", "en")).toBeUndefined();
    expect((await listInventory(db, paging, "en")).total).toBe(0);

    await deleteContent(db, { kind: "inventory", id, revision: 5 });
    expect(await loadContentItem(db, "inventory", id)).toBeNull();
  });

  it("refuses a lot without a product or of an unpublished or missing one, and bad quantities and prices", async () => {
    const good = { lotCode: "L-1", "product.id": "7", quantity: "5", price: "12.50" };
    expect(parse("inventory", good).status).toBe("success");
    expect(parse("inventory", { ...good, price: "0" }).status).toBe("success");
    expect(parse("inventory", { ...good, lotCode: "", "product.id": "", price: "" }).reply().error).toMatchObject({
      "data.lotCode": [validationMessage("required")],
      "data.product.id": [validationMessage("required")],
      "data.price": [validationMessage("required")],
    });
    for (const quantity of ["-1", "1.5", "3000000000"]) {
      expect(parse("inventory", { ...good, quantity }).reply().error, quantity).toMatchObject({ "data.quantity": [validationMessage("quantity")] });
    }
    expect(parse("inventory", { ...good, quantity: "many" }).reply().error).toMatchObject({ "data.quantity": [validationMessage("number")] });
    for (const price of ["-1", "1.999", "12,50"]) {
      expect(parse("inventory", { ...good, price }).reply().error, price).toMatchObject({ "data.price": [validationMessage("priceFormat")] });
    }

    const { id: draftProduct } = await saveContent(db, { kind: "products", id: null, locale: "en", values: sensor({ name: "SFM4", displayName: "SFM4 flow meter" }), revision: null, editorId, publish: false });
    expect(await refusal(saveContent(db, { kind: "inventory", id: null, locale: "en", values: lot(draftProduct), revision: null, editorId, publish: true }))).toEqual({
      product: [validationMessage("relationUnpublished", { name: "SFM4 flow meter" })],
    });
    expect(await refusal(saveContent(db, { kind: "inventory", id: null, locale: "en", values: lot(999_999), revision: null, editorId, publish: true }))).toEqual({
      product: [validationMessage("relationMissing")],
    });
    expect(await db.selectFrom("inventory_items").select("id").execute()).toEqual([]);
  });
});
