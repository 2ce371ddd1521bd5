import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { requireEditor } from "~/auth/auth.server";
import { can } from "~/auth/rights";
import { readerForms } from "~/mail/mail-log.server";
import { parsePaging } from "~/lib/pagination";
import { NO_STORE } from "./builder-route.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { listForms } from "./forms-list.server";

/** The list's two views: every form (the toolbar's Forms), or those whose submissions the account reads (its Submissions). */
export type FormsListView = "forms" | "submissions";

export const formsListView = (params: URLSearchParams): FormsListView => (params.get("view") === "submissions" ? "submissions" : "forms");

/**
 * /editor/forms?view=&q=&page= — any signed-in editor sees the forms (as it sees each form's
 * builder); each row links its submissions only where the account may read them, and the
 * "submissions" view lists those forms only. Creating a form needs `forms.edit`.
 */
export async function loadFormsList({ request, context: { db } }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const params = new URL(request.url).searchParams;
  const view = formsListView(params);
  const search = (params.get("q") ?? "").slice(0, 200);
  const readable = can(editor, "submissions.read").ok ? null : await readerForms(db, editor.id);
  const list = await listForms(db, { search, only: view === "submissions" ? readable : null, paging: parsePaging(params) });
  const rows = list.rows.map((row) => ({ ...row, readable: readable === null || readable.includes(row.id) }));
  const documentTitle = editorScreenTitle(request, (t) => t(view === "submissions" ? "formsList.submissionsTitle" : "formsList.title"));
  return data({ ...list, rows, view, search, pageSize: parsePaging(params).pageSize, mayCreate: can(editor, "forms.edit").ok, documentTitle }, { headers: NO_STORE });
}
