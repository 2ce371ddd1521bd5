import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { insertPage } from "../../../db/seed/insert-page";
import { loadChrome } from "~/site/chrome.server";
import { navItemSchema } from "./nav-item-schema";
import {
  addNavItem,
  deleteNavItem,
  discardNavigation,
  loadNavigationEditor,
  moveNavItem,
  NavigationRejected,
  NavigationStale,
  placeNavItem,
  publishNavigation,
  updateNavItem,
} from "./navigation.server";

let db: Db;
let editorId: number;
let pageId: number;
let site = "";

beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  editorId = (await db.insertInto("users").values({ email: "n@example.com", name: "Nav", password_hash: "x" }).returning("id").executeTakeFirstOrThrow()).id;
});
afterAll(() => db.destroy());

/** Each test on a site of its own, with one published header item and a page. */
async function freshSite() {
  site = `nav-${Math.random().toString(36).slice(2, 8)}`;
  pageId = await insertPage(db, { site, translations: { en: { slug: "sensors", title: "Sensors" }, de: { slug: "sensoren", title: "Sensoren" } }, modules: [] });
  await db.insertInto("nav_items").values({ site, menu: "header", position: 0, route_name: "catalog", labels: JSON.stringify({ en: "Products", de: "Produkte" }) }).execute();
  return { site, version: 0, editorId };
}

const labels = async () => (await loadNavigationEditor(db, site)).items.map((item) => item.label);
const version = async () => (await loadNavigationEditor(db, site)).version;

