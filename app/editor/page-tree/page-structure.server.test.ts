import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { insertPage } from "../../../db/seed/insert-page";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { deletePage, deletePlan } from "./delete-page.server";
import { movePage } from "./move-page.server";
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

const unique = () => `p${Math.random().toString(36).slice(2, 7)}`;
const pathsOf = async (pageId: number) =>
  Object.fromEntries((await db.selectFrom("page_translations").select(["locale", "path"]).where("page_id", "=", pageId).execute()).map((r) => [r.locale, r.path]));
const redirectFrom = async (source: string) => (await db.selectFrom("redirects").select("target").where("source_path", "=", source).executeTakeFirst())?.target ?? null;
const childrenOf = async (parentId: number) =>
  (await db.selectFrom("pages").select("id").where("parent_id", "=", parentId).orderBy("position").orderBy("id").execute()).map((r) => r.id);

/** A published page with a German translation, optionally under a parent. */
const page = (slug: string, parentId: number | null = null) =>
  insertPage(db, { parentId, translations: { en: { slug, title: slug }, de: { slug: `${slug}-de`, title: `${slug} DE` } }, modules: [] });

async function rejection(promise: Promise<unknown>): Promise<{ field: string; reason: string }> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(NewPageRejected);
  const { field, reason } = error as NewPageRejected;
  return { field, reason };
}

describe("movePage", () => {
  it("moves a page and its children under another parent in every locale, with 301s from the old addresses", async () => {
    const [a, b] = [unique(), unique()];
    const from = await page(a);
    const to = await page(b);
    const moving = await page("sensors", from);
    const child = await page("pressure", moving);
    const { path } = await movePage(db, { site, pageId: moving, input: { parentId: to, position: null }, authorId: editorId });
    expect(path).toBe(`${b}/sensors`);
    expect(await pathsOf(moving)).toEqual({ en: `${b}/sensors`, de: `${b}-de/sensors-de` });
    expect(await pathsOf(child)).toEqual({ en: `${b}/sensors/pressure`, de: `${b}-de/sensors-de/pressure-de` });
    expect(await redirectFrom(`/${a}/sensors/pressure`)).toBe(`/${b}/sensors/pressure`);
    expect(await redirectFrom(`/de/${a}-de/sensors-de`)).toBe(`/de/${b}-de/sensors-de`);
    expect(await childrenOf(to)).toEqual([moving]);
  });

  it("puts the page at the chosen place among its new siblings (1 = first; past the end = last)", async () => {
    const parent = await page(unique());
    const [one, two, three] = [await page("one", parent), await page("two", parent), await page("three", parent)];
    await movePage(db, { site, pageId: three, input: { parentId: parent, position: 1 }, authorId: editorId });
    expect(await childrenOf(parent)).toEqual([three, one, two]);
    await movePage(db, { site, pageId: three, input: { parentId: parent, position: 99 }, authorId: editorId });
    expect(await childrenOf(parent)).toEqual([one, two, three]);
    expect(await redirectFrom(`/${(await pathsOf(parent)).en}/three`)).toBeNull(); // same address: no redirect
  });

  it("refuses the page itself or one below it as parent, the home page, a taken address and a missing parent; nothing changes", async () => {
    const top = await page(unique());
    const child = await page("child", top);
    const other = await page(unique());
    await page("child", other); // takes other/child
    const before = await pathsOf(child);
    expect(await rejection(movePage(db, { site, pageId: top, input: { parentId: top, position: null }, authorId: editorId }))).toEqual({ field: "parentId", reason: "moveIntoItself" });
    expect(await rejection(movePage(db, { site, pageId: top, input: { parentId: child, position: null }, authorId: editorId }))).toEqual({ field: "parentId", reason: "moveIntoItself" });
    expect(await rejection(movePage(db, { site, pageId: child, input: { parentId: other, position: null }, authorId: editorId }))).toEqual({ field: "parentId", reason: "slugTaken" });
    expect(await rejection(movePage(db, { site, pageId: child, input: { parentId: 2_000_000_000, position: null }, authorId: editorId }))).toEqual({ field: "parentId", reason: "pageMissing" });
    const home = await insertPage(db, { site: "home-test", translations: { en: { slug: "", title: "Home" } }, modules: [] });
    expect(await rejection(movePage(db, { site: "home-test", pageId: home, input: { parentId: null, position: 2 }, authorId: editorId }))).toEqual({ field: "parentId", reason: "homeFixed" });
    expect(await pathsOf(child)).toEqual(before);
    expect(await childrenOf(top)).toEqual([child]);
  });

  it("refuses a top-level move onto an address that a section of the site owns", async () => {
    const parent = await page(unique());
    const login = await insertPage(db, { parentId: parent, translations: { en: { slug: "login", title: "Login" } }, modules: [] });
    expect(await rejection(movePage(db, { site, pageId: login, input: { parentId: null, position: null }, authorId: editorId }))).toEqual({ field: "parentId", reason: "slugReserved" });
  });
});

