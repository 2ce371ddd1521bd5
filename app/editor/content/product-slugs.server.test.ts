import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { downloadsForProduct } from "~/content/downloads.server";
import { findInventoryItem } from "~/content/inventory.server";
import { compareSlugs, findProduct, findProducts, listProducts } from "~/content/products.server";
import { searchDocuments } from "~/content/search.server";
import { sitemapFileBatches } from "~/content/sitemap.server";
import { LOCALES } from "~/i18n/locales";
import { productCards } from "~/modules/shared/product-rows.server";
import { validationMessage } from "../shell/validation-messages";
import { localSlugSource, translationFields } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import { ContentRejected, formValues, loadContentItem, saveContent } from "./content-items.server";
import { CONTENT_STORES } from "./content-stores.server";
import { applyProducts, exportProductsCsv, PRODUCT_COLUMNS, previewProducts } from "./import/products-csv.server";

// Products have a slug per locale like news (ADR 057): German in content.de.slug, else English.
// The English slug stays the product's key (compare URLs, the CSV); links use the local one.

let t: EditorTestDb;
let db: Db;
let editorId: number;

beforeAll(async () => {
  t = await createEditorTestDb({ name: "Pia" });
  ({ db, editorId } = t);
});
afterAll(() => t.destroy());

const paging = { page: 1, pageSize: 50 } as const;
const PRODUCT_DE = "/de/produkte/katalog";
const PRODUCT_EN = "/products/catalog";

async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContentRejected);
  return (error as ContentRejected).fieldErrors;
}

const sensor = (name: string) => ({ name, displayName: `${name} humidity sensor`, status: "active", productClass: "Humidity sensor" });

/** A published product (English slug: the model in lower case) with, when given, German texts (published). */
async function publishedProduct(name: string, german?: Record<string, string>): Promise<number> {
  const { id } = await saveContent(db, { kind: "products", id: null, locale: "en", values: sensor(name), revision: null, editorId, publish: true });
  if (german) await saveContent(db, { kind: "products", id, locale: "de", values: german, revision: 1, editorId, publish: true });
  return id;
}