describe("the navigation draft", () => {
  it("a first change makes a draft; visitors see nothing of it until Publish", async () => {
    const ctx = await freshSite();
    await addNavItem(db, ctx, { menu: "header", targetKind: "page", pageId, labels: {} });
    const editor = await loadNavigationEditor(db, site);
    expect(editor.hasDraft).toBe(true);
    expect(editor.items.map((item) => item.label)).toEqual(["Products", "Sensors"]);
    expect((await loadChrome(db, site, "en")).nav.map((link) => link.label)).toEqual(["Products"]);

    await publishNavigation(db, { site, version: editor.version });
    const chrome = await loadChrome(db, site, "de");
    // A page item's label follows the page's title in each locale.
    expect(chrome.nav.map((link) => link.label)).toEqual(["Produkte", "Sensoren"]);
    expect(chrome.nav[1].href).toBe("/de/sensoren");
    expect((await loadNavigationEditor(db, site)).hasDraft).toBe(false);
  });

  it("leaves out, for visitors, an item whose page is not published", async () => {
    const ctx = await freshSite();
    const draftOnly = await insertPage(db, { site, translations: { en: { slug: "soon", title: "Soon" } }, modules: [] });
    await db.updateTable("page_revisions").set({ status: "draft" }).where("page_id", "=", draftOnly).execute();
    await addNavItem(db, ctx, { menu: "header", targetKind: "page", pageId: draftOnly, labels: {} });
    await publishNavigation(db, { site, version: await version() });
    expect(await labels()).toEqual(["Products", "Soon"]);
    expect((await loadChrome(db, site, "en")).nav.map((link) => link.label)).toEqual(["Products"]);
  });

  it("marks a page item whose page is not published, for the editor's warning, and still saves it (issue 47)", async () => {
    const ctx = await freshSite();
    const draftOnly = await insertPage(db, { site, translations: { en: { slug: "later", title: "Later" } }, modules: [] });
    await db.updateTable("page_revisions").set({ status: "draft" }).where("page_id", "=", draftOnly).execute();
    await addNavItem(db, ctx, { menu: "header", targetKind: "page", pageId: draftOnly, labels: {} });
    await addNavItem(db, { ...ctx, version: await version() }, { menu: "header", targetKind: "page", pageId, labels: {} });
    await addNavItem(db, { ...ctx, version: await version() }, { menu: "footer", targetKind: "url", url: "/contact", labels: { en: "Contact" } });
    const marked = (await loadNavigationEditor(db, site)).items.map((item) => [item.label, item.unpublishedPage]);
    expect(marked).toEqual([
      ["Products", false],
      ["Later", true],
      ["Sensors", false],
      ["Contact", false],
    ]);
  });

  it("nests one level, orders with Move up / Move down, and puts items in the footer", async () => {
    const ctx = await freshSite();
    const parent = (await loadNavigationEditor(db, site)).items[0].id; // a published id: mapped onto its draft copy
    await addNavItem(db, ctx, { menu: "header", parentId: parent, targetKind: "page", pageId, labels: { en: "All sensors" } });
    await addNavItem(db, { ...ctx, version: await version() }, { menu: "header", targetKind: "url", url: "https://example.com/shop", labels: { en: "Shop" } });
    await addNavItem(db, { ...ctx, version: await version() }, { menu: "footer", targetKind: "url", url: "/contact", labels: { en: "Contact" } });
    expect(await labels()).toEqual(["Products", "All sensors", "Shop", "Contact"]);
    const shop = (await loadNavigationEditor(db, site)).items.find((item) => item.label === "Shop")!.id;
    await moveNavItem(db, { ...ctx, version: await version() }, shop, "up");
    expect(await labels()).toEqual(["Shop", "Products", "All sensors", "Contact"]);
    // A drop puts an item at a place; the same place or one past the end is refused.
    await placeNavItem(db, { ...ctx, version: await version() }, shop, 1);
    expect(await labels()).toEqual(["Products", "All sensors", "Shop", "Contact"]);
    for (const index of [1, 2]) {
      expect(await placeNavItem(db, { ...ctx, version: await version() }, shop, index).then(() => null, (e: unknown) => e)).toBeInstanceOf(NavigationRejected);
    }
    await placeNavItem(db, { ...ctx, version: await version() }, shop, 0);
    await publishNavigation(db, { site, version: await version() });
    const chrome = await loadChrome(db, site, "en");
    expect(chrome.nav.map((link) => link.label)).toEqual(["Shop", "Products"]);
    expect(chrome.nav[1].children.map((link) => link.label)).toEqual(["All sensors"]);
    expect(chrome.footer.map((link) => [link.label, link.href])).toEqual([["Contact", "/contact"]]);
  });

  it("refuses a stale version, a second level, a move past the end and a page of another site; nothing changes", async () => {
    const ctx = await freshSite();
    await addNavItem(db, ctx, { menu: "header", targetKind: "page", pageId, labels: {} });
    const stale = await addNavItem(db, ctx, { menu: "header", targetKind: "page", pageId, labels: {} }).then(() => null, (e: unknown) => e);
    expect(stale).toBeInstanceOf(NavigationStale);
    const [products, sensors] = (await loadNavigationEditor(db, site)).items;
    const current = { ...ctx, version: await version() };
    await addNavItem(db, current, { menu: "header", parentId: products.id, targetKind: "url", url: "/a", labels: { en: "Child" } });
    const child = (await loadNavigationEditor(db, site)).items.find((item) => item.label === "Child")!;
    const refusals = [
      addNavItem(db, { ...ctx, version: await version() }, { menu: "header", parentId: child.id, targetKind: "url", url: "/b", labels: { en: "Grandchild" } }),
      addNavItem(db, { ...ctx, version: await version() }, { menu: "footer", parentId: products.id, targetKind: "url", url: "/b", labels: { en: "Other menu" } }),
      updateNavItem(db, { ...ctx, version: await version() }, products.id, { menu: "header", parentId: sensors.id, targetKind: "url", url: "/c", labels: { en: "Has children" } }),
      moveNavItem(db, { ...ctx, version: await version() }, sensors.id, "down"),
      addNavItem(db, { ...ctx, version: await version() }, { menu: "header", targetKind: "page", pageId: 2_000_000_000, labels: {} }),
    ];
    const reasons = [];
    for (const refusal of refusals) {
      const error = await refusal.then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(NavigationRejected);
      reasons.push((error as NavigationRejected).reason);
    }
    expect(reasons).toEqual(["navParent", "navParent", "navParent", "navEnd", "pageMissing"]);
    expect(await labels()).toEqual(["Products", "Child", "Sensors"]);
  });

  it("a section item keeps its section when its labels change; no new item can be a section", async () => {
    const ctx = await freshSite();
    const products = (await loadNavigationEditor(db, site)).items[0];
    await updateNavItem(db, ctx, products.id, { menu: "header", targetKind: "section", labels: { en: "Products", de: "Produkte und mehr" } });
    const [edited] = (await loadNavigationEditor(db, site)).items;
    expect(edited).toMatchObject({ kind: "route", routeName: "catalog", labels: { en: "Products", de: "Produkte und mehr" } });
    const refused = await addNavItem(db, { ...ctx, version: await version() }, { menu: "header", targetKind: "section", labels: { en: "X" } }).then(() => null, (e: unknown) => e);
    expect((refused as NavigationRejected).reason).toBe("choice");
    const pageItem = await addNavItem(db, { ...ctx, version: await version() }, { menu: "header", targetKind: "page", pageId, labels: {} });
    expect(pageItem).toBeUndefined();
    const sensors = (await loadNavigationEditor(db, site)).items[1];
    const turned = await updateNavItem(db, { ...ctx, version: await version() }, sensors.id, { menu: "header", targetKind: "section", labels: {} }).then(() => null, (e: unknown) => e);
    expect((turned as NavigationRejected).reason).toBe("choice");
  });

  it("Discard draft drops every draft change; Delete takes an item's children with it", async () => {
    const ctx = await freshSite();
    const products = (await loadNavigationEditor(db, site)).items[0].id;
    await deleteNavItem(db, ctx, products);
    expect(await labels()).toEqual([]);
    await discardNavigation(db, { site, version: await version() });
    expect(await labels()).toEqual(["Products"]);
    expect((await loadChrome(db, site, "en")).nav).toHaveLength(1);
    expect(await discardNavigation(db, { site, version: 0 }).then(() => null, (e: unknown) => e)).toBeInstanceOf(NavigationStale);
  });
});

describe("the item form's schema", () => {
  const errors = (value: Record<string, unknown>) => {
    const parsed = navItemSchema.safeParse(value);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("needs a page for a page item, and an address under the link rules with an English label for an address", () => {
    expect(errors({ menu: "header", targetKind: "page" })).toEqual({ pageId: "This field is required" });
    expect(errors({ menu: "header", targetKind: "url" })).toEqual({ url: "This field is required", "labels.en": "This field is required" });
    expect(errors({ menu: "header", targetKind: "url", url: "javascript:alert(1)", labels: { en: "x" } })).toEqual({
      url: "Enter a path starting with / or an http(s), mailto: or tel: address",
    });
    expect(errors({ menu: "side", targetKind: "page", pageId: 1 })).toHaveProperty("menu");
    expect(errors({ menu: "footer", targetKind: "page", pageId: 1, labels: { en: "x".repeat(81) } })).toHaveProperty(["labels.en"]);
    expect(errors({ menu: "footer", targetKind: "page", pageId: 1 })).toEqual({});
  });
});
