import { sql } from "kysely";
import type { Db } from "../../../db";
import { indexPage } from "~/content/search-index.server";
import type { Locale } from "~/i18n/locales";
import { pageHref } from "~/i18n/route-table";
import { changeContent } from "~/lib/content-events.server";
import { addRedirect, subtreeOf } from "./page-paths.server";
import { NewPageRejected } from "./page-tree.server";

/** What deleting a page would take with it and what points at it (issue 22's confirmation). */
export type DeletePlan = {
  title: string;
  isHome: boolean;
  /** The pages below it, deleted with it. */
  descendants: { id: number; title: string }[];
  /** Other pages whose draft or published modules link to it or to a page below it. */
  linkedFrom: { id: number; title: string; href: string }[];
  /** Navigation items that lead to it or to a page below it. */
  navItems: { id: number; label: string }[];
};

async function englishTitles(db: Db, ids: number[]): Promise<Map<number, { title: string; path: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom("page_translations").select(["page_id", "title", "path", "locale"]).where("page_id", "in", ids).orderBy(sql`locale = 'en'`, "asc").execute();
  return new Map(rows.map((row) => [row.page_id, { title: row.title, path: pageHref(row.locale as Locale, row.path) }]));
}

/** The pages (outside `subtree`) whose current draft, scheduled or published modules name a page of `subtree` as a link target. */
async function pagesLinkingTo(db: Db, site: string, subtree: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom("page_module_contents as c")
    .innerJoin("page_revisions as r", "r.id", "c.revision_id")
    .innerJoin("pages as p", "p.id", "r.page_id")
    .select("r.page_id")
    .distinct()
    .where("p.site", "=", site)
    .where("r.status", "in", ["draft", "published", "scheduled"])
    .where("r.page_id", "not in", subtree)
    .where(sql<boolean>`jsonb_path_exists(c.data, '$.**.pageId ? (@ == $ids[*])', jsonb_build_object('ids', ${JSON.stringify(subtree)}::jsonb))`)
    .execute();
  return rows.map((row) => row.page_id);
}

/** The navigation items of the site that lead to a page of `subtree`. */
function navItemsTo(db: Db, site: string, subtree: number[]) {
  return db.selectFrom("nav_items").select(["id", "labels"]).where("site", "=", site).where("page_id", "in", subtree).orderBy("id").execute();
}

/** Whether the page is the home page (its path is "" in a locale). */
async function isHomePage(db: Db, pageId: number): Promise<boolean> {
  return (await db.selectFrom("page_translations").select("page_id").where("page_id", "=", pageId).where("path", "=", "").executeTakeFirst()) !== undefined;
}

/** The delete confirmation's facts, or null when the page is not on this site. */
export async function deletePlan(db: Db, { site, pageId }: { site: string; pageId: number }): Promise<DeletePlan | null> {
  const page = await db.selectFrom("pages").select("id").where("id", "=", pageId).where("site", "=", site).executeTakeFirst();
  if (!page) return null;
  const subtree = await subtreeOf(db, { site, pageId });
  const linking = await pagesLinkingTo(db, site, subtree);
  const titles = await englishTitles(db, [...subtree, ...linking]);
  const nav = await navItemsTo(db, site, subtree);
  return {
    title: titles.get(pageId)?.title ?? `#${pageId}`,
    isHome: await isHomePage(db, pageId),
    descendants: subtree.slice(1).map((id) => ({ id, title: titles.get(id)?.title ?? `#${id}` })),
    linkedFrom: linking.map((id) => ({ id, title: titles.get(id)?.title ?? `#${id}`, href: titles.get(id)?.path ?? "" })),
    navItems: nav.map((item) => {
      const labels = (item.labels ?? {}) as Record<string, string>;
      return { id: item.id, label: labels.en ?? Object.values(labels)[0] ?? `#${item.id}` };
    }),
  };
}

/**
 * Deletes a page and every page below it, with their revisions and translations. Refused for the
 * home page, and while other pages or the navigation link to one of them unless `redirectTo`
 * names a page to send those visitors to: then each published address of the deleted pages (in
 * every locale) answers 301 with the target's address in the same locale (its English one where
 * it has none), and navigation items and stored links that led to a deleted page lead to it.
 * Without a target, redirects that led to a deleted address go (they would end in a 404).
 */
export async function deletePage(
  db: Db,
  { site, pageId, redirectTo, authorId }: { site: string; pageId: number; redirectTo: number | null; authorId: number },
): Promise<{ deleted: number[] }> {
  const deleted = await changeContent(db, async (trx, changed) => {
    // The checks read inside the transaction, the page locked: a link added meanwhile still refuses the delete.
    const page = await trx.selectFrom("pages").select("id").where("id", "=", pageId).where("site", "=", site).forUpdate().executeTakeFirst();
    if (!page) throw new NewPageRejected("redirectTo", "pageMissing");
    if (await isHomePage(trx, pageId)) throw new NewPageRejected("redirectTo", "homeFixed");
    const subtree = await subtreeOf(trx, { site, pageId });
    if (redirectTo === null) {
      const linked = (await pagesLinkingTo(trx, site, subtree)).length > 0 || (await navItemsTo(trx, site, subtree)).length > 0;
      if (linked) throw new NewPageRejected("redirectTo", "deleteLinked");
      // Redirects that led to a deleted address would now lead to a 404: they go too.
      const addresses = await trx.selectFrom("page_translations").select(["locale", "path"]).where("page_id", "in", subtree).execute();
      const hrefs = addresses.map((address) => pageHref(address.locale as Locale, address.path));
      if (hrefs.length) await trx.deleteFrom("redirects").where("site", "=", site).where("target", "in", hrefs).execute();
    } else {
      if (subtree.includes(redirectTo)) throw new NewPageRejected("redirectTo", "moveIntoItself");
      const target = await trx.selectFrom("page_translations").select(["locale", "path"]).where("page_id", "=", redirectTo).where("site", "=", site).execute();
      if (!target.length) throw new NewPageRejected("redirectTo", "pageMissing");
      const targetPath = new Map(target.map((row) => [row.locale, row.path]));
      const published = await trx.selectFrom("page_revisions").select("page_id").where("page_id", "in", subtree).where("status", "=", "published").execute();
      const addresses = published.length
        ? await trx.selectFrom("page_translations").select(["locale", "path"]).where("page_id", "in", published.map((row) => row.page_id)).execute()
        : [];
      for (const address of addresses) {
        const locale = address.locale as Locale;
        const to = targetPath.has(locale) ? pageHref(locale, targetPath.get(locale)!) : pageHref("en", targetPath.get("en") ?? [...targetPath.values()][0]);
        await addRedirect(trx, { site, from: pageHref(locale, address.path), to, authorId });
      }
      await trx.updateTable("nav_items").set({ page_id: redirectTo }).where("site", "=", site).where("page_id", "in", subtree).execute();
      await trx.updateTable("links").set({ page_id: redirectTo }).where("page_id", "in", subtree).execute();
    }
    await trx.deleteFrom("pages").where("id", "in", subtree).execute();
    await changed(`page:${pageId}`);
    return subtree;
  });
  for (const id of deleted) await indexPage(db, id); // their search documents go
  return { deleted };
}
