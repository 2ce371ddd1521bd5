import type { Db } from "../../../db";
import { findPageByPath } from "~/cms/pages.server";
import { requestPath } from "~/cms/redirects.server";
import { splitLocale } from "~/i18n/locales";
import { matchRoute } from "~/i18n/route-table";
import { changeContent } from "~/lib/content-events.server";
import type { ValidationKey } from "../shell/validation-messages";
import type { RedirectInput } from "./redirect-schema";

/** How many redirects the screen lists at once: newest first. */
export const REDIRECTS_PAGE_SIZE = 100;
/** A chain longer than this is taken for a loop (A→B→…→A is refused anyway). */
const MAX_CHAIN = 20;

export type RedirectRow = { id: number; source: string; target: string; createdAt: Date; createdBy: string | null };

/** A redirect that was refused: which field, and why (an English message key, translated where shown). */
export class RedirectRejected extends Error {
  constructor(
    readonly field: "source" | "target",
    readonly reason: ValidationKey,
  ) {
    super(`${field}: ${reason}`);
  }
}

/** A target's path when it is a path on this site, else null (an absolute URL). */
function sitePathOf(target: string): string | null {
  return target.startsWith("/") ? requestPath(target) : null;
}

export async function listRedirects(db: Db, site: string): Promise<RedirectRow[]> {
  const rows = await db
    .selectFrom("redirects as r")
    .leftJoin("users as u", "u.id", "r.created_by")
    .select(["r.id", "r.source_path", "r.target", "r.created_at", "u.name", "u.email"])
    .where("r.site", "=", site)
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(REDIRECTS_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    source: row.source_path,
    target: row.target,
    createdAt: new Date(row.created_at),
    createdBy: row.name || row.email || null,
  }));
}

/**
 * Adds a 301 from `input.source` to `input.target`. Chains collapse: a target that is itself
 * redirected is replaced by where that chain ends, and redirects that pointed at the new source
 * now point at its target. Refused (nothing written): a source where a page exists or that a
 * route of the site's own sections answers, a source already redirected, a loop.
 */
export async function createRedirect(db: Db, { site, input, authorId }: { site: string; input: RedirectInput; authorId: number }): Promise<{ id: number; target: string }> {
  const source = requestPath(input.source);
  if (source === "/" || matchRoute(source) !== null) throw new RedirectRejected("source", "redirectSourceReserved");
  const { locale, rest } = splitLocale(source);
  if (rest === "/" || (await findPageByPath(db, { site, locale, path: rest.replace(/^\/+/, "") }))) {
    throw new RedirectRejected("source", "redirectSourceLive");
  }
  return changeContent(db, async (trx, changed) => {
    const taken = await trx.selectFrom("redirects").select("id").where("site", "=", site).where("source_path", "=", source).executeTakeFirst();
    if (taken) throw new RedirectRejected("source", "redirectSourceTaken");
    // Follow the target's own redirects to where they end.
    let target = input.target;
    for (let step = 0; ; step++) {
      const path = sitePathOf(target);
      if (path === source || step > MAX_CHAIN) throw new RedirectRejected("target", "redirectLoop");
      if (path === null) break;
      const next = await trx.selectFrom("redirects").select("target").where("site", "=", site).where("source_path", "=", path).executeTakeFirst();
      if (!next) break;
      target = next.target;
    }
    const { id } = await trx
      .insertInto("redirects")
      .values({ site, source_path: source, target, created_by: authorId })
      .returning("id")
      .executeTakeFirstOrThrow();
    // X→source and source→target become X→target: one hop for every old address.
    await trx.updateTable("redirects").set({ target }).where("site", "=", site).where("target", "=", source).execute();
    await changed(`redirect:${id}`);
    return { id, target };
  });
}

/** Removes a redirect of the site; false when it was not there (any more). */
export async function deleteRedirect(db: Db, { site, id }: { site: string; id: number }): Promise<boolean> {
  return changeContent(db, async (trx, changed) => {
    const removed = await trx.deleteFrom("redirects").where("site", "=", site).where("id", "=", id).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return false;
    await changed(`redirect:${id}`);
    return true;
  });
}