describe("deletePage", () => {
  const linkTo = (pageId: number) => ({ type: "TEXT_BLOCK", content: { en: { body: "<p>x</p>", link: { linkType: "internal", text: "More", target: "auto", pageId } } } });

  it("names the pages below it and those linking to it, and refuses to delete a linked page without a target", async () => {
    const gone = await page(unique());
    const below = await page("below", gone);
    const linking = await insertPage(db, { translations: { en: { slug: unique(), title: "Linking page" } }, modules: [linkTo(below)] });
    await db.insertInto("nav_items").values({ site, page_id: gone, labels: JSON.stringify({ en: "Gone menu" }) }).execute();
    const plan = await deletePlan(db, { site, pageId: gone });
    expect(plan?.descendants.map((d) => d.id)).toEqual([below]);
    expect(plan?.linkedFrom.map((l) => l.id)).toEqual([linking]);
    expect(plan?.navItems.map((n) => n.label)).toEqual(["Gone menu"]);
    expect(await rejection(deletePage(db, { site, pageId: gone, redirectTo: null, authorId: editorId }))).toEqual({ field: "redirectTo", reason: "deleteLinked" });
    expect(await rejection(deletePage(db, { site, pageId: gone, redirectTo: below, authorId: editorId }))).toEqual({ field: "redirectTo", reason: "moveIntoItself" });
    expect(await pathsOf(below)).not.toEqual({});
  });

  it("refuses the delete when a link to the page is added after the confirmation was shown", async () => {
    const gone = await page(unique());
    expect((await deletePlan(db, { site, pageId: gone }))?.linkedFrom).toEqual([]);
    await insertPage(db, { translations: { en: { slug: unique(), title: "Linking later" } }, modules: [linkTo(gone)] });
    expect(await rejection(deletePage(db, { site, pageId: gone, redirectTo: null, authorId: editorId }))).toEqual({ field: "redirectTo", reason: "deleteLinked" });
    expect(await pathsOf(gone)).not.toEqual({});
  });

  it("with a target: deletes the page and those below it, 301s every published address, and repoints the navigation", async () => {
    const [slug, targetSlug] = [unique(), unique()];
    const gone = await page(slug);
    const below = await page("below", gone);
    const target = await page(targetSlug);
    await insertPage(db, { translations: { en: { slug: unique(), title: "Linking page" } }, modules: [linkTo(gone)] });
    const { id: nav } = await db.insertInto("nav_items").values({ site, page_id: below, labels: JSON.stringify({ en: "Below" }) }).returning("id").executeTakeFirstOrThrow();
    const { deleted } = await deletePage(db, { site, pageId: gone, redirectTo: target, authorId: editorId });
    expect(deleted.sort()).toEqual([gone, below].sort());
    expect(await db.selectFrom("pages").select("id").where("id", "in", [gone, below]).execute()).toEqual([]);
    expect(await redirectFrom(`/${slug}`)).toBe(`/${targetSlug}`);
    expect(await redirectFrom(`/${slug}/below`)).toBe(`/${targetSlug}`);
    expect(await redirectFrom(`/de/${slug}-de/below-de`)).toBe(`/de/${targetSlug}-de`);
    expect((await db.selectFrom("nav_items").select("page_id").where("id", "=", nav).executeTakeFirstOrThrow()).page_id).toBe(target);
  });

  it("deletes an unlinked page without a target (its addresses, old ones too, then answer 404) and refuses the home page", async () => {
    const [slug, parentSlug] = [unique(), unique()];
    const parent = await page(parentSlug);
    const gone = await page(slug, parent);
    await movePage(db, { site, pageId: gone, input: { parentId: null, position: null }, authorId: editorId });
    expect(await redirectFrom(`/${parentSlug}/${slug}`)).toBe(`/${slug}`);
    await deletePage(db, { site, pageId: gone, redirectTo: null, authorId: editorId });
    expect(await pathsOf(gone)).toEqual({});
    expect(await redirectFrom(`/${slug}`)).toBeNull();
    expect(await redirectFrom(`/${parentSlug}/${slug}`)).toBeNull(); // it would lead to a 404
    const home = await insertPage(db, { site: "home-delete", translations: { en: { slug: "", title: "Home" } }, modules: [] });
    expect(await rejection(deletePage(db, { site: "home-delete", pageId: home, redirectTo: null, authorId: editorId }))).toEqual({ field: "redirectTo", reason: "homeFixed" });
    expect(await rejection(deletePage(db, { site, pageId: 2_000_000_000, redirectTo: null, authorId: editorId }))).toEqual({ field: "redirectTo", reason: "pageMissing" });
  });
});
