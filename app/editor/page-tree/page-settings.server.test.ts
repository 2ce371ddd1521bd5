import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { insertPage } from "../../../db/seed/insert-page";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { mediaUses } from "../media/media-uses.server";
import { loadPageSettings, savePageSettings, setSocialImage, SocialImageMissing } from "./page-settings.server";
import { NewPageRejected } from "./page-tree.server";

let t: EditorTestDb;
let db: Db;
let editorId: number;
const site = "main";

beforeAll(async () => {
  t = await createEditorTestDb();
  ({ db, editorId } = t);
});
afterAll(() => t.destroy());

const unique = () => Math.random().toString(36).slice(2, 7);
const pathsOf = async (pageId: number) =>
  Object.fromEntries((await db.selectFrom("page_translations").select(["locale", "path"]).where("page_id", "=", pageId).execute()).map((r) => [r.locale, r.path]));
const redirectsFrom = async (source: string) => (await db.selectFrom("redirects").select("target").where("source_path", "=", source).executeTakeFirst())?.target ?? null;

async function publishedTree() {
  const slug = `p${unique()}`;
  const parentId = await insertPage(db, { translations: { en: { slug, title: "Parent" }, de: { slug: `${slug}-de`, title: "Eltern" } }, modules: [] });
  const childId = await insertPage(db, { parentId, translations: { en: { slug: "child", title: "Child" }, de: { slug: "kind", title: "Kind" } }, modules: [] });
  return { slug, parentId, childId };
}

describe("savePageSettings", () => {
  it("renames a page in one locale, moves its descendants, and answers the old addresses with 301", async () => {
    const { slug, parentId, childId } = await publishedTree();
    const saved = await savePageSettings(db, {
      pageId: parentId,
      locale: "de",
      site,
      input: { title: "Neue Eltern", slug: `${slug}-neu`, description: "Beschreibung", noindex: false },
      authorId: editorId,
    });
    expect(saved.path).toBe(`${slug}-neu`);
    expect(await pathsOf(parentId)).toMatchObject({ en: slug, de: `${slug}-neu` });
    expect(await pathsOf(childId)).toMatchObject({ en: `${slug}/child`, de: `${slug}-neu/kind` });
    expect(await redirectsFrom(`/de/${slug}-de`)).toBe(`/de/${slug}-neu`);
    expect(await redirectsFrom(`/de/${slug}-de/kind`)).toBe(`/de/${slug}-neu/kind`);
    expect(await loadPageSettings(db, { pageId: parentId, locale: "de" })).toMatchObject({ title: "Neue Eltern", description: "Beschreibung", isHome: false });
  });

  it("renaming back removes the redirect from the live address and points the other one at it", async () => {
    const { slug, parentId } = await publishedTree();
    const rename = (to: string) =>
      savePageSettings(db, { pageId: parentId, locale: "en", site, input: { title: "Parent", slug: to, description: "", noindex: false }, authorId: editorId });
    await rename(`${slug}-b`);
    await rename(slug);
    expect(await redirectsFrom(`/${slug}`)).toBeNull();
    expect(await redirectsFrom(`/${slug}-b`)).toBe(`/${slug}`);
  });

  it.each([
    ["Not A Slug", "slugFormat"],
    ["api", "slugReserved"],
    ["", "required"],
  ])("refuses the slug %j (%s) and changes nothing", async (bad, reason) => {
    const { slug, parentId } = await publishedTree();
    const error = await savePageSettings(db, { pageId: parentId, locale: "en", site, input: { title: "X", slug: bad, description: "", noindex: false }, authorId: editorId }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NewPageRejected);
    expect((error as NewPageRejected).reason).toBe(reason);
    expect((await pathsOf(parentId)).en).toBe(slug);
    expect((await loadPageSettings(db, { pageId: parentId, locale: "en" }))?.title).toBe("Parent");
  });

  it("refuses a slug another page has under the same parent", async () => {
    const a = await publishedTree();
    const b = await publishedTree();
    const error = await savePageSettings(db, { pageId: b.parentId, locale: "en", site, input: { title: "B", slug: a.slug, description: "", noindex: false }, authorId: editorId }).catch((e: unknown) => e);
    expect((error as NewPageRejected).reason).toBe("slugTaken");
  });
});

describe("setSocialImage", () => {
  const addMedia = async (kind: "image" | "document", filename: string) =>
    (await db.insertInto("media").values({ kind, filename, name: filename, content_type: kind === "image" ? "image/webp" : "application/pdf", size: 10, width: 1200, height: 630, alt: "{}" }).returning("id").executeTakeFirstOrThrow()).id;

  it("gives a page a library image in one locale, shown by the settings there only, and takes it away again", async () => {
    const { parentId } = await publishedTree();
    const image = await addMedia("image", "share.webp");
    await setSocialImage(db, { pageId: parentId, locale: "de", mediaId: image });
    expect((await loadPageSettings(db, { pageId: parentId, locale: "de" }))?.socialImage).toEqual({ id: image, url: `/media/${image}/share.webp`, name: "share.webp", width: 1200, height: 630 });
    expect((await loadPageSettings(db, { pageId: parentId, locale: "en" }))?.socialImage).toBeNull();
    expect((await mediaUses(db, image)).pages).toEqual([expect.objectContaining({ pageId: parentId, revisions: ["social"] })]);
    await setSocialImage(db, { pageId: parentId, locale: "de", mediaId: null });
    expect((await loadPageSettings(db, { pageId: parentId, locale: "de" }))?.socialImage).toBeNull();
  });

  it("refuses a document or a missing id, and keeps the image the page had", async () => {
    const { parentId } = await publishedTree();
    const image = await addMedia("image", "kept.webp");
    await setSocialImage(db, { pageId: parentId, locale: "en", mediaId: image });
    const pdf = await addMedia("document", "spec.pdf");
    await expect(setSocialImage(db, { pageId: parentId, locale: "en", mediaId: pdf })).rejects.toBeInstanceOf(SocialImageMissing);
    await expect(setSocialImage(db, { pageId: parentId, locale: "en", mediaId: 99999999 })).rejects.toBeInstanceOf(SocialImageMissing);
    expect((await loadPageSettings(db, { pageId: parentId, locale: "en" }))?.socialImage?.id).toBe(image);
  });
});
