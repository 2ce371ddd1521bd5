import type { Db } from "../../../db";
import { indexPage } from "~/content/search-index.server";
import type { Locale } from "~/i18n/locales";
import { changeContent } from "~/lib/content-events.server";
import { movePaths, pathTaken, subtreeOf } from "./page-paths.server";
import { isReservedPath, NewPageRejected } from "./page-tree.server";

export type MovePageInput = { parentId: number | null; position: number | null };

/**
 * Moves a page (and everything below it) under another parent, or to the top level, at a place
 * among its new siblings (1 = first; none: last). English holds the structure: the parent and the
 * order are the same in every locale; each locale's path becomes the new parent's path in that
 * locale (its English path where the parent has no translation) and the page's own slug there.
 * Published pages leave a 301 at every old address. Returns the page's English path.
 */
export async function movePage(
  db: Db,
  { site, pageId, input, authorId }: { site: string; pageId: number; input: MovePageInput; authorId: number },
): Promise<{ path: string }> {
  const result = await changeContent(db, async (trx, changed) => {
    const page = await trx.selectFrom("pages").select(["id", "parent_id"]).where("id", "=", pageId).where("site", "=", site).forUpdate().executeTakeFirst();
    if (!page) throw new NewPageRejected("parentId", "pageMissing");
    const own = await trx.selectFrom("page_translations").select(["locale", "slug", "path"]).where("page_id", "=", pageId).execute();
    if (own.some((t) => t.path === "")) throw new NewPageRejected("parentId", "homeFixed");
    const subtree = await subtreeOf(trx, { site, pageId });
    if (input.parentId !== null && subtree.includes(input.parentId)) throw new NewPageRejected("parentId", "moveIntoItself");

    const parentPaths = new Map<string, string>();
    if (input.parentId !== null) {
      const parent = await trx.selectFrom("pages").select("id").where("id", "=", input.parentId).where("site", "=", site).forUpdate().executeTakeFirst();
      if (!parent) throw new NewPageRejected("parentId", "pageMissing");
      const rows = await trx.selectFrom("page_translations").select(["locale", "path"]).where("page_id", "=", input.parentId).execute();
      for (const row of rows) parentPaths.set(row.locale, row.path);
    }
    const moves = own.map((t) => {
      const parentPath = input.parentId === null ? "" : (parentPaths.get(t.locale) ?? parentPaths.get("en") ?? "");
      return { locale: t.locale as Locale, from: t.path, to: [parentPath, t.slug].filter(Boolean).join("/") };
    });
    for (const move of moves) {
      if (move.from === move.to) continue;
      if (isReservedPath(move.locale, move.to)) throw new NewPageRejected("parentId", "slugReserved");
      if (await pathTaken(trx, { site, locale: move.locale, path: move.to, except: subtree })) throw new NewPageRejected("parentId", "slugTaken");
    }
    const reindex = new Set<number>();
    for (const move of moves) for (const id of await movePaths(trx, { site, locale: move.locale, from: move.from, to: move.to, authorId })) reindex.add(id);

    // The new siblings in their order, the page put in at its place; positions renumbered.
    const siblings = await trx
      .selectFrom("pages")
      .select("id")
      .where("site", "=", site)
      .where("id", "!=", pageId)
      .where((eb) => (input.parentId === null ? eb("parent_id", "is", null) : eb("parent_id", "=", input.parentId)))
      .orderBy("position")
      .orderBy("id")
      .execute();
    const order = siblings.map((s) => s.id);
    const at = input.position === null ? order.length : Math.min(Math.max(input.position - 1, 0), order.length);
    order.splice(at, 0, pageId);
    await trx.updateTable("pages").set({ parent_id: input.parentId, updated_at: new Date() }).where("id", "=", pageId).execute();
    for (const [position, id] of order.entries()) await trx.updateTable("pages").set({ position }).where("id", "=", id).execute();
    await changed(`page:${pageId}`);
    const en = moves.find((m) => m.locale === "en") ?? moves[0];
    return { path: en ? en.to : "", reindex: [...reindex] };
  });
  for (const id of result.reindex) await indexPage(db, id);
  return { path: result.path };
}
