import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../../db";
import { requireEditor } from "~/auth/auth.server";
import { recordAudit } from "~/audit/audit-log.server";
import { can } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { assertRight, rightsOf } from "~/editor/shell/gate.server";
import { assertCan, assertCanView } from "~/editor/shell/refusal.server";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { parseFormContent, trackingName } from "~/forms/form-definition";
import { findForm } from "~/forms/forms.server";
import { listSubmissions, submissionColumns, submissionsCsv } from "~/forms/submissions.server";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { fixedT } from "~/i18n/i18n.server";
import { parsePaging } from "~/lib/pagination";
import { formIdParam, NO_STORE } from "./builder-route.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { forwardingText } from "./forwarding-text";
import { isSubmissionReader, readerCandidates, setSubmissionReaders, type ReaderCandidate } from "./submission-readers.server";

/**
 * The gate of a form's submissions (issue 43: personal data): Administrators
 * (`submissions.read`) and the accounts given the right to this form's submissions; anyone else
 * is refused as every editor path is (audited, 403 naming why). `download`: a resource route,
 * answered with the site's error page; else the screen's error boundary shows the refusal.
 */
export async function requireSubmissionsRight(request: Request, db: Db, formId: number, { download = false } = {}): Promise<Editor> {
  const editor = await requireEditor(request);
  if (!can(editor, "submissions.read").ok && (await isSubmissionReader(db, formId, editor.id))) return editor;
  const ask = { editor, action: "submissions.read" as const, target: {}, locale: editorScreenLocaleOf(request), audit: { kind: "form" as const, id: formId } };
  if (download) await assertCan(db, ask);
  else await assertCanView(db, ask);
  return editor;
}

/** The form and the columns of its submissions; 404 for an unknown form. */
async function formColumns(db: Db, id: number) {
  const form = await findForm(db, id);
  if (!form) throw new Response("Not found", { status: 404 });
  const parsed = parseFormContent(form.content);
  // A form whose definition is broken still shows its answers, by the names stored with them.
  return { form, columns: await submissionColumns(db, id, "fields" in parsed ? parsed.fields : []) };
}

export type SubmissionsNotice = "readers" | "deleted" | null;

/**
 * /editor/forms/:id/submissions — Administrators and the form's readers only, paged, newest
 * first. Administrators also get the accounts that may be given the right to read them.
 */
export async function loadSubmissions({ request, params, context: { db } }: LoaderFunctionArgs) {
  const id = formIdParam(params.id);
  const editor = await requireSubmissionsRight(request, db, id);
  const { form, columns } = await formColumns(db, id);
  const url = new URL(request.url);
  const paging = parsePaging(url.searchParams);
  const list = await listSubmissions(db, id, paging);
  const rights = rightsOf(request, editor, ["users.manage", "forms.edit"]);
  const readers: ReaderCandidate[] | null = rights["users.manage"] === null ? await readerCandidates(db, id) : null;
  const done = url.searchParams.get("done");
  const notice: SubmissionsNotice = done === "readers" || done === "deleted" ? done : null;
  const documentTitle = editorScreenTitle(request, (t) => t("submissions.title", { title: form.title }));
  return data({ form: { id, title: form.title }, columns, pageSize: paging.pageSize, ...list, readers, notice, documentTitle }, { headers: NO_STORE });
}

/**
 * POST /editor/forms/:id/submissions, plain forms without JavaScript:
 * - `_action=readers` (Administrators, `users.manage`): `reader` = the ids of the accounts that
 *   may read this form's submissions; every other candidate loses the right.
 * - `_action=delete`, `submissionId`: deletes one submission (the same gate as reading them).
 */
export async function submissionsAction({ request, params, context: { db } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const id = formIdParam(params.id);
  const editor = await requireEditor(request);
  const form = await readFormData(request);
  const intent = String(form.get("_action") ?? "");
  if (intent === "readers") {
    await assertRight({ request, db }, editor, "users.manage", {}, { kind: "form", id });
    const stored = await findForm(db, id);
    if (!stored) throw new Response("Not found", { status: 404 });
    const ids = form.getAll("reader").flatMap((v) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? [Number(v)] : []));
    const { added, removed } = await setSubmissionReaders(db, id, ids);
    if (added.length || removed.length) await recordAudit(db, { user: editor, action: "form.readers", target: { kind: "form", id, label: stored.title }, detail: { added, removed } });
    return redirect(`/editor/forms/${id}/submissions?done=readers`, 303);
  }
  if (intent === "delete") {
    await requireSubmissionsRight(request, db, id);
    const submissionId = String(form.get("submissionId") ?? "");
    if (!/^\d{1,18}$/.test(submissionId)) return new Response("Bad submission", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    const deleted = await db.deleteFrom("form_submissions").where("id", "=", submissionId).where("form_id", "=", id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) await recordAudit(db, { user: editor, action: "form.submissionDelete", target: { kind: "form", id }, detail: { submission: submissionId } });
    return redirect(`/editor/forms/${id}/submissions?done=deleted`, 303);
  }
  return new Response("Unknown action", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** "contact-sales-submissions-2026-11-22.csv" (ASCII; the title in full goes in filename*). */
export function csvFilename(title: string, now = new Date()): { ascii: string; utf8: string } {
  const date = now.toISOString().slice(0, 10);
  const name = trackingName(title) || "form";
  const ascii = `${name.normalize("NFKD").replace(/[^\w-]+/g, "") || "form"}-submissions-${date}.csv`;
  return { ascii, utf8: `${name}-submissions-${date}.csv` };
}

/** /editor/forms/:id/submissions.csv — the same gate as the screen; every submission as CSV (UTF-8 with BOM, formula-safe cells), as a download. */
export async function loadSubmissionsCsv({ request, params, context: { db } }: LoaderFunctionArgs) {
  const id = formIdParam(params.id);
  const editor = await requireSubmissionsRight(request, db, id, { download: true });
  const { form, columns } = await formColumns(db, id);
  await recordAudit(db, { user: editor, action: "form.export", target: { kind: "form", id, label: form.title } });
  const t = fixedT(editorScreenLocaleOf(request), "editor"); // column names in the editor's language
  const stream = submissionsCsv(db, id, columns, {
    submittedAt: t("submissions.date"),
    forwarding: t("submissions.forwarding"),
    page: t("submissions.page"),
    locale: t("submissions.locale"),
    status: (row) => forwardingText(t, row),
  });
  const filename = csvFilename(form.title);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.ascii}"; filename*=UTF-8''${encodeURIComponent(filename.utf8)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
