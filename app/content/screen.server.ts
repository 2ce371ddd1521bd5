import type { LoaderFunctionArgs } from "@remix-run/node";
import { fixedT } from "~/i18n/i18n.server";
import { keptQuery } from "~/i18n/route-query";
import { isCleanPath, routeQueryParams, tableRouteOf, type RouteName, type RouteParams } from "~/i18n/route-table";
import { parsePaging } from "~/lib/pagination";
import { assertCleanQuery } from "~/lib/query-input";
import { siteRequest } from "~/site/request.server";

/**
 * What every content screen's loader starts from: locale, route, paging, db, strings, all from
 * the request context and the route Remix matched (ADR 052). Its `url` holds only the query
 * parameters the route table declares for the route, so a page cannot depend on one the page
 * cache does not key on.
 */
export function screenRequest({ request, params, context }: Pick<LoaderFunctionArgs, "request" | "params" | "context">) {
  const { locale, site } = siteRequest(context);
  const route = tableRouteOf(context.routeId ?? "");
  if (!route) throw new Error(`screenRequest: ${context.routeId ?? "a request without a route id"} is not a table route`);
  const url = new URL(request.url);
  if (!isCleanPath(url.pathname)) throw new Response(null, { status: 404 }); // no page has such a slug
  url.search = keptQuery(url.searchParams, routeQueryParams(route.name));
  assertCleanQuery(url.searchParams);
  return {
    locale,
    site,
    url,
    route: route.name as RouteName,
    params: definedParams(params),
    paging: parsePaging(url.searchParams),
    db: context.db,
    t: fixedT(locale, "content"),
    canonical: context.origin + url.pathname,
  };
}

function definedParams(params: LoaderFunctionArgs["params"]): RouteParams {
  const defined: RouteParams = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) defined[key] = value;
  return defined;
}
