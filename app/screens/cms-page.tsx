import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { lazy, Suspense, useRef } from "react";
import type { Db } from "../../db";
import { getEditor, requireEditor } from "~/auth/auth.server";
import { findPageByPath, loadPageModules, pagePaths } from "~/cms/pages.server";
import { listPageHistory } from "~/cms/page-history.server";
import { translationStatus } from "~/cms/translation-status.server";
import { englishBeside } from "~/cms/english-beside.server";
import { currentRevisionId, diffRevisions } from "~/cms/revision-diff.server";
import { PREVIEW_PARAM } from "~/cms/preview-link";
import { checkPreviewLink, listPreviewLinks } from "~/cms/preview-links.server";
import type { Logger } from "~/lib/logger.server";
import { pageSchedules } from "~/cms/publish-schedules.server";
import { draftSteps } from "~/cms/draft-steps.server";
import { settingsView } from "~/editor/page-tree/page-settings.server";
import { pageChoices } from "~/editor/page-tree/page-tree.server";
import { publishedDataCache } from "~/cms/published-data-cache.server";
import { parseEditMode, showsDraft } from "~/editor/pages/edit-mode";
import type { EditorPageInfo } from "~/editor/pages/editor-page";
import type { EditorActionResult } from "~/editor/pages/editor-view";
import { buildEditorView, usesFieldKind } from "~/editor/pages/editor-view.server";
import { fetchLocations } from "~/editor/pickers/selection-pickers.server";
import { addServerPickerData } from "~/editor/pickers/modal-picker-data.server";
import { readPickerState } from "~/editor/pickers/picker-params";
import { failureHeaders, isPublicFormPost, processPublicForm, readFormBody, tooLarge } from "~/forms/public-form-post.server";
import { readSuccessFlag, withSuccessFlag } from "~/forms/form-events";
import { layOutRemainingModulesScript, useLayOutRemainingModules } from "~/modules/deferred-layout";
import { moduleNeedsScript } from "~/modules/needs-script";
import { ENHANCED_VISITOR_MODULE } from "~/modules/static-islands";
import type { ScriptsHandle } from "~/site/scripts-handle";
import { PublicFormResultContext } from "~/forms/public-form-result";
import type { PublicFormActionResult } from "~/forms/public-form-types";
import { useFormSuccessFlag } from "~/forms/use-success-flag";
import { takeEditorResult } from "~/editor/pages/editor-flash.server";
import { splitLocale, type Locale } from "~/i18n/locales";
import { pageHref, type Alternates } from "~/i18n/route-table";
import { useNonce } from "~/lib/csp";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { ModuleFrame } from "~/modules/module-frame";
import { PreviewBanner } from "~/components/preview-banner";
import { loadRenderers } from "~/modules/renderer-cache";
import { loadModuleRows } from "~/modules/loaders.server";
import { prepareModule } from "~/modules/prepare.server";
import type { PageModule } from "~/modules/types";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/site/cache-control";
import { pageMeta } from "~/site/meta";
import { statusMeta } from "~/site/status-meta";
import { redirectOrNotFound } from "~/site/not-found.server";
import { notFound, siteRequest } from "~/site/request.server";
import { assertCleanQuery } from "~/lib/query-input";
import { RouteErrorBoundary } from "~/site/error-views";
import { useRootData } from "~/site/use-root-data";
import { handOverPage, usePageModules } from "~/modules/static-module-handoff";

// The page editor is its own chunk, loaded only when an editor views a draft.
const PageEditor = lazy(() => import("~/editor/pages/page-editor"));

/** Module types that render the page's h1 themselves when they come first. */
const HEADER_TYPES = new Set(["HERO", "APPLICATION_HEADER", "SECONDARY_HEADER", "TEXT_HEADER", "LINK_HERO"]);

