import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../db";
import { findPageByPath, loadPageModules, pagePaths } from "~/cms/pages.server";
import { PREVIEW_PARAM } from "~/cms/preview-link";
import { checkPreviewLink } from "~/cms/preview-links.server";
import { publishedDataCache } from "~/cms/published-data-cache.server";
import { readSuccessFlag } from "~/forms/form-events";
import { splitLocale, type Locale } from "~/i18n/locales";
import { pageHref, type Alternates } from "~/i18n/route-table";
import type { Logger } from "~/lib/logger.server";
import { assertCleanQuery } from "~/lib/query-input";
import { loadModuleRows } from "~/modules/loaders.server";
import { moduleNeedsScript } from "~/modules/needs-script";
import { prepareModule } from "~/modules/prepare.server";
import { handOverPage } from "~/modules/static-module-handoff";
import type { PageModule } from "~/modules/types";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/site/cache-control";
import { redirectOrNotFound } from "~/site/not-found.server";
import { notFound, siteRequest } from "~/site/request.server";

// A CMS page as a visitor sees it (the published revision, or a preview link's draft), and the
// data an editor's page view builds on (app/editor/pages/editor-page-view.server.ts).

export type CmsPageArgs = Pick<LoaderFunctionArgs, "request" | "context">;

/** The page at the request's path in its locale and site; a redirect or the 404 page when none. */
export async function resolvePage({ request, context }: CmsPageArgs) {
  const { locale, site, locales } = siteRequest(context);
  const url = new URL(request.url);
  assertCleanQuery(url.searchParams); // edit-mode values (the sidebar's search…) reach SQL
  const path = splitLocale(url.pathname).rest.replace(/^\/+|\/+$/g, "");
  const page = await publishedDataCache().get(`page ${site} ${locale} ${path}`, () => findPageByPath(context.db, { site, locale, path }));
  if (!page) throw await redirectOrNotFound({ request, context });
  return { locale, site, locales, url, path, page, publicPath: pageHref(locale, path) };
}

export type ResolvedPage = Awaited<ReturnType<typeof resolvePage>>;

/**
 * The revision shown and its modules with their rows: the published one, or the draft (an
 * editor's draft view, or a preview link's). Before the first draft write the draft is the
 * published revision; its version is the next one.
 */
export async function loadPageRevision({ request, context }: CmsPageArgs, resolved: ResolvedPage, { draft }: { draft: boolean }) {
  const { db, log } = context;
  const { page, locale, site, locales, url } = resolved;
  // A preview link (issue 25): the current draft for whoever holds it, never cached or indexed.
  const preview = !draft && url.searchParams.has(PREVIEW_PARAM) ? await previewFor(db, url.searchParams.get(PREVIEW_PARAM)!, page.id, log) : false;
  const cache = publishedDataCache();
  const [published, drafted, paths] = await Promise.all([
    cache.get(`published ${page.id} ${locale}`, () => loadPageModules(db, { pageId: page.id, locale, view: "published" })),
    draft || preview ? loadPageModules(db, { pageId: page.id, locale, view: "draft" }) : null,
    cache.get(`paths ${page.id}`, () => pagePaths(db, page.id)),
  ]);
  const revision = drafted ?? (draft && published ? { ...published, version: published.version + 1 } : published);
  if (!revision) throw await redirectOrNotFound({ request, context }); // never published (or unpublished)
  const prepareAndLoad = () =>
    loadModuleRows(revision.modules.map((stored) => prepareModule(stored, log)).filter((m): m is PageModule => m !== null), { db, locale, site, log });
  // A form's rows carry a captcha question for one visitor (ADR 006): never shared.
  const modules =
    revision === published && !revision.modules.some((m) => m.type === "CUSTOM_FORMS")
      ? await cache.get(`modules ${page.id} ${locale} ${site}`, prepareAndLoad)
      : await prepareAndLoad();
  const alternates: Alternates = {};
  for (const { locale: l, path: p } of paths) {
    if ((locales as readonly string[]).includes(l)) alternates[l as Locale] = pageHref(l as Locale, p);
  }
  return { preview, published, revision, modules, alternates };
}

export type PageRevision = Awaited<ReturnType<typeof loadPageRevision>>;

/**
 * Whether `?preview=` opens the draft: a valid link does; an expired or revoked one answers 410
 * with the site's error page, an unknown one 404. Logs name the link's id, never its token.
 */
async function previewFor(db: Db, value: string, pageId: number, log: Logger): Promise<boolean> {
  const check = await checkPreviewLink(db, value, pageId);
  if (check.kind === "unknown") throw notFound();
  log.info({ previewLink: check.id, pageId }, check.kind === "valid" ? "preview link opened" : "preview link expired or revoked");
  if (check.kind === "gone") throw new Response(null, { status: 410, statusText: "Gone" });
  return true;
}

/** What an editor's page view adds to the page's data (nothing for a visitor). */
type Overlay<P, V, R> = { editorPage: P; editorView: V; editorResult: R };

/** The CMS page's loader answer: its data and caching, for a visitor or with an editor's overlay. */
export function cmsPageData<P, V, R>(
  { context }: CmsPageArgs,
  { page, url, publicPath }: ResolvedPage,
  { preview, modules, alternates }: PageRevision,
  overlay: Overlay<P, V, R>,
  { editor, setCookie }: { editor: boolean; setCookie?: string },
) {
  const { origin } = context;
  const landedAfterForm = readSuccessFlag(url.search) !== null;
  return data(
    // A document carries the data the browser hydrates with, not the static modules' (ADR 017).
    handOverPage(
      {
        page: { id: page.id, title: page.title, description: page.description, noindex: page.noindex || preview, socialImage: page.socialImage ? origin + page.socialImage : null },
        preview,
        // Pages made only of static modules ship no JavaScript (root.tsx), except to editors and on
        // landing after a form (its success events are pushed in the browser).
        scripts: editor || landedAfterForm || modules.some(moduleNeedsScript),
        // A visitor's page loads them once an enhanced module comes near the screen (ADR 018).
        scriptsWhenNear: !editor && !landedAfterForm,
        modules,
        alternates,
        canonical: origin + publicPath,
        editorPage: overlay.editorPage,
        editorView: overlay.editorView,
        editorResult: overlay.editorResult,
      },
      context.serverRender,
    ),
    // A visitor's published page may be kept by our page cache and CDNs; an editor's never, nor a
    // page with a form (its no-JS captcha question is for one visitor, once: ADR 006).
    {
      headers: {
        "Cache-Control": editor || preview || modules.some((m) => m.type === "CUSTOM_FORMS") ? "private, no-store" : PUBLIC_PAGE_CACHE_CONTROL,
        ...(preview ? { "X-Robots-Tag": "noindex" } : {}),
        ...(setCookie ? { "Set-Cookie": setCookie } : {}),
      },
    },
  );
}

/** A visitor's CMS page: no editor code on this path (the dispatcher: app/screens/cms-page.tsx). */
export async function visitorPage(args: CmsPageArgs) {
  const resolved = await resolvePage(args);
  const revision = await loadPageRevision(args, resolved, { draft: false });
  return cmsPageData(args, resolved, revision, { editorPage: undefined, editorView: null, editorResult: null }, { editor: false });
}
