import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { insertPage } from "../../db/seed/insert-page";
import { loadPageModules } from "./pages.server";
import {
  addModule,
  EditRejectedError,
  ensureDraft,
  patchPage,
  publishPage,
  StaleVersionError,
  updateModule,
} from "./revisions.server";

let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
});
afterAll(() => db.destroy());

const text = (body: string) => ({ type: "TEXT_BLOCK", content: { en: { body } } });

async function newPage(editable = true) {
  return insertPage(db, {
    editable,
    translations: { en: { slug: `p-${Math.random().toString(36).slice(2)}`, title: "T" } },
    modules: [text("<p>one</p>"), text("<p>two</p>")],
  });
}

const bodies = async (pageId: number, view: "draft" | "published", locale: "en" | "de" = "en") =>
  (await loadPageModules(db, { pageId, locale, view }))!.modules.map((m) => (m.data as { body: string }).body);

describe("draft and publish", () => {
  it("copies the published revision with the same module ids", async () => {
    const pageId = await newPage();
    const draft = await ensureDraft(db, pageId, null);
    const published = await loadPageModules(db, { pageId, locale: "en", view: "published" });
    const drafted = await loadPageModules(db, { pageId, locale: "en", view: "draft" });
    expect(drafted!.modules.map((m) => m.id)).toEqual(published!.modules.map((m) => m.id));
    expect(await ensureDraft(db, pageId, null)).toEqual(draft); // idempotent
  });

  it("refuses a page that is not editable", async () => {
    const pageId = await newPage(false);
    await expect(ensureDraft(db, pageId, null)).rejects.toThrow("This page cannot be modified");
  });

  it("adds at position + 1 and at the end, and leaves the published page alone until publish", async () => {
    const pageId = await newPage();
    let { version } = await ensureDraft(db, pageId, null);
    await addModule(db, { pageId, version, type: "TEXT_BLOCK", position: 0, locale: "en", layout: {}, data: { body: "<p>new</p>" } });
    version++;
    await addModule(db, { pageId, version, type: "TEXT_BLOCK", position: null, locale: "en", layout: {}, data: { body: "<p>end</p>" } });
    version++;
    expect(await bodies(pageId, "draft")).toEqual(["<p>one</p>", "<p>new</p>", "<p>two</p>", "<p>end</p>"]);
    expect(await bodies(pageId, "published")).toEqual(["<p>one</p>", "<p>two</p>"]);
    await publishPage(db, { pageId, version });
    expect(await bodies(pageId, "published")).toEqual(["<p>one</p>", "<p>new</p>", "<p>two</p>", "<p>end</p>"]);
    const statuses = await db.selectFrom("page_revisions").select("status").where("page_id", "=", pageId).orderBy("id").execute();
    expect(statuses.map((s) => s.status)).toEqual(["history", "published"]);
  });

  it("refuses a stale version and changes nothing", async () => {
    const pageId = await newPage();
    const { version } = await ensureDraft(db, pageId, null);
    await addModule(db, { pageId, version, type: "TEXT_BLOCK", position: null, locale: "en", layout: {}, data: { body: "a" } });
    await expect(
      addModule(db, { pageId, version, type: "TEXT_BLOCK", position: null, locale: "en", layout: {}, data: { body: "b" } }),
    ).rejects.toBeInstanceOf(StaleVersionError);
    await expect(publishPage(db, { pageId, version })).rejects.toBeInstanceOf(StaleVersionError);
    expect(await bodies(pageId, "draft")).toEqual(["<p>one</p>", "<p>two</p>", "a"]);
  });

  it("refuses an out-of-range position and an unknown module", async () => {
    const pageId = await newPage();
    const { version } = await ensureDraft(db, pageId, null);
    await expect(
      addModule(db, { pageId, version, type: "TEXT_BLOCK", position: 7, locale: "en", layout: {}, data: {} }),
    ).rejects.toBeInstanceOf(EditRejectedError);
    await expect(
      updateModule(db, { pageId, version, moduleId: "nope", locale: "en", layout: {}, data: {} }),
    ).rejects.toBeInstanceOf(EditRejectedError);
    await expect(patchPage(db, { pageId, version, contents: ["nope"] })).rejects.toBeInstanceOf(EditRejectedError);
    expect(await bodies(pageId, "draft")).toEqual(["<p>one</p>", "<p>two</p>"]);
  });

  it("writes one locale's content only, others keep falling back to English", async () => {
    const pageId = await newPage();
    const { version } = await ensureDraft(db, pageId, null);
    const [first] = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules;
    await updateModule(db, { pageId, version, moduleId: first.id, locale: "de", layout: {}, data: { body: "<p>eins</p>" } });
    expect(await bodies(pageId, "draft", "de")).toEqual(["<p>eins</p>", "<p>two</p>"]);
    expect(await bodies(pageId, "draft", "en")).toEqual(["<p>one</p>", "<p>two</p>"]);
  });

  it("reorders and removes with patchPage", async () => {
    const pageId = await newPage();
    const { version } = await ensureDraft(db, pageId, null);
    const ids = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules.map((m) => m.id);
    await patchPage(db, { pageId, version, contents: [ids[1], ids[0]] });
    expect(await bodies(pageId, "draft")).toEqual(["<p>two</p>", "<p>one</p>"]);
    await patchPage(db, { pageId, version: version + 1, contents: [ids[0]] });
    expect(await bodies(pageId, "draft")).toEqual(["<p>one</p>"]);
  });
});
