import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireEditor } from "~/auth/auth.server";
import { pageHref } from "~/i18n/route-table";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { assertRight, rightsOf } from "../shell/gate.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { validationMessage } from "../shell/validation-messages";
import { newPageSchema, slugFromTitle } from "./new-page-schema";
import { childPath, createAnywhere, englishPathOf, onPage, parentAllowed, rowPath, treeRights } from "./page-rights.server";
import { createPage, listPageTree, NewPageRejected, pageChoices } from "./page-tree.server";
import { recordAudit } from "~/audit/audit-log.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const SEARCH_MAX = 200;

/** A positive id from a query value, else undefined. */
const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * GET /editor/pages: the page tree of the request's site variant, searchable by title or path.
 * Every editor sees it; what the account may not do (New page, Move, Delete, the site-wide
 * screens) comes with the reason why (issue 43).
 */
export async function loadPageTree({ request, context }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const query = new URL(request.url).searchParams;
  const search = (query.get("q") ?? "").slice(0, SEARCH_MAX);
  // After Move or Delete (POST → redirect → GET): what was done, shown once above the tree.
  const notice = query.has("deleted") ? "deleted" : query.has("moved") ? "moved" : null;
  const { db, site } = context;
  const rows = await listPageTree(db, { site, search });
  const documentTitle = editorScreenTitle(request, (t) => t("pageTree.title"));
  const rights = {
    newPage: rightsOf(request, editor, ["page.create"], createAnywhere(editor))["page.create"],
    ...rightsOf(request, editor, ["navigation.edit", "redirects.edit", "audit.read"]),
    rows: treeRights(request, editor, rows),
  };
  return data({ rows, search, notice, rights, documentTitle }, { headers: NO_STORE });
}

/**
 * GET /editor/pages/new: the New page form; `?parent=ID` preselects the parent ("New child page").
 * The gate asks `page.create` under that parent (without one: anywhere the account may); the form
 * offers as parent and as source of modules only pages in the account's sections.
 */
export async function loadNewPage({ request, context }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const { db, site } = context;
  const parent = idParam(new URL(request.url).searchParams.get("parent"));
  const parentPath = parent === undefined ? null : await englishPathOf(db, site, parent);
  await assertRight({ request, db }, editor, "page.create", parentPath === null ? createAnywhere(editor) : onPage(parentPath), parentPath === null ? undefined : { kind: "page", id: parent!, label: parentPath });
  const rows = await listPageTree(db, { site });
  const paths = new Map(rows.map((row) => [row.id, rowPath(row)]));
  const choices = (await pageChoices(db, site, rows)).filter((choice) => parentAllowed(editor, "page.create", paths.get(choice.id) ?? "/"));
  const topLevel = parentAllowed(editor, "page.create", "/");
  // Without a parent where the top level is not the account's: its first page as parent.
  const parentId = choices.some((c) => c.id === parent) ? parent : topLevel ? undefined : choices[0]?.id;
  const documentTitle = editorScreenTitle(request, (t) => t("pageTree.new.title"));
  return data({ choices, topLevel, parentId, documentTitle }, { headers: NO_STORE });
}

/**
 * POST /editor/pages/new: creates the page (draft only) and lands on it in draft mode; a refused
 * field comes back with its message and the typed values, with and without JavaScript.
 */
export async function createPageAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { db, site } = context;
  const editor = await requireEditor(request);
  // The role first (a translator's post is refused whatever it holds), then the place.
  await assertRight({ request, db }, editor, "page.create", createAnywhere(editor));
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: newPageSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  // The new page's English path is its section; the page its modules are copied from is read, so in scope too.
  const { parentId, copyFrom, title, slug } = submission.value;
  const parentPath = parentId === undefined ? "/" : ((await englishPathOf(db, site, parentId)) ?? "/");
  const path = childPath(parentPath, slug || slugFromTitle(title));
  await assertRight({ request, db }, editor, "page.create", onPage(path), { kind: "page", id: path, label: title });
  if (copyFrom !== undefined) {
    const sourcePath = (await englishPathOf(db, site, copyFrom)) ?? "/";
    await assertRight({ request, db }, editor, "page.create", onPage(sourcePath), { kind: "page", id: copyFrom, label: sourcePath });
  }
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