describe("a product with a German slug", () => {
  it("answers in German at it (and at the English slug, for the 301), links to it everywhere, and keeps the English slug as its key", async () => {
    const id = await publishedProduct("SHT70", { displayName: "SHT70 Feuchtesensor", slug: "sht70-feuchtesensor" });
    const german = await findProduct(db, "de", "sht70-feuchtesensor");
    expect(german).toMatchObject({ id, slug: "sht70", localSlug: "sht70-feuchtesensor", display_name: "SHT70 Feuchtesensor" });
    expect(german?.slugs).toEqual({ en: "sht70", de: "sht70-feuchtesensor", cn: "sht70", jp: "sht70", kr: "sht70" });
    expect((await findProduct(db, "de", "sht70"))?.id).toBe(id);
    expect(await findProduct(db, "en", "sht70-feuchtesensor")).toBeUndefined();
    expect(await findProduct(db, "jp", "sht70-feuchtesensor")).toBeUndefined();
    expect((await findProduct(db, "jp", "sht70"))?.localSlug).toBe("sht70");

    // Lists, cards, downloads and inventory lots link to the German address in German.
    expect((await listProducts(db, "de", paging)).rows.find((r) => r.id === id)).toMatchObject({ slug: "sht70", localSlug: "sht70-feuchtesensor" });
    const [card] = await productCards(db, "de", await findProducts(db, "de", ["sht70"]));
    expect(card).toMatchObject({ slug: "sht70", href: `${PRODUCT_DE}/sht70-feuchtesensor` });
    const [jpCard] = await productCards(db, "jp", await findProducts(db, "jp", ["sht70"]));
    expect(jpCard.href).toBe(`/jp${PRODUCT_EN}/sht70`);
    await db.insertInto("downloads").values({ kind: "document", product_id: id, content_date: "2026-11-01", content: JSON.stringify({ en: { title: "SHT70 datasheet" } }) }).execute();
    expect((await downloadsForProduct(db, "de", id))[0]?.productSlug).toBe("sht70-feuchtesensor");
    expect((await downloadsForProduct(db, "en", id))[0]?.productSlug).toBe("sht70");
    await db.insertInto("inventory_items").values({ slug: "sht70-lot-1", product_id: id, lot_code: "L1", quantity: 5, price_usd: "1.00" }).execute();
    expect((await findInventoryItem(db, "sht70-lot-1", "de"))?.productSlug).toBe("sht70-feuchtesensor");

    // Compare: the English slug is the key (the form's values); the German one finds the product too.
    expect((await findProducts(db, "de", compareSlugs(new URLSearchParams("products=sht70-feuchtesensor,sht70")))).map((p) => p.id)).toEqual([id]);
    expect((await findProducts(db, "en", ["sht70-feuchtesensor"])).map((p) => p.id)).toEqual([]);

    const item = await loadContentItem(db, "products", id);
    expect(CONTENT_STORES.products.viewHref(item!.publishedRow!, "de")).toBe(`${PRODUCT_DE}/sht70-feuchtesensor`);
    expect(CONTENT_STORES.products.viewHref(item!.publishedRow!, "kr")).toBe(`/kr${PRODUCT_EN}/sht70`);
    expect(formValues("products", item!.editable, "de").slug).toBe("sht70-feuchtesensor");

    const hits = await searchDocuments(db, { site: "main", locale: "de", q: "SHT70 Feuchtesensor", limit: 10, offset: 0 });
    expect(hits.hits.map((h) => h.href)).toContain(`${PRODUCT_DE}/sht70-feuchtesensor`);
    const batches = await sitemapFileBatches(db, "main", LOCALES, { kind: "products", number: 1 });
    const entries = [];
    for await (const batch of batches!) entries.push(...batch);
    expect(entries.find((e) => e.alternates.en === `${PRODUCT_EN}/sht70`)?.alternates).toMatchObject({ de: `${PRODUCT_DE}/sht70-feuchtesensor`, jp: `/jp${PRODUCT_EN}/sht70` });
  });

  it("makes no German slug from the German display name (the English one comes from the model), and keeps none equal to the English slug", async () => {
    expect(localSlugSource(CONTENT_KIND_FORMS.products)).toBeNull();
    expect(localSlugSource(CONTENT_KIND_FORMS.news)).toBe("title");
    expect(translationFields(CONTENT_KIND_FORMS.products)).toContain("slug");
    const id = await publishedProduct("SHT71", { displayName: "SHT71 Feuchtesensor" });
    expect((await loadContentItem(db, "products", id))?.editable.content.de).toEqual({ displayName: "SHT71 Feuchtesensor" });
    await saveContent(db, { kind: "products", id, locale: "de", values: { displayName: "SHT71 Feuchtesensor", slug: "sht71" }, revision: 2, editorId, publish: true });
    expect((await loadContentItem(db, "products", id))?.editable.content.de?.slug).toBeUndefined();
    expect((await findProduct(db, "de", "sht71"))?.localSlug).toBe("sht71");
  });

  it("answers the old German address with 301 after a German rename (that locale only), and not before Publish", async () => {
    const id = await publishedProduct("SHT72", { displayName: "SHT72 Feuchtesensor", slug: "sht72-alt" });
    await saveContent(db, { kind: "products", id, locale: "de", values: { displayName: "SHT72 Feuchtesensor", slug: "sht72-neu" }, revision: 2, editorId, publish: false });
    expect((await findProduct(db, "de", "sht72-alt"))?.id).toBe(id);
    expect(await findProduct(db, "de", "sht72-neu")).toBeUndefined();
    await saveContent(db, { kind: "products", id, locale: "de", values: { displayName: "SHT72 Feuchtesensor", slug: "sht72-neu" }, revision: 3, editorId, publish: true });
    expect((await findProduct(db, "de", "sht72-neu"))?.id).toBe(id);
    const redirects = await db.selectFrom("redirects").select(["site", "source_path", "target"]).where("source_path", "like", "%sht72%").orderBy("source_path").execute();
    // The English slug's German address (before it had one) and the old German one lead to the new one in one hop.
    expect(redirects).toEqual([
      { site: "main", source_path: `${PRODUCT_DE}/sht72`, target: `${PRODUCT_DE}/sht72-neu` },
      { site: "main", source_path: `${PRODUCT_DE}/sht72-alt`, target: `${PRODUCT_DE}/sht72-neu` },
    ]);
  });
});

