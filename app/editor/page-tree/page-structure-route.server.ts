import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "../../../db";
import { requireEditor } from "~/auth/auth.server";
import { siteVariantFor } from "~/config.server";
import { pageHref } from "~/i18n/route-table";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../form-builder/document-title.server";
import { editorErrorMap } from "../module-form-schema";
import { validationMessage } from "../validation-messages";
import { deletePage, deletePlan } from "./delete-page.server";
import { movePage } from "./move-page.server";
import { recordAudit } from "~/audit/audit-log.server";
import { subtreeOf } from "./page-paths.server";
import { deletePageSchema, movePageSchema } from "./page-structure-schema";
import { listPageTree, NewPageRejected, pageChoices } from "./page-tree.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** The page named by the route's :pageId on this site, else a 404. */
async function pageOf(request: Request, params: LoaderFunctionArgs["params"]) {
  const pageId = /^\d{1,9}$/.test(params.pageId ?? "") ? Number(params.pageId) : 0;
  const site = siteVariantFor(request.headers.get("host"));
  const rows = await listPageTree(getDb(), { site });
  const row = rows.find((r) => r.id === pageId);
  if (!row) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const subtree = await subtreeOf(getDb(), { site, pageId });
  const choices = (await pageChoices(getDb(), site, rows)).filter((choice) => !subtree.includes(choice.id));
  return { site, row, rows, choices };
}

/** A refusal of the service as the form's field error: 409 when another page holds the address. */
function refused(error: unknown, reply: (options: { fieldErrors: Record<string, string[]> }) => unknown) {
  if (!(error instanceof NewPageRejected)) throw error;
  const status = error.reason === "slugTaken" ? 409 : 400;
  return data({ result: reply({ fieldErrors: { [error.field]: [validationMessage(error.reason)] } }) }, { status, headers: NO_STORE });
}

/** GET /editor/pages/:pageId/move: the page, its parent and its place among its siblings. */
export async function loadMovePage({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  const { row, rows, choices } = await pageOf(request, params);
  const siblings = rows.filter((r) => r.parentId === row.parentId && r.depth === row.depth);
  const documentTitle = editorScreenTitle(request, (t) => t("pageTree.move.title"));
  const isHome = row.paths.some((p) => p.href === pageHref(p.locale, ""));
  return data(
    { title: row.title, isHome, parentId: row.parentId ?? undefined, position: siblings.findIndex((s) => s.id === row.id) + 1, choices, documentTitle },
    { headers: NO_STORE },
  );
}

/** POST /editor/pages/:pageId/move: moves the page and goes back to the tree; a refusal comes back to the form. */
export async function movePageAction({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const editor = await requireEditor(request);
  const form = await readFormData(request);
  const { site, row } = await pageOf(request, params);
  const submission = parseWithZod(form, { schema: movePageSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  try {
    const input = { parentId: submission.value.parentId ?? null, position: submission.value.position ?? null };
    await movePage(getDb(), { site, pageId: row.id, input, authorId: editor.id });
    await recordAudit(getDb(), { user: editor, action: "page.move", target: { kind: "page", id: row.id, label: row.title }, detail: input });
    return redirect(`/editor/pages?moved=${row.id}`, 303);
  } catch (error) {
    return refused(error, (options) => submission.reply(options));
  }
}

/** GET /editor/pages/:pageId/delete: what the delete takes with it and what links to it. */
export async function loadDeletePage({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  const { site, row, choices } = await pageOf(request, params);
  const plan = await deletePlan(getDb(), { site, pageId: row.id });
  const documentTitle = editorScreenTitle(request, (t) => t("pageTree.delete.title"));
  return data({ plan, choices, documentTitle }, { headers: NO_STORE });
}

/** POST /editor/pages/:pageId/delete: deletes the page (and those below it) and goes back to the tree. */
export async function deletePageAction({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const editor = await requireEditor(request);
  const form = await readFormData(request);
  const { site, row } = await pageOf(request, params);
  const submission = parseWithZod(form, { schema: deletePageSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  try {
    await deletePage(getDb(), { site, pageId: row.id, redirectTo: submission.value.redirectTo ?? null, authorId: editor.id });
    await recordAudit(getDb(), {
      user: editor,
      action: "page.delete",
      target: { kind: "page", id: row.id, label: row.title },
      detail: { paths: row.paths.map((p) => p.href), redirectTo: submission.value.redirectTo ?? null },
    });
    return redirect("/editor/pages?deleted=1", 303);
  } catch (error) {
    return refused(error, (options) => submission.reply(options));
  }
}
