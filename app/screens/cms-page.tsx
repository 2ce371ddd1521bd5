import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useRef } from "react";
import { getDb } from "../../db";
import { getEditor, requireEditor } from "~/auth/auth.server";
import { publicOrigin } from "~/config.server";
import { findPageByPath, loadPageModules, pagePaths } from "~/cms/pages.server";
import { publishedDataCache } from "~/cms/published-data-cache.server";
import { parseEditMode, showsDraft } from "~/editor/edit-mode";
import type { EditorPageInfo } from "~/editor/editor-page";
import { buildEditorView, usesFieldKind } from "~/editor/editor-view.server";
import { fetchLocations } from "~/editor/selection-pickers.server";
import { isPublicFormPost, MAX_FORM_BODY_BYTES, processPublicForm } from "~/forms/public-form-post.server";
import { readSuccessFlag, withSuccessFlag } from "~/forms/form-events";
import { layOutRemainingModulesScript, useLayOutRemainingModules } from "~/modules/deferred-layout";
import { moduleNeedsScript } from "~/modules/needs-script";
import { ENHANCED_VISITOR_MODULE } from "~/modules/static-islands";
import type { ScriptsHandle } from "~/site/scripts-handle";
import { PublicFormResultContext } from "~/forms/public-form-result";
import type { PublicFormActionResult } from "~/forms/public-form-types";
import { useFormSuccessFlag } from "~/forms/use-success-flag";
import { handlePageAction } from "~/editor/page-actions.server";
import { splitLocale, type Locale } from "~/i18n/locales";
import { pageHref, type Alternates } from "~/i18n/route-table";
import { useNonce } from "~/lib/csp";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { ModuleFrame } from "~/modules/module-frame";
import { loadModuleRows } from "~/modules/loaders.server";
import { prepareModule } from "~/modules/prepare.server";
import type { PageModule } from "~/modules/types";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/site/cache-control";
import { pageMeta } from "~/site/meta";
import { notFound, siteRequest } from "~/site/request.server";
import { useRootData } from "~/site/use-root-data";
import { withoutStaticModuleData } from "~/modules/static-module-handoff";

// The page editor is its own chunk, loaded only when an editor views a draft.
const PageEditor = lazy(() => import("~/editor/page-editor"));

/** Module types that render the page's h1 themselves when they come first. */
const HEADER_TYPES = new Set(["HERO", "APPLICATION_HEADER", "SECONDARY_HEADER", "TEXT_HEADER", "LINK_HERO"]);

