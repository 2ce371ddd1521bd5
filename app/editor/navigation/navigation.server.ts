import type { Transaction } from "kysely";
import type { Db } from "../../../db";
import type { Database, NavMenu } from "../../../db/schema";
import { pageHref } from "~/i18n/route-table";
import { changeContent } from "~/lib/content-events.server";
import type { ValidationKey } from "../shell/validation-messages";
import type { NavItemInput } from "./nav-item-schema";

type Trx = Transaction<Database>;

export type NavEditorItem = {
  id: number;
  menu: NavMenu;
  parentId: number | null;
  /** A page of the site, a section of the route table (seeded; its target is kept) or an address. */
  kind: "page" | "route" | "url";
  pageId: number | null;
  routeName: string | null;
  url: string | null;
  labels: Partial<Record<string, string>>;
  /** The English label, else the page's English title. */
  label: string;
  /**
   * Issue 47: a page item whose page is not published (visitors' menus leave it out until it is);
   * the editor warns beside the entry and still saves it.
   */
  unpublishedPage: boolean;
  /** A page item's English address (its draft is where to publish it), else null. */
  pageHref: string | null;
};

export type NavigationEditor = {
  /** The draft's version (what every write is checked against), 0 while the site has no draft. */
  version: number;
  hasDraft: boolean;
  items: NavEditorItem[];
};

/** A navigation write that was refused: which field, and why. */
export class NavigationRejected extends Error {
  constructor(
    readonly field: string,
    readonly reason: ValidationKey,
  ) {
    super(`${field}: ${reason}`);
  }
}

/** Someone else changed the navigation since this editor's screen was loaded. */
export class NavigationStale extends Error {}

/** The site's menus as editors see them: the draft if there is one, else the published ones. */
export async function loadNavigationEditor(db: Db, site: string): Promise<NavigationEditor> {
  const draft = await db.selectFrom("navigation_drafts").select("version").where("site", "=", site).executeTakeFirst();
  const rows = await db
    .selectFrom("nav_items as n")
    .leftJoin("page_translations as t", (j) => j.onRef("t.page_id", "=", "n.page_id").on("t.locale", "=", "en"))
    .leftJoin("page_revisions as pub", (j) => j.onRef("pub.page_id", "=", "n.page_id").on("pub.status", "=", "published"))
    .select(["n.id", "n.menu", "n.parent_id", "n.page_id", "n.route_name", "n.url", "n.labels", "t.title", "t.path", "pub.id as published"])
    .where("n.site", "=", site)
    .where("n.state", "=", draft ? "draft" : "published")
    .orderBy("n.menu", "desc") // header, then footer
    .orderBy("n.position")
    .orderBy("n.id")
    .execute();
  const items = rows.map(
    (row): NavEditorItem => ({
      id: row.id,
      menu: row.menu,
      parentId: row.parent_id,
      kind: row.route_name ? "route" : row.page_id !== null ? "page" : "url",
      pageId: row.page_id,
      routeName: row.route_name,
      url: row.url,
      labels: row.labels,
      label: row.labels.en || row.title || row.url || row.route_name || `#${row.id}`,
      unpublishedPage: !row.route_name && row.page_id !== null && row.published === null,
      pageHref: !row.route_name && row.path !== null ? pageHref("en", row.path) : null,
    }),
  );
  // Tree order: each top-level item followed by its children.
  const ordered = items.filter((item) => item.parentId === null).flatMap((top) => [top, ...items.filter((item) => item.parentId === top.id)]);
  return { version: draft?.version ?? 0, hasDraft: Boolean(draft), items: ordered };
}

/**
 * Runs one write on the site's draft menus in a transaction: checks the version the editor saw,
 * makes the draft (a copy of the published menus) when there is none, and bumps the version.
 */
async function onDraft<T>(
  db: Db,
  { site, version, editorId }: { site: string; version: number; editorId: number },
  write: (trx: Trx, draftId: (id: number) => number) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const draft = await trx.selectFrom("navigation_drafts").select("version").where("site", "=", site).forUpdate().executeTakeFirst();
    if ((draft?.version ?? 0) !== version) throw new NavigationStale();
    let copies = new Map<number, number>();
    if (!draft) {
      await trx.insertInto("navigation_drafts").values({ site, version: 1, updated_by: editorId }).execute();
      copies = await copyPublishedToDraft(trx, site);
    }
    // The ids the editor saw were the published items' while there was no draft.
    const result = await write(trx, (id) => copies.get(id) ?? id);
    await trx
      .updateTable("navigation_drafts")
      .set({ version: version + 1, updated_by: editorId, updated_at: new Date() })
      .where("site", "=", site)
      .execute();
    return result;
  });
}

