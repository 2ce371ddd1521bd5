import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireEditor } from "~/auth/auth.server";
import { pageHref } from "~/i18n/route-table";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { validationMessage } from "../shell/validation-messages";
import { newPageSchema } from "./new-page-schema";
import { createPage, listPageTree, NewPageRejected, pageChoices } from "./page-tree.server";
import { recordAudit } from "~/audit/audit-log.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const SEARCH_MAX = 200;

/** A positive id from a query value, else undefined. */
const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** GET /editor/pages: the page tree of the request's site variant, searchable by title or path. */
export async function loadPageTree({ request, context }: LoaderFunctionArgs) {
  await requireEditor(request);
  const query = new URL(request.url).searchParams;
  const search = (query.get("q") ?? "").slice(0, SEARCH_MAX);
  // After Move or Delete (POST → redirect → GET): what was done, shown once above the tree.
  const notice = query.has("deleted") ? "deleted" : query.has("moved") ? "moved" : null;
  const { db, site } = context;
  const rows = await listPageTree(db, { site, search });
  const documentTitle = editorScreenTitle(request, (t) => t("pageTree.title"));
  return data({ rows, search, notice, documentTitle }, { headers: NO_STORE });
}

/** GET /editor/pages/new: the New page form; `?parent=ID` preselects the parent ("New child page"). */
export async function loadNewPage({ request, context }: LoaderFunctionArgs) {
  await requireEditor(request);
  const { db, site } = context;
  const choices = await pageChoices(db, site);
  const parent = idParam(new URL(request.url).searchParams.get("parent"));
  const documentTitle = editorScreenTitle(request, (t) => t("pageTree.new.title"));
  return data({ choices, parentId: choices.some((c) => c.id === parent) ? parent : undefined, documentTitle }, { headers: NO_STORE });
}

/**
 * POST /editor/pages/new: creates the page (draft only) and lands on it in draft mode; a refused
 * field comes back with its message and the typed values, with and without JavaScript.
 */
export async function createPageAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const editor = await requireEditor(request);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: newPageSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  const { db, site } = context;
  try {
    const page = await createPage(db, { site, input: submission.value, authorId: editor.id });
    await recordAudit(db, { user: editor, action: "page.create", target: { kind: "page", id: page.id, label: submission.value.title }, detail: { path: pageHref(page.locale, page.path) } });
    return redirect(`${pageHref(page.locale, page.path)}?draft=true`, 303);
  } catch (error) {
    if (!(error instanceof NewPageRejected)) throw error;
    const status = error.reason === "slugTaken" ? 409 : 400;
    return data({ result: submission.reply({ fieldErrors: { [error.field]: [validationMessage(error.reason)] } }) }, { status, headers: NO_STORE });
  }
}