describe("product slug uniqueness per locale", () => {
  it("refuses another product's German slug, another product's English slug in German, and an English slug that is another's German one", async () => {
    await publishedProduct("SHT73", { displayName: "SHT73 Feuchtesensor", slug: "feuchtesensor-73" });
    const id = await publishedProduct("SHT74");
    const taken = { slug: [validationMessage("contentSlugTaken")] };
    expect(await refusal(saveContent(db, { kind: "products", id, locale: "de", values: { displayName: "SHT74 Feuchtesensor", slug: "feuchtesensor-73" }, revision: 1, editorId, publish: true }))).toEqual(taken);
    expect(await refusal(saveContent(db, { kind: "products", id, locale: "de", values: { displayName: "SHT74 Feuchtesensor", slug: "sht73" }, revision: 1, editorId, publish: true }))).toEqual(taken);
    expect(await refusal(saveContent(db, { kind: "products", id, locale: "en", values: { ...sensor("SHT74"), slug: "feuchtesensor-73" }, revision: 1, editorId, publish: true }))).toEqual(taken);
    // Nothing was written.
    expect(await db.selectFrom("products").select("id").where(sql<boolean>`content -> 'de' ->> 'displayName' = 'SHT74 Feuchtesensor'`).execute()).toEqual([]);
    // The same slug in another locale is another address: allowed.
    await saveContent(db, { kind: "products", id, locale: "kr", values: { displayName: "SHT74 습도 센서", slug: "feuchtesensor-73" }, revision: 1, editorId, publish: true });
    expect((await findProduct(db, "kr", "feuchtesensor-73"))?.id).toBe(id);
  });

  it("has a unique index per locale (migration 2026-12-02-102)", async () => {
    const error = await db
      .insertInto("products")
      .values({ slug: "index-test", name: "IDX", display_name: "IDX", status: "active", product_class: "Test", properties: "{}", content: JSON.stringify({ de: { slug: "feuchtesensor-73" } }) } as never)
      .execute()
      .catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe("23505");
  });
});

describe("the products CSV and local slugs", () => {
  it("keeps the English slug as the row key, leaves local slugs out, and keeps them when a locale's row replaces its texts", async () => {
    const id = await publishedProduct("SHT75", { displayName: "SHT75 Feuchtesensor", slug: "sht75-feuchtesensor" });
    const csv = await exportProductsCsv(db);
    expect(PRODUCT_COLUMNS).not.toContain("slug_de");
    const german = csv.split("\r\n").find((line) => line.startsWith("sht75,de,"));
    expect(german).toBeDefined();
    expect(german).not.toContain("sht75-feuchtesensor");
    const preview = await previewProducts(db, `${PRODUCT_COLUMNS.join(",")}\r\nsht75,de,,SHT75 Feuchtesensor (neu),,,,,,Neu.,\r\n`);
    expect(preview.problems).toEqual([]);
    await applyProducts(db, preview, editorId);
    expect((await loadContentItem(db, "products", id))?.editable.content.de).toEqual({ displayName: "SHT75 Feuchtesensor (neu)", summary: "Neu.", slug: "sht75-feuchtesensor" });
    expect((await findProduct(db, "de", "sht75-feuchtesensor"))?.display_name).toBe("SHT75 Feuchtesensor (neu)");
  });
});
