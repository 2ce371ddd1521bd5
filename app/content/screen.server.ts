import { getDb } from "../../db";
import { publicOrigin } from "~/config.server";
import { fixedT } from "~/i18n/i18n.server";
import { matchRoute, type RouteName } from "~/i18n/route-table";
import { parsePaging } from "~/lib/pagination";
import { siteRequest } from "~/site/request.server";

/** What every content screen's loader starts from: locale, route, paging, db, strings. */
export function screenRequest(request: Request) {
  const { locale, site } = siteRequest(request);
  const url = new URL(request.url);
  const match = matchRoute(url.pathname);
  if (!match) throw new Response(null, { status: 404 });
  return {
    locale,
    site,
    url,
    route: match.name as RouteName,
    params: match.params,
    paging: parsePaging(url.searchParams),
    db: getDb(),
    t: fixedT(locale, "content"),
    canonical: publicOrigin(request) + url.pathname,
  };
}
