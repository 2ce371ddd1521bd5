import { FORM_SUCCESS_PARAM } from "../forms/form-events";
import { isRenditionWidth } from "../lib/image-srcset";
import { matchRoute, ROUTE_NAMES, routeQueryParams } from "./route-table";

/**
 * Which query parameters change the page at a path (issue 27): a table route's own `query`;
 * nothing for the resource routes below, whose loaders read no query; for any other path (a CMS
 * page) the form-success flag that makes it load its scripts. Edit-mode parameters are not here:
 * the page cache never keeps an edit-mode URL. Anything else (utm_*, fbclid…) changes nothing.
 */
const CMS_PAGE_QUERY: readonly string[] = [FORM_SUCCESS_PARAM];
const WITHOUT_QUERY = /^\/(?:robots\.txt|sitemap\.xml|sitemaps\/[\w-]+\.xml)$/;
/** Media files read `w` (a srcset rendition, ADR 044) and only for the widths there are; any other value is the file. */
const MEDIA_PATH = /^\/media\//;
const RENDITION_PARAM = "w";

/** Remix single-fetch data requests: `/x.data?_routes=…` loads the routes of `/x` (`/_root.data` is `/`). */
const DATA_SUFFIX = ".data";
const DATA_ROUTES_PARAM = "_routes";

/** Every parameter some path reads: a query naming none of them (utm_*, fbclid…) needs no route lookup. */
const READ_SOMEWHERE = new Set([...ROUTE_NAMES.flatMap(routeQueryParams), ...CMS_PAGE_QUERY, DATA_ROUTES_PARAM]);

/** The query parameters that change the response at `pathname`. */
export function queryParamsOf(pathname: string): readonly string[] {
  if (pathname.endsWith(DATA_SUFFIX)) {
    const page = pathname === `/_root${DATA_SUFFIX}` ? "/" : pathname.slice(0, -DATA_SUFFIX.length);
    return [...queryParamsOf(page), DATA_ROUTES_PARAM];
  }
  if (WITHOUT_QUERY.test(pathname)) return [];
  if (MEDIA_PATH.test(pathname)) return [RENDITION_PARAM];
  const match = matchRoute(pathname);
  return match ? routeQueryParams(match.name) : CMS_PAGE_QUERY;
}

/**
 * The query string (without "?") made of the `allowed` parameters only: sorted by name (the
 * values of a repeated name keep their order), a repeated name=value pair once, empty values
 * dropped (every screen reads an empty value as an absent one).
 */
export function keptQuery(params: URLSearchParams, allowed: readonly string[]): string {
  if (allowed.length === 0) return "";
  const kept = new URLSearchParams();
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (value === "" || !allowed.includes(name)) continue;
    const pair = JSON.stringify([name, value]);
    if (seen.has(pair)) continue;
    seen.add(pair);
    kept.append(name, value);
  }
  kept.sort();
  return kept.toString();
}

/** The normalised query of a request for `pathname`: what a cache keys on, and all its page may read. */
export function normalisedQuery(pathname: string, params: URLSearchParams): string {
  if (MEDIA_PATH.test(pathname)) {
    const width = params.get(RENDITION_PARAM) ?? "";
    return /^\d{1,4}$/.test(width) && isRenditionWidth(Number(width)) ? `${RENDITION_PARAM}=${Number(width)}` : "";
  }
  for (const name of params.keys()) if (READ_SOMEWHERE.has(name)) return keptQuery(params, queryParamsOf(pathname));
  return "";
}