async function resolvePage({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const { locale, site, locales } = siteRequest(context);
  const url = new URL(request.url);
  assertCleanQuery(url.searchParams); // edit-mode values (the sidebar's search…) reach SQL
  const path = splitLocale(url.pathname).rest.replace(/^\/+|\/+$/g, "");
  const page = await publishedDataCache().get(`page ${site} ${locale} ${path}`, () => findPageByPath(context.db, { site, locale, path }));
  if (!page) throw await redirectOrNotFound({ request, context });
  return { locale, site, locales, url, path, page, publicPath: pageHref(locale, path) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, site, locales, url, page, publicPath } = await resolvePage({ request, context });
  const { db, origin, log } = context;
  const mode = parseEditMode(url.searchParams);
  const editor = showsDraft(mode) ? await requireEditor(request, locale) : await getEditor(request);
  const draft = editor !== null && showsDraft(mode) && page.editable;
  if (showsDraft(mode) && !page.editable) throw redirect(publicPath);
  // A preview link (issue 25): the current draft for whoever holds it, never cached or indexed.
  const preview = mode.kind === "none" && url.searchParams.has(PREVIEW_PARAM) ? await previewFor(db, url.searchParams.get(PREVIEW_PARAM)!, page.id, log) : false;

  const cache = publishedDataCache();
  const [published, drafted, paths] = await Promise.all([
    cache.get(`published ${page.id} ${locale}`, () => loadPageModules(db, { pageId: page.id, locale, view: "published" })),
    draft || preview ? loadPageModules(db, { pageId: page.id, locale, view: "draft" }) : null,
    cache.get(`paths ${page.id}`, () => pagePaths(db, page.id)),
  ]);
  // Before the first draft write the draft is the published revision; its version is the next one.
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
  // What the editor's last page action handed back (POST /editor/pages/:id → redirect here).
  // A server-rendered picker's GETs keep the typed values (ADR 024).
  const picker = readPickerState(url.searchParams);
  const flashed = draft ? await takeEditorResult(request, { keep: picker !== null }) : { result: null };
  const editorView = draft
    ? buildEditorView({ pageId: page.id, version: revision.version, mode, locale, modules: revision.modules, result: flashed.result })
    : null;

  if (editorView && mode.kind === "copyModule" && !editorView.modalError) {
    const module = editorView.modules.find((m) => m.id === mode.moduleId);
    if (module) editorView.copy = { module, move: mode.move, choices: await pageChoices(db, site) };
    else editorView.modalError = "unknownModule";
  }
  if (editorView && mode.kind === "history") {
    editorView.history = await listPageHistory(db, page.id, mode.page);
    if (mode.compare !== null) editorView.diff = await diffRevisions(db, page.id, mode.compare, mode.with ?? (await currentRevisionId(db, page.id)) ?? mode.compare);
  }
  if (editorView && mode.kind === "settings") editorView.settings = await settingsView(db, page.id, locale);
  if (editorView && mode.kind === "previews") {
    editorView.previews = (await listPreviewLinks(db, page.id)).map((link) => ({ ...link, href: origin + link.href }));
  }
  if (editorView?.modal?.moduleId && locale !== "en") editorView.modal.english = await englishBeside(db, page.id, editorView.modal.moduleId, locale);
  if (editorView?.modal) {
    if (usesFieldKind(editorView.modal.config, "locations")) editorView.modal.locations = await fetchLocations(db);
    await addServerPickerData(db, editorView.modal, { picker, result: flashed.result });
  }
  // The editor's reads that do not depend on each other, at once.
  const [schedules, steps, translations] = editor
    ? await Promise.all([
        page.editable ? pageSchedules(db, page.id) : [],
        draft ? draftSteps(db, page.id, editor.id) : null,
        editorView ? translationStatus(db, page.id, locales.filter((l) => l !== "en")) : null,
      ])
    : [[], null, null];
  if (editorView) editorView.translations = translations;
  const editorPage: EditorPageInfo | undefined = editor
    ? { id: page.id, editable: page.editable, draft, version: revision.version, path: publicPath, published: published !== null, schedules, steps }
    : undefined;
  const landedAfterForm = readSuccessFlag(url.search) !== null;
  return data(
    // A document carries the data the browser hydrates with, not the static modules' (ADR 017).
    handOverPage({
    page: { id: page.id, title: page.title, description: page.description, noindex: page.noindex || preview, socialImage: page.socialImage ? origin + page.socialImage : null },
    preview,
    // Pages made only of static modules ship no JavaScript (root.tsx), except to editors and on
    // landing after a form (its success events are pushed in the browser).
    scripts: editor !== null || landedAfterForm || modules.some(moduleNeedsScript),
    // A visitor's page loads them once an enhanced module comes near the screen (ADR 018).
    scriptsWhenNear: editor === null && !landedAfterForm,
    modules,
    alternates,
    canonical: origin + publicPath,
    editorPage,
    editorView,
    editorResult: flashed.result,
    }, context.serverRender),
    // A visitor's published page may be kept by our page cache and CDNs; an editor's never, nor a
    // page with a form (its no-JS captcha question is for one visitor, once: ADR 006).
    {
      headers: {
        "Cache-Control": editor || preview || modules.some((m) => m.type === "CUSTOM_FORMS") ? "private, no-store" : PUBLIC_PAGE_CACHE_CONTROL,
        ...(preview ? { "X-Robots-Tag": "noindex" } : {}),
        ...(flashed.setCookie ? { "Set-Cookie": flashed.setCookie } : {}),
      },
    },
  );
}

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

// A form that could not be sent for the server's reason (503) asks to try again soon.
/**
 * A client navigation to a CMS page renders once the renderers of its modules (and, for an editor,
 * the page editor) are loaded: a static module has no Suspense boundary of its own, and a lazy
 * renderer suspending in a render that must complete (a synchronous retry) ended in React error
 * #345. The document request is not affected: its data comes from the server render.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await Promise.all([
    loadRenderers(data.modules.map((module) => module.type)),
    data.editorView ? import("~/editor/pages/page-editor") : null,
  ]).catch(() => undefined); // a chunk that failed to load is imported again lazily when rendered
  return data;
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  if (!retryAfter) return loaderHeaders;
  const merged = new Headers(loaderHeaders);
  merged.set("Retry-After", retryAfter);
  return merged;
};

export const handle: ScriptsHandle = {
  scripts: (data) => (data as { scripts?: boolean } | undefined)?.scripts === true,
  scriptsWhenNear: (data) => ((data as { scriptsWhenNear?: boolean } | undefined)?.scriptsWhenNear ? ENHANCED_VISITOR_MODULE : undefined),
};

/**
 * A visitor's public form (field _form), posted without JavaScript: redirect on success, else the
 * errors. The only POST a CMS page takes: editors post to /editor/pages/:pageId.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { locale, publicPath } = await resolvePage({ request, context });
  const fields = await readFormBody(request);
  const outcome = fields === null ? tooLarge() : isPublicFormPost(fields) ? await processPublicForm(context.db, fields, { locale, pagePath: publicPath, clientIp: context.clientIp, log: context.log }) : null;
  if (outcome === null) throw new Response("Bad Request", { status: 400 });
  if (outcome.ok) return redirect(withSuccessFlag(outcome.successUrl, outcome.form, outcome.topic), 303);
  const result: PublicFormActionResult = { kind: "publicForm", moduleId: outcome.moduleId, ...outcome.failure };
  return data(result, { status: outcome.httpStatus, headers: failureHeaders(outcome) });
}

// Its own boundary: after a failed POST the root loader still runs (error-views.tsx).
export const ErrorBoundary = RouteErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? pageMeta({ title: data.page.title, description: data.page.description, canonical: data.canonical, noindex: data.page.noindex, image: data.page.socialImage })
    : statusMeta({ error, matches });

export default function CmsPage() {
  const { page, modules: handed, editorView, editorResult, scripts, preview } = useLoaderData<typeof loader>();
  const modules = usePageModules(handed);
  const article = useRef<HTMLElement>(null);
  useLayOutRemainingModules(article, page.id);
  const actionResult = useActionData<typeof action>();
  const locale = useRootData()?.locale ?? "en";
  useFormSuccessFlag();
  const formResult = actionResult ?? null;
  const nonce = useNonce();
  const layOutLater = scripts && !editorView;
  const firstIsHeader = modules.length > 0 && HEADER_TYPES.has(modules[0].type);
  const rendered = modules.map((module, index) => (
    <ModuleFrame key={module.id} module={module as PageModule} locale={locale} index={index} />
  ));
  return (
    <PublicFormResultContext.Provider value={formResult}>
      {preview ? <PreviewBanner /> : null}
      <article ref={article} className="cms-page" data-page-id={page.id} data-layout-later={layOutLater ? "" : undefined}>
        {firstIsHeader ? null : <h1 className="visually-hidden">{page.title}</h1>}
        {editorView ? (
          <Suspense fallback={rendered}>
            <PageEditor view={editorView} modules={modules as PageModule[]} locale={locale} actionResult={editorResult as EditorActionResult | null} />
          </Suspense>
        ) : (
          rendered
        )}
      </article>
      {layOutLater ? (
        // Browsers hide a nonce from the DOM, so hydration would see it missing (as Remix's Scripts).
        <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: layOutRemainingModulesScript }} />
      ) : null}
    </PublicFormResultContext.Provider>
  );
}
