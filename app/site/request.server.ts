import { siteVariantFor } from "~/config.server";
import { localeOf } from "~/i18n/i18n.server";
import type { Locale } from "~/i18n/locales";
import { VARIANT_LOCALES, type SiteVariant } from "./variants";

export type SiteRequest = { locale: Locale; site: SiteVariant; locales: readonly Locale[] };

/** Locale and site variant of a request; throws 404 when the variant does not serve that locale. */
export function siteRequest(request: Request): SiteRequest {
  const locale = localeOf(request);
  const site = siteVariantFor(request.headers.get("host"));
  const locales = VARIANT_LOCALES[site];
  if (!locales.includes(locale)) throw new Response(null, { status: 404 });
  return { locale, site, locales };
}

export function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}