async function copyPublishedToDraft(trx: Trx, site: string): Promise<Map<number, number>> {
  const published = await trx.selectFrom("nav_items").selectAll().where("site", "=", site).where("state", "=", "published").orderBy("parent_id", (ob) => ob.nullsFirst()).execute();
  const newIds = new Map<number, number>();
  for (const item of published) {
    const { id } = await trx
      .insertInto("nav_items")
      .values({
        site,
        menu: item.menu,
        state: "draft",
        parent_id: item.parent_id === null ? null : (newIds.get(item.parent_id) ?? null),
        position: item.position,
        page_id: item.page_id,
        route_name: item.route_name,
        url: item.url,
        labels: JSON.stringify(item.labels),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    newIds.set(item.id, id);
  }
  return newIds;
}

/** A draft item of the site, else refused. */
async function draftItem(trx: Trx, site: string, id: number) {
  const item = await trx.selectFrom("nav_items").selectAll().where("id", "=", id).where("site", "=", site).where("state", "=", "draft").executeTakeFirst();
  if (!item) throw new NavigationRejected("itemId", "pageMissing");
  return item;
}

/** Checks the parent (a top-level draft item of the same menu, not the item itself) and the page. */
async function checkInput(trx: Trx, site: string, input: NavItemInput, itemId: number | null): Promise<void> {
  if (input.parentId !== undefined) {
    const parent = await trx.selectFrom("nav_items").select(["id", "parent_id", "menu"]).where("id", "=", input.parentId).where("site", "=", site).where("state", "=", "draft").executeTakeFirst();
    if (!parent || parent.parent_id !== null || parent.menu !== input.menu || parent.id === itemId) throw new NavigationRejected("parentId", "navParent");
    if (itemId !== null) {
      const children = await trx.selectFrom("nav_items").select("id").where("parent_id", "=", itemId).executeTakeFirst();
      if (children) throw new NavigationRejected("parentId", "navParent");
    }
  }
  if (input.targetKind === "page") {
    const page = await trx.selectFrom("pages").select("id").where("id", "=", input.pageId!).where("site", "=", site).executeTakeFirst();
    if (!page) throw new NavigationRejected("pageId", "pageMissing");
  }
}

const labelsOf = (input: NavItemInput) => Object.fromEntries(Object.entries(input.labels ?? {}).filter(([, value]) => value));

type Ctx = { site: string; version: number; editorId: number };

/** Adds an item at the end of its menu (or of its parent's children). */
export async function addNavItem(db: Db, ctx: Ctx, input: NavItemInput): Promise<void> {
  if (input.targetKind === "section") throw new NavigationRejected("targetKind", "choice"); // sections come from the seed only
  await onDraft(db, ctx, async (trx, draftId) => {
    input = { ...input, parentId: input.parentId === undefined ? undefined : draftId(input.parentId) };
    await checkInput(trx, ctx.site, input, null);
    const last = await trx
      .selectFrom("nav_items")
      .select((eb) => eb.fn.max("position").as("last"))
      .where("site", "=", ctx.site)
      .where("state", "=", "draft")
      .where("menu", "=", input.menu)
      .where((eb) => (input.parentId === undefined ? eb("parent_id", "is", null) : eb("parent_id", "=", input.parentId)))
      .executeTakeFirst();
    await trx
      .insertInto("nav_items")
      .values({
        site: ctx.site,
        menu: input.menu,
        state: "draft",
        parent_id: input.parentId ?? null,
        position: Number(last?.last ?? -1) + 1,
        page_id: input.targetKind === "page" ? input.pageId! : null,
        url: input.targetKind === "url" ? input.url! : null,
        labels: JSON.stringify(labelsOf(input)),
      })
      .execute();
  });
}

/** Changes an item's menu, parent, target and labels (a section item keeps its section). */
export async function updateNavItem(db: Db, ctx: Ctx, seenId: number, input: NavItemInput): Promise<void> {
  await onDraft(db, ctx, async (trx, draftId) => {
    const itemId = draftId(seenId);
    input = { ...input, parentId: input.parentId === undefined ? undefined : draftId(input.parentId) };
    const item = await draftItem(trx, ctx.site, itemId);
    const keepsSection = item.route_name !== null;
    if (input.targetKind === "section" && !keepsSection) throw new NavigationRejected("targetKind", "choice");
    await checkInput(trx, ctx.site, input, itemId);
    await trx
      .updateTable("nav_items")
      .set({
        menu: input.menu,
        parent_id: input.parentId ?? null,
        page_id: keepsSection ? null : input.targetKind === "page" ? input.pageId! : null,
        url: keepsSection ? null : input.targetKind === "url" ? input.url! : null,
        labels: JSON.stringify(labelsOf(input)),
      })
      .where("id", "=", itemId)
      .execute();
    // Its children follow it into another menu.
    await trx.updateTable("nav_items").set({ menu: input.menu }).where("parent_id", "=", itemId).execute();
  });
}

/** Deletes an item and the items below it. */
export async function deleteNavItem(db: Db, ctx: Ctx, seenId: number): Promise<void> {
  await onDraft(db, ctx, async (trx, draftId) => {
    const itemId = draftId(seenId);
    await draftItem(trx, ctx.site, itemId);
    await trx.deleteFrom("nav_items").where("id", "=", itemId).execute();
  });
}

/** Moves an item one place up or down among its siblings; refused at either end. */
export async function moveNavItem(db: Db, ctx: Ctx, seenId: number, direction: "up" | "down"): Promise<void> {
  await placeOnDraft(db, ctx, seenId, (at) => (direction === "up" ? at - 1 : at + 1));
}

/** Puts an item at a place (0 = first) among its siblings: a drag and drop. */
export async function placeNavItem(db: Db, ctx: Ctx, seenId: number, index: number): Promise<void> {
  await placeOnDraft(db, ctx, seenId, () => index);
}

async function placeOnDraft(db: Db, ctx: Ctx, seenId: number, target: (at: number) => number): Promise<void> {
  await onDraft(db, ctx, async (trx, draftId) => {
    const itemId = draftId(seenId);
    const item = await draftItem(trx, ctx.site, itemId);
    const siblings = await trx
      .selectFrom("nav_items")
      .select("id")
      .where("site", "=", ctx.site)
      .where("state", "=", "draft")
      .where("menu", "=", item.menu)
      .where((eb) => (item.parent_id === null ? eb("parent_id", "is", null) : eb("parent_id", "=", item.parent_id)))
      .orderBy("position")
      .orderBy("id")
      .execute();
    const order = siblings.map((s) => s.id);
    const at = order.indexOf(itemId);
    const to = target(at);
    if (to < 0 || to >= order.length || to === at) throw new NavigationRejected("itemId", "navEnd");
    order.splice(at, 1);
    order.splice(to, 0, itemId);
    for (const [position, id] of order.entries()) await trx.updateTable("nav_items").set({ position }).where("id", "=", id).execute();
  });
}

/** The draft replaces the published menus; visitors see them at once (caches empty on every instance). */
export async function publishNavigation(db: Db, { site, version }: { site: string; version: number }): Promise<void> {
  await changeContent(db, async (trx, changed) => {
    const draft = await trx.selectFrom("navigation_drafts").select("version").where("site", "=", site).forUpdate().executeTakeFirst();
    if (!draft || draft.version !== version) throw new NavigationStale();
    await trx.deleteFrom("nav_items").where("site", "=", site).where("state", "=", "published").execute();
    await trx.updateTable("nav_items").set({ state: "published" }).where("site", "=", site).where("state", "=", "draft").execute();
    await trx.deleteFrom("navigation_drafts").where("site", "=", site).execute();
    await changed(`navigation:${site}`);
  });
}

/** Drops the draft: the published menus stay as they are. */
export async function discardNavigation(db: Db, { site, version }: { site: string; version: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const draft = await trx.selectFrom("navigation_drafts").select("version").where("site", "=", site).forUpdate().executeTakeFirst();
    if (!draft || draft.version !== version) throw new NavigationStale();
    await trx.deleteFrom("nav_items").where("site", "=", site).where("state", "=", "draft").execute();
    await trx.deleteFrom("navigation_drafts").where("site", "=", site).execute();
  });
}
