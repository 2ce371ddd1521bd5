import { getDb } from "../../db";
import { publicOrigin } from "~/config.server";
import { fixedT } from "~/i18n/i18n.server";
import { keptQuery } from "~/i18n/route-query";
import { matchRoute, routeQueryParams, type RouteName } from "~/i18n/route-table";
import { parsePaging } from "~/lib/pagination";
import { assertCleanQuery } from "~/lib/query-input";
import { siteRequest } from "~/site/request.server";

/**
 * What every content screen's loader starts from: locale, route, paging, db, strings. Its `url`
 * holds only the query parameters the route table declares for the route, so a page cannot
 * depend on one the page cache does not key on.
 */
export function screenRequest(request: Request) {
  const { locale, site } = siteRequest(request);
  const url = new URL(request.url);
  const match = matchRoute(url.pathname);
  if (!match) throw new Response(null, { status: 404 });
  url.search = keptQuery(url.searchParams, routeQueryParams(match.name));
  assertCleanQuery(url.searchParams);
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
