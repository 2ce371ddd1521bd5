import { isDatabaseUnavailable } from "../../db/unavailable";
import { fixedT } from "~/i18n/i18n.server";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { LANGUAGE_OF, splitLocale, type Locale } from "~/i18n/locales";
import { VARIANT_LOCALES } from "~/site/variants";
import { siteVariantFor } from "~/config.server";
import { homeHref } from "~/i18n/route-table";
import type { Logger } from "./logger.server";

/** How long the editor is asked to wait before trying again (as server/database-outage.ts). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The answer of an editor action that met an unavailable database: a 503 page in the editor's
 * locale saying the change was not saved, with Retry-After, never cached. Self-contained (no
 * Remix render, no stylesheet): the action routes are resource routes, and it must not need the
 * database (the session's flash lives there).
 */
export function unavailablePage(locale: Locale): Response {
  const response = statusPage(locale, 503, fixedT(locale, "editor")("errors.unavailable"));
  response.headers.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return response;
}

/**
 * A self-contained status page (no Remix render, no stylesheet, no database) in `locale`: the
 * status, a title (the site's error title unless given), the message, a link home. Never cached.
 */
export function statusPage(locale: Locale, status: number, message: string, heading?: string): Response {
  const t = fixedT(locale);
  const title = escapeHtml(heading ?? t("error.title"));
  const html = `<!DOCTYPE html>
<html lang="${LANGUAGE_OF[locale]}" dir="ltr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body>
<main class="status-page container" aria-labelledby="status-title">
<p class="status-page__code">${status}</p>
<h1 id="status-title">${title}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a class="button" href="${escapeHtml(homeHref(locale))}">${escapeHtml(t("error.home"))}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

/** The same for an editor's JSON call (pickers, form builder): the message in the editor's locale. */
export function unavailableJson(locale: Locale): Response {
  return new Response(JSON.stringify({ error: fixedT(locale, "editor")("errors.unavailable"), unavailable: true }), {
    status: 503,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });
}

/**
 * The locale of an editor action before its body is read: that of the page the editor posted
 * from (the Referer, sent by browsers on a same-origin POST), else the editor screens' choice.
 */
export function editorActionLocale(request: Request): Locale {
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      const { locale } = splitLocale(from.pathname);
      if (from.host === new URL(request.url).host && VARIANT_LOCALES[siteVariantFor(request.headers.get("host"))].includes(locale)) return locale;
    } catch {
      /* not a URL */
    }
  }
  return editorScreenLocaleOf(request);
}

/**
 * Runs an editor action; when it meets an unavailable database it answers `unavailable` (in the
 * locale known by then) instead of Remix's plain-text 500, and logs the driver's error.
 */
export async function unlessUnavailable(
  { request, context }: { request: Request; context: { log: Logger } },
  locale: () => Locale,
  run: () => Promise<Response>,
  unavailable: (locale: Locale) => Response = unavailablePage,
): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    context.log.warn({ err: error }, `[editor] ${request.method} ${new URL(request.url).pathname} failed: the database is unavailable`);
    return unavailable(locale());
  }
}
