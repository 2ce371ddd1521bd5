import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { listDownloads } from "~/content/downloads.server";
import { validationMessage } from "../shell/validation-messages";
import { ContentRejected, deleteContent, loadContentItem, publishContentNow, saveContent, unpublishContent } from "./content-items.server";
import { runDueContentSchedules, scheduleContentChange } from "./content-scheduling.server";
import { contentSchedules } from "./content-schedules.server";

// Issue 47, item 1 (ADR 066): a draft may choose a draft (a datasheet of a product not yet
// published); publishing it, now, at a time or by a review's approval, waits for that item.

let t: EditorTestDb;
let db: Db;
let editorId: number;
let documentId: number;

beforeAll(async () => {
  t = await createEditorTestDb({ name: "Dora" });
  ({ db, editorId } = t);
  const media = await db
    .insertInto("media")
    .values({ kind: "document", filename: "sheet.pdf", name: "Sheet", content_type: "application/pdf", size: 4, bytes: new Uint8Array(Buffer.from("%PDF")), alt: "{}" })
    .returning("id")
    .executeTakeFirstOrThrow();
  documentId = media.id;
});
afterAll(() => t.destroy());

const paging = { page: 1, pageSize: 12 } as const;
const product = (name: string) => ({ name, displayName: `${name} humidity sensor`, status: "new", productClass: "Humidity sensor" });
const datasheet = (title: string, productId: number | null) => ({ title, kind: "document", document: { id: documentId }, contentDate: "2026-12-01", ...(productId === null ? {} : { product: { id: productId } }) });
const revisionOf = async (kind: "products" | "downloads", id: number) => (await loadContentItem(db, kind, id))!.revision;

async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContentRejected);
  return (error as ContentRejected).fieldErrors;
}

/** A product saved as a draft only (never published). */
async function draftProduct(name: string): Promise<number> {
  return (await saveContent(db, { kind: "products", id: null, locale: "en", values: product(name), revision: null, editorId, publish: false })).id;
}

describe("a download of a product that is only a draft", () => {
  it("saves as a draft; Publish is refused naming the product until the product is published", async () => {
    const productId = await draftProduct("SHT60");
    const { id } = await saveContent(db, { kind: "downloads", id: null, locale: "en", values: datasheet("SHT60 datasheet", productId), revision: null, editorId, publish: false });
    expect((await loadContentItem(db, "downloads", id))?.editable.columns.product_id).toBe(productId);

    const refused = await refusal(saveContent(db, { kind: "downloads", id, locale: "en", values: datasheet("SHT60 datasheet", productId), revision: await revisionOf("downloads", id), editorId, publish: true }));
    expect(refused).toEqual({ product: [validationMessage("relationUnpublished", { name: "SHT60 humidity sensor" })] });
    expect(refused.product[0]).toBe("Publish “SHT60 humidity sensor” first: this item refers to it, and visitors cannot see it yet.");
    expect(await loadContentItem(db, "downloads", id)).toMatchObject({ published: false, revision: 1 });
    // A translation's Publish publishes the whole item: refused the same way.
    await expect(saveContent(db, { kind: "downloads", id, locale: "de", values: { title: "SHT60 Datenblatt" }, revision: 1, editorId, publish: true })).rejects.toBeInstanceOf(ContentRejected);
    expect((await listDownloads(db, "en", paging)).rows.map((r) => r.text?.title)).not.toContain("SHT60 datasheet");

    await saveContent(db, { kind: "products", id: productId, locale: "en", values: product("SHT60"), revision: await revisionOf("products", productId), editorId, publish: true });
    await saveContent(db, { kind: "downloads", id, locale: "en", values: datasheet("SHT60 datasheet", productId), revision: await revisionOf("downloads", id), editorId, publish: true });
    expect((await listDownloads(db, "en", paging)).rows.find((r) => r.id === id)).toMatchObject({ product: "SHT60", productSlug: "sht60" });
  });

  it("is refused when the product does not exist, or was deleted, whether saved or published", async () => {
    for (const publish of [false, true]) {
      expect(await refusal(saveContent(db, { kind: "downloads", id: null, locale: "en", values: datasheet("Nobody's datasheet", 999_999), revision: null, editorId, publish }))).toEqual({
        product: [validationMessage("relationMissing")],
      });
    }
    const productId = await draftProduct("SHT61");
    await deleteContent(db, { kind: "products", id: productId, revision: 1 });
    expect(await refusal(saveContent(db, { kind: "downloads", id: null, locale: "en", values: datasheet("SHT61 datasheet", productId), revision: null, editorId, publish: false }))).toEqual({
      product: [validationMessage("relationMissing")],
    });
    expect(validationMessage("relationMissing")).not.toMatch(/published/);
  });

  it("publishes at once a new item choosing a draft only after that item is published", async () => {
    const productId = await draftProduct("SHT62");
    expect(await refusal(saveContent(db, { kind: "downloads", id: null, locale: "en", values: datasheet("SHT62 datasheet", productId), revision: null, editorId, publish: true }))).toEqual({
      product: [validationMessage("relationUnpublished", { name: "SHT62 humidity sensor" })],
    });
    expect(await db.selectFrom("downloads").select("id").where("product_id", "=", productId).execute()).toEqual([]);
  });

  it("keeps a published download's visitors on the old product while its draft chooses a draft product", async () => {
    const { id } = await saveContent(db, { kind: "downloads", id: null, locale: "en", values: datasheet("Switching datasheet", null), revision: null, editorId, publish: true });
    const productId = await draftProduct("SHT63");
    await saveContent(db, { kind: "downloads", id, locale: "en", values: datasheet("Switching datasheet", productId), revision: await revisionOf("downloads", id), editorId, publish: false });
    expect(await refusal(publishContentNow(db, { kind: "downloads", id, revision: await revisionOf("downloads", id), editorId }))).toEqual({
      product: [validationMessage("relationUnpublished", { name: "SHT63 humidity sensor" })],
    });
    expect((await loadContentItem(db, "downloads", id))?.hasDraft).toBe(true);
    expect((await listDownloads(db, "en", paging)).rows.find((r) => r.id === id)?.product).toBeNull();
  });
});

