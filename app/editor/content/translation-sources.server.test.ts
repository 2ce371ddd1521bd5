import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { loadContentItem, saveContent } from "./content-items.server";
import { listContent } from "./content-list.server";
import { undoContentStep } from "./content-undo.server";
import { englishChanges, englishSources } from "./translation-sources.server";

// Issue 47 item 4: a content item's translation is outdated when its English changed after the
// translation was saved; the English it was translated from is the one of its latest save.
let t: EditorTestDb;
let db: Db;
let editorId: number;
beforeAll(async () => {
  t = await createEditorTestDb({ name: "Tess" });
  ({ db, editorId } = t);
});
afterAll(() => t.destroy());

const press = (title: string, summary: string) => ({ title, category: "press", publishedAt: "2026-11-20T09:00", summary, body: "<p>Body</p>" });
const item = async (id: number) => (await loadContentItem(db, "news", id))!;
const save = async (id: number | null, locale: "en" | "de", values: Record<string, unknown>) =>
  (await saveContent(db, { kind: "news", id, locale, values, revision: id === null ? null : (await item(id)).revision, editorId, publish: false })).id;
/** The German translation's English changes: field → what changed, as the item screen shows them. */
const germanChanges = async (id: number) => {
  const source = (await englishSources(db, "news", id, ["de"])).get("de");
  return source ? englishChanges("news", source, (await item(id)).editable.content.en ?? {}) : null;
};

/** The list's outdated locales of an item (found by its title). */
const listedOutdated = async (id: number) => {
  const { items } = await listContent(db, "news", { q: (await item(id)).editable.content.en?.title ?? "", sort: "updated", paging: { page: 1, pageSize: 25 } });
  return items.find((row) => row.id === id)!.outdated;
};

describe("a content item's outdated translations", () => {
  it("are current after the translation's save, outdated once English changes (with the words), current again when English is back", async () => {
    const id = await save(null, "en", press("Sensor launch", "A new sensor"));
    await save(id, "de", { title: "Sensorstart", summary: "Ein neuer Sensor" });
    expect(await germanChanges(id)).toEqual({});

    await save(id, "en", { ...press("Sensor launch", "A new humidity sensor"), slug: String((await item(id)).editable.columns.slug) });
    const changes = await germanChanges(id);
    expect(Object.keys(changes!)).toEqual(["summary"]);
    expect(changes!.summary).toContainEqual(expect.objectContaining({ value: expect.stringContaining("humidity"), added: true }));

    expect(await listedOutdated(id)).toEqual(["de"]);

    await save(id, "en", { ...press("Sensor launch", "A new sensor"), slug: String((await item(id)).editable.columns.slug) });
    expect(await germanChanges(id)).toEqual({});
    expect(await listedOutdated(id)).toEqual([]);
  });

  it("take their English from the translation's latest save that stands (an undone save does not)", async () => {
    const id = await save(null, "en", press("Flow meter", "Measures flow"));
    await save(id, "de", { title: "Durchflussmesser", summary: "Misst Durchfluss" });
    const slug = String((await item(id)).editable.columns.slug);
    await save(id, "en", { ...press("Flow meter", "Measures gas flow"), slug });
    await save(id, "de", { title: "Durchflussmesser", summary: "Misst Gasdurchfluss" });
    expect(await germanChanges(id)).toEqual({}); // translated again from the new English
    await undoContentStep(db, { kind: "news", id, revision: (await item(id)).revision, editorId });
    expect(Object.keys((await germanChanges(id))!)).toEqual(["summary"]); // back to the translation of the old English
  });

  it("have no source for a locale no save recorded, and none for locales not asked for", async () => {
    const id = await save(null, "en", press("Pressure", "Measures pressure"));
    expect(await englishSources(db, "news", id, ["de", "jp"])).toEqual(new Map());
    expect(await englishSources(db, "news", id, [])).toEqual(new Map());
  });
});
