import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../../db";
import { requireEditor } from "~/auth/auth.server";
import { recordAudit } from "~/audit/audit-log.server";
import { parseFormContent, trackingName } from "~/forms/form-definition";
import { findForm } from "~/forms/forms.server";
import { listSubmissions, submissionColumns, submissionsCsv } from "~/forms/submissions.server";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { fixedT } from "~/i18n/i18n.server";
import { parsePaging } from "~/lib/pagination";
import { formIdParam, NO_STORE } from "./builder-route.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { forwardingText } from "./forwarding-text";

/** The form and the columns of its submissions; 404 for an unknown form. */
async function formColumns(db: Db, id: number) {
  const form = await findForm(db, id);
  if (!form) throw new Response("Not found", { status: 404 });
  const parsed = parseFormContent(form.content);
  // A form whose definition is broken still shows its answers, by the names stored with them.
  return { form, columns: await submissionColumns(db, id, "fields" in parsed ? parsed.fields : []) };
}

/** /editor/forms/:id/submissions — signed-in editors only, paged, newest first. */
export async function loadSubmissions({ request, params, context: { db } }: LoaderFunctionArgs) {
  await requireEditor(request);
  const id = formIdParam(params.id);
  const { form, columns } = await formColumns(db, id);
  const paging = parsePaging(new URL(request.url).searchParams);
  const list = await listSubmissions(db, id, paging);
  const documentTitle = editorScreenTitle(request, (t) => t("submissions.title", { title: form.title }));
  return data({ form: { id, title: form.title }, columns, pageSize: paging.pageSize, ...list, documentTitle }, { headers: NO_STORE });
}

/** "contact-sales-submissions-2026-11-22.csv" (ASCII; the title in full goes in filename*). */
export function csvFilename(title: string, now = new Date()): { ascii: string; utf8: string } {
  const date = now.toISOString().slice(0, 10);
  const name = trackingName(title) || "form";
  const ascii = `${name.normalize("NFKD").replace(/[^\w-]+/g, "") || "form"}-submissions-${date}.csv`;
  return { ascii, utf8: `${name}-submissions-${date}.csv` };
}

/** /editor/forms/:id/submissions.csv — every submission as CSV (UTF-8 with BOM, formula-safe cells), as a download. */
export async function loadSubmissionsCsv({ request, params, context: { db } }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const id = formIdParam(params.id);
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
