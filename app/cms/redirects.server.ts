import type { Db } from "../../db";
import { publishedDataCache } from "./published-data-cache.server";

// The visitors' side of the editors' redirects (issue 22): the lookup a missing address makes
// (app/site/not-found.server.ts). Writing them is the editor's (app/editor/redirects/).

/**
 * A path as a request carries it: percent-encoded where the URL parser encodes, without a trailing
 * slash (the site answers the slash form with a 301 to the form without), without query or fragment.
 */
export function requestPath(path: string): string {
  const { pathname } = new URL(path, "http://site.invalid");
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * Where a missing address of `site` goes, or null: read through the published-data cache, which
 * every content change empties (on every instance), so a new redirect applies at once.
 */
export function redirectTarget(db: Db, site: string, path: string): Promise<string | null> {
  return publishedDataCache().get(`redirect ${site} ${path}`, async () => {
    const row = await db.selectFrom("redirects").select("target").where("site", "=", site).where("source_path", "=", path).executeTakeFirst();
    return row?.target ?? null;
  });
}
