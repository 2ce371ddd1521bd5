import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireEditor } from "~/auth/auth.server";
import type { Editor } from "~/auth/users.server";
import { pageHref } from "~/i18n/route-table";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { assertRight } from "../shell/gate.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { validationMessage } from "../shell/validation-messages";
import { deletePage, deletePlan } from "./delete-page.server";
import { movePage } from "./move-page.server";
import { recordAudit } from "~/audit/audit-log.server";
import { subtreeOf } from "./page-paths.server";
import { deletePageSchema, movePageSchema } from "./page-structure-schema";
import { englishPathOf, onPage, parentAllowed, rowPath } from "./page-rights.server";
import { listPageTree, NewPageRejected, pageChoices } from "./page-tree.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The gate (issue 43) before anything of the page is read but its English path, its section: the
 * editor signed in and allowed `action` on the page named by :pageId (404 when there is none).
 */
async function gatePage({ request, params, context: { db, site } }: LoaderFunctionArgs, action: "page.move" | "page.delete"): Promise<{ editor: Editor; pageId: number; path: string }> {
  const editor = await requireEditor(request);
  const pageId = /^\d{1,9}$/.test(params.pageId ?? "") ? Number(params.pageId) : 0;
  const path = pageId ? await englishPathOf(db, site, pageId) : null;
  if (path === null) throw notFound();
  await assertRight({ request, db }, editor, action, onPage(path), { kind: "page", id: pageId, label: path });
  return { editor, pageId, path };
}

/** The page named by the route's :pageId on this site, else a 404. */
async function pageOf({ params, context }: LoaderFunctionArgs) {
  const pageId = /^\d{1,9}$/.test(params.pageId ?? "") ? Number(params.pageId) : 0;
  const { db, site } = context;
  const rows = await listPageTree(db, { site });
  const row = rows.find((r) => r.id === pageId);
  if (!row) throw notFound();
  const subtree = await subtreeOf(db, { site, pageId });
  const choices = (await pageChoices(db, site, rows)).filter((choice) => !subtree.includes(choice.id));
  return { site, row, rows, choices };
}

/** A refusal of the service as the form's field error: 409 when another page holds the address. */
function refused(error: unknown, reply: (options: { fieldErrors: Record<string, string[]> }) => unknown) {
  if (!(error instanceof NewPageRejected)) throw error;
  const status = error.reason === "slugTaken" ? 409 : 400;
  return data({ result: reply({ fieldErrors: { [error.field]: [validationMessage(error.reason)] } }) }, { status, headers: NO_STORE });
}

/** GET /editor/pages/:pageId/move: the page, its parent and its place among its siblings. */
export async function loadMovePage(args: LoaderFunctionArgs) {
  const { request } = args;
  const { editor } = await gatePage(args, "page.move");
  const { row, rows, choices: all } = await pageOf(args);
  // Only the parents the account may move pages to (the top level too, when it may).
  const paths = new Map(rows.map((r) => [r.id, rowPath(r)]));
  const choices = all.filter((choice) => parentAllowed(editor, "page.move", paths.get(choice.id) ?? "/"));
  const topLevel = parentAllowed(editor, "page.move", "/");
  const siblings = rows.filter((r) => r.parentId === row.parentId && r.depth === row.depth);
  const documentTitle = editorScreenTitle(request, (t) => t("pageTree.move.title"));
  const isHome = row.paths.some((p) => p.href === pageHref(p.locale, ""));
  return data(
    { title: row.title, isHome, parentId: row.parentId ?? undefined, position: siblings.findIndex((s) => s.id === row.id) + 1, choices, topLevel, documentTitle },
    { headers: NO_STORE },
  );
}

/** POST /editor/pages/:pageId/move: moves the page and goes back to the tree; a refusal comes back to the form. */
export async function movePageAction(args: ActionFunctionArgs) {
  const { request, context: { db } } = args;
  assertSameOrigin(request);
  const { editor, pageId, path } = await gatePage(args, "page.move");
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: movePageSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  // The new parent must be in the account's sections too (the top level: the whole site's).
  const parentId = submission.value.parentId;
  const parentPath = parentId === undefined ? "/" : ((await englishPathOf(db, args.context.site, parentId)) ?? "/");
  await assertRight({ request, db }, editor, "page.move", onPage(parentPath), { kind: "page", id: pageId, label: `${path} → ${parentPath}` });
  const { site, row } = await pageOf(args);
  try {
    const input = { parentId: submission.value.parentId ?? null, position: submission.value.position ?? null };
    await movePage(db, { site, pageId: row.id, input, authorId: editor.id });
    await recordAudit(db, { user: editor, action: "page.move", target: { kind: "page", id: row.id, label: row.title }, detail: input });
    return redirect(`/editor/pages?moved=${row.id}`, 303);
  } catch (error) {
    return refused(error, (options) => submission.reply(options));
  }
}

/** GET /editor/pages/:pageId/delete: what the delete takes with it and what links to it. */
export async function loadDeletePage(args: LoaderFunctionArgs) {
  const { request, context: { db } } = args;
  await gatePage(args, "page.delete");
  const { site, row, choices } = await pageOf(args);
  const plan = await deletePlan(db, { site, pageId: row.id });
  const documentTitle = editorScreenTitle(request, (t) => t("pageTree.delete.title"));
  return data({ plan, choices, documentTitle }, { headers: NO_STORE });
}

/** POST /editor/pages/:pageId/delete: deletes the page (and those below it) and goes back to the tree. */
export async function deletePageAction(args: ActionFunctionArgs) {
  const { request, context: { db } } = args;
  assertSameOrigin(request);
  const { editor } = await gatePage(args, "page.delete");
  const form = await readFormData(request);
  const { site, row } = await pageOf(args);
  const submission = parseWithZod(form, { schema: deletePageSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  try {
    await deletePage(db, { site, pageId: row.id, redirectTo: submission.value.redirectTo ?? null, authorId: editor.id });
    await recordAudit(db, {
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
