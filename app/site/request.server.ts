import type { AppLoadContext } from "@remix-run/node";
import type { Locale } from "~/i18n/locales";
import type { SiteVariant } from "./variants";

export type SiteRequest = { locale: Locale; site: SiteVariant; locales: readonly Locale[] };

/** Locale and site variant of a request (its context); throws 404 when the variant does not serve that locale. */
export function siteRequest(context: AppLoadContext): SiteRequest {
  const { locale, site, locales, available } = context;
  if (!available) throw new Response(null, { status: 404 });
  return { locale, site, locales };
}

export function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}
