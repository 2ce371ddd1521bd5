import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { getEditor, requireEditor } from "~/auth/auth.server";
import { resolvePage, visitorPage } from "~/cms/cms-page.server";
import { CmsPageView, cmsPageHandle, cmsPageHeaders } from "~/cms/cms-page-view";
import { parseEditMode, showsDraft } from "~/editor/pages/edit-mode";
import { editorPageView } from "~/editor/pages/editor-page-view.server";
import type { EditorActionResult } from "~/editor/pages/editor-view";
import { withSuccessFlag } from "~/forms/form-events";
import { failureHeaders, isPublicFormPost, processPublicForm, readFormBody, tooLarge } from "~/forms/public-form-post.server";
import type { PublicFormActionResult } from "~/forms/public-form-types";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { loadRenderers } from "~/modules/renderer-cache";
import { RouteErrorBoundary } from "~/site/error-views";
import { pageMeta } from "~/site/meta";
import { siteRequest } from "~/site/request.server";
import { statusMeta } from "~/site/status-meta";

// The CMS page route dispatches: a visitor's page (app/cms, no editor code) or, for a signed-in
// editor, the editor's page view (app/editor/pages), which decides what the editor may do there.

// The page editor is its own chunk, loaded only when an editor views a draft.
const PageEditor = lazy(() => import("~/editor/pages/page-editor"));

export async function loader(args: LoaderFunctionArgs) {
  const mode = parseEditMode(new URL(args.request.url).searchParams);
  // The draft is for signed-in editors only: checked before anything of the page is read.
  const editor = showsDraft(mode) ? await requireEditor(args.request, siteRequest(args.context).locale) : await getEditor(args.request);
  return editor ? editorPageView(args, editor, mode) : visitorPage(args);
}

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

export const headers = cmsPageHeaders;
export const handle = cmsPageHandle;

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
  const { page, modules, editorView, editorResult, scripts, preview } = useLoaderData<typeof loader>();
  const formResult = useActionData<typeof action>() ?? null;
  return (
    <CmsPageView
      page={page}
      modules={modules}
      preview={preview}
      scripts={scripts}
      formResult={formResult}
      editorOverlay={
        editorView
          ? (rendered, shown, locale) => (
              <Suspense fallback={rendered}>
                <PageEditor view={editorView} modules={shown} locale={locale} actionResult={editorResult as EditorActionResult | null} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