async function resolvePage(request: Request) {
  const { locale, site, locales } = siteRequest(request);
  const url = new URL(request.url);
  const path = splitLocale(url.pathname).rest.replace(/^\/+|\/+$/g, "");
  const page = await publishedDataCache().get(`page ${site} ${locale} ${path}`, () => findPageByPath(getDb(), { site, locale, path }));
  if (!page) throw notFound();
  return { locale, site, locales, url, path, page, publicPath: pageHref(locale, path) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, site, locales, url, page, publicPath } = await resolvePage(request);
  const db = getDb();
  const mode = parseEditMode(url.searchParams);
  const editor = showsDraft(mode) ? await requireEditor(request, locale) : await getEditor(request);
  const draft = editor !== null && showsDraft(mode) && page.editable;
  if (showsDraft(mode) && !page.editable) throw redirect(publicPath);

  const cache = publishedDataCache();
  const [published, drafted, paths] = await Promise.all([
    cache.get(`published ${page.id} ${locale}`, () => loadPageModules(db, { pageId: page.id, locale, view: "published" })),
    draft ? loadPageModules(db, { pageId: page.id, locale, view: "draft" }) : null,
    cache.get(`paths ${page.id}`, () => pagePaths(db, page.id)),
  ]);
  // Before the first draft write the draft is the published revision; its version is the next one.
  const revision = drafted ?? (draft && published ? { ...published, version: published.version + 1 } : published);
  if (!revision) throw notFound(); // never published
  const prepareAndLoad = () => loadModuleRows(revision.modules.map(prepareModule).filter((m): m is PageModule => m !== null), { db, locale, site });
  // A form's rows carry a captcha question for one visitor (ADR 006): never shared.
  const modules =
    revision === published && !revision.modules.some((m) => m.type === "CUSTOM_FORMS")
      ? await cache.get(`modules ${page.id} ${locale} ${site}`, prepareAndLoad)
      : await prepareAndLoad();
  const alternates: Alternates = {};
  for (const { locale: l, path: p } of paths) {
    if ((locales as readonly string[]).includes(l)) alternates[l as Locale] = pageHref(l as Locale, p);
  }
  const editorView = draft
    ? buildEditorView({ pageId: page.id, version: revision.version, mode, locale, modules: revision.modules })
    : null;
  if (editorView?.modal && usesFieldKind(editorView.modal.config, "locations")) {
    editorView.modal.locations = await fetchLocations(db);
  }
  const editorPage: EditorPageInfo | undefined = editor
    ? { id: page.id, editable: page.editable, draft, version: revision.version, path: publicPath }
    : undefined;
  const landedAfterForm = readSuccessFlag(url.search) !== null;
  return data(
    {
    page: { id: page.id, title: page.title, description: page.description },
    // Pages made only of static modules ship no JavaScript (root.tsx), except to editors and on
    // landing after a form (its success events are pushed in the browser).
    scripts: editor !== null || landedAfterForm || modules.some(moduleNeedsScript),
    // A visitor's page loads them once an enhanced module comes near the screen (ADR 018).
    scriptsWhenNear: editor === null && !landedAfterForm,
    modules,
    alternates,
    canonical: publicOrigin(request) + publicPath,
    editorPage,
    editorView,
    },
    // A visitor's published page may be kept by our page cache and CDNs; an editor's never, nor a
    // page with a form (its no-JS captcha question is for one visitor, once: ADR 006).
    { headers: { "Cache-Control": editor || modules.some((m) => m.type === "CUSTOM_FORMS") ? "private, no-store" : PUBLIC_PAGE_CACHE_CONTROL } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// The document carries the data hydration uses, not the static modules' (patched server runtime).
export const documentHandoff = withoutStaticModuleData;

export const handle: ScriptsHandle = {
  scripts: (data) => (data as { scripts?: boolean } | undefined)?.scripts === true,
  scriptsWhenNear: (data) => ((data as { scriptsWhenNear?: boolean } | undefined)?.scriptsWhenNear ? ENHANCED_VISITOR_MODULE : undefined),
};

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { locale, page, publicPath } = await resolvePage(request);
  // A visitor's public form (field _form), posted without JavaScript: redirect on success, else the errors.
  if (Number(request.headers.get("Content-Length") ?? 0) <= MAX_FORM_BODY_BYTES) {
    const fields = await request.clone().formData();
    if (isPublicFormPost(fields)) {
      const outcome = await processPublicForm(getDb(), request, fields, { locale, pagePath: publicPath });
      if (outcome.ok) return redirect(withSuccessFlag(outcome.successUrl, outcome.form, outcome.topic), 303);
      const result: PublicFormActionResult = { kind: "publicForm", moduleId: outcome.moduleId, ...outcome.failure };
      return data(result, { status: outcome.httpStatus });
    }
  }
  const editor = await requireEditor(request, locale);
  return handlePageAction(request, { db: getDb(), editor, pageId: page.id, locale, path: publicPath });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.page.title, description: data.page.description, canonical: data.canonical }) : [];

export default function CmsPage() {
  const { page, modules, editorView, scripts } = useLoaderData<typeof loader>();
  const article = useRef<HTMLElement>(null);
  useLayOutRemainingModules(article, page.id);
  const actionResult = useActionData<typeof action>();
  const locale = useRootData()?.locale ?? "en";
  useFormSuccessFlag();
  const formResult = actionResult && "kind" in actionResult && actionResult.kind === "publicForm" ? actionResult : null;
  const editorResult = actionResult && "kind" in actionResult && actionResult.kind !== "publicForm" ? actionResult : null;
  const nonce = useNonce();
  const layOutLater = scripts && !editorView;
  const firstIsHeader = modules.length > 0 && HEADER_TYPES.has(modules[0].type);
  const rendered = modules.map((module, index) => (
    <ModuleFrame key={module.id} module={module as PageModule} locale={locale} index={index} />
  ));
  return (
    <PublicFormResultContext.Provider value={formResult}>
      <article ref={article} className="cms-page" data-page-id={page.id} data-layout-later={layOutLater ? "" : undefined}>
        {firstIsHeader ? null : <h1 className="visually-hidden">{page.title}</h1>}
        {editorView ? (
          <Suspense fallback={rendered}>
            <PageEditor view={editorView} modules={modules as PageModule[]} locale={locale} actionResult={editorResult} />
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
