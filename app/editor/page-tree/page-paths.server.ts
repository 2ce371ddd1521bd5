import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import type { Locale } from "~/i18n/locales";
import { pageHref } from "~/i18n/route-table";

type Trx = Transaction<Database>;

/** A CMS path's parent path ("" for a top-level page or home). */
export const parentOf = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

/** Whether another page of the site already has this path in this locale. */
export async function pathTaken(trx: Trx, { site, locale, path, except = [] }: { site: string; locale: string; path: string; except?: number[] }): Promise<boolean> {
  let query = trx.selectFrom("page_translations").select("page_id").where("site", "=", site).where("locale", "=", locale).where("path", "=", path);
  if (except.length) query = query.where("page_id", "not in", except);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Gives a page and its descendants new paths in one locale (`from` → `to` as the prefix). For
 * each of them with a published revision the old public address answers 301 with the new one:
 * chains onto the old address collapse onto the new one, and a redirect from an address that is
 * live again is removed. Returns the ids of the pages that moved (for the search index).
 */
export async function movePaths(
  trx: Trx,
  { site, locale, from, to, authorId }: { site: string; locale: Locale; from: string; to: string; authorId: number },
): Promise<number[]> {
  if (from === to) return [];
  const affected = await trx
    .selectFrom("page_translations")
    .select(["page_id", "path"])
    .where("site", "=", site)
    .where("locale", "=", locale)
    .where((eb) => eb.or([eb("path", "=", from), eb(sql<string>`left(path, ${from.length + 1})`, "=", `${from}/`)]))
    .execute();
  if (!affected.length) return [];
  for (const row of affected) {
    await trx
      .updateTable("page_translations")
      .set({ path: to + row.path.slice(from.length) })
      .where("page_id", "=", row.page_id)
      .where("locale", "=", locale)
      .execute();
  }
  const published = await trx
    .selectFrom("page_revisions")
    .select("page_id")
    .where("page_id", "in", affected.map((row) => row.page_id))
    .where("status", "=", "published")
    .execute();
  const live = new Set(published.map((row) => row.page_id));
  for (const row of affected) {
    if (!live.has(row.page_id)) continue;
    await addRedirect(trx, { site, from: pageHref(locale, row.path), to: pageHref(locale, to + row.path.slice(from.length)), authorId });
  }
  return affected.map((row) => row.page_id);
}

/**
 * A 301 from `from` to `to` (site paths or an address): redirects that led to `from` now lead to
 * `to` in one hop, and a redirect from `to` (an address that is live again) goes.
 */
export async function addRedirect(trx: Trx, { site, from, to, authorId }: { site: string; from: string; to: string; authorId: number }): Promise<void> {
  if (from === to) return;
  await trx.deleteFrom("redirects").where("site", "=", site).where("source_path", "=", to).execute();
  await trx.updateTable("redirects").set({ target: to }).where("site", "=", site).where("target", "=", from).execute();
  await trx
    .insertInto("redirects")
    .values({ site, source_path: from, target: to, created_by: authorId })
    .onConflict((oc) => oc.columns(["site", "source_path"]).doUpdateSet({ target: to }))
    .execute();
}

/** A page and all pages below it (ids, the page first), on one site. */
export async function subtreeOf(trx: Trx | Kysely<Database>, { site, pageId }: { site: string; pageId: number }): Promise<number[]> {
  const pages = await trx.selectFrom("pages").select(["id", "parent_id"]).where("site", "=", site).execute();
  const children = new Map<number, number[]>();
  for (const page of pages) if (page.parent_id !== null) children.set(page.parent_id, [...(children.get(page.parent_id) ?? []), page.id]);
  const ids = [pageId];
  for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i]) ?? []));
  return ids;
}