describe("Publish at… and a review's Approve and publish (publishEditable)", () => {
  const T0 = new Date("2031-01-01T09:00:00Z");
  const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

  it("a scheduled publish fails with the message while the product is a draft, and succeeds once it is published", async () => {
    const productId = await draftProduct("SHT64");
    const { id } = await saveContent(db, { kind: "downloads", id: null, locale: "en", values: datasheet("SHT64 datasheet", productId), revision: null, editorId, publish: false });
    await scheduleContentChange(db, { kind: "downloads", id, action: "publish", revision: 1, dueAt: later(10), timeZone: "UTC", editorId });
    expect(await runDueContentSchedules(db, later(10))).toEqual([]);
    const [failed] = await contentSchedules(db, "downloads", id);
    expect(failed).toMatchObject({ action: "publish", attempts: 1 });
    expect(failed.lastError).toContain(validationMessage("relationUnpublished", { name: "SHT64 humidity sensor" }));
    expect((await loadContentItem(db, "downloads", id))?.published).toBe(false);

    await saveContent(db, { kind: "products", id: productId, locale: "en", values: product("SHT64"), revision: await revisionOf("products", productId), editorId, publish: true });
    expect(await runDueContentSchedules(db, later(11))).toEqual([{ kind: "downloads", id, action: "publish", by: editorId }]);
    expect((await loadContentItem(db, "downloads", id))?.published).toBe(true);
  });

  it("publishing the item as it is (a review's approval) is refused the same way, then works", async () => {
    const productId = await draftProduct("SHT65");
    const { id } = await saveContent(db, { kind: "downloads", id: null, locale: "en", values: datasheet("SHT65 datasheet", productId), revision: null, editorId, publish: false });
    expect(await refusal(publishContentNow(db, { kind: "downloads", id, revision: 1, editorId }))).toEqual({
      product: [validationMessage("relationUnpublished", { name: "SHT65 humidity sensor" })],
    });
    await saveContent(db, { kind: "products", id: productId, locale: "en", values: product("SHT65"), revision: await revisionOf("products", productId), editorId, publish: true });
    await publishContentNow(db, { kind: "downloads", id, revision: 1, editorId });
    expect((await loadContentItem(db, "downloads", id))?.published).toBe(true);
  });
});

describe("visitors", () => {
  it("never see a link to a product that is unpublished after its download was published", async () => {
    const productId = await draftProduct("SHT66");
    await saveContent(db, { kind: "products", id: productId, locale: "en", values: product("SHT66"), revision: 1, editorId, publish: true });
    const { id } = await saveContent(db, { kind: "downloads", id: null, locale: "en", values: datasheet("SHT66 datasheet", productId), revision: null, editorId, publish: true });
    expect((await listDownloads(db, "en", paging)).rows.find((r) => r.id === id)).toMatchObject({ product: "SHT66", productSlug: "sht66" });
    await unpublishContent(db, { kind: "products", id: productId, revision: await revisionOf("products", productId), editorId });
    expect((await listDownloads(db, "en", paging)).rows.find((r) => r.id === id)).toMatchObject({ product: null, productSlug: null });
  });
});
