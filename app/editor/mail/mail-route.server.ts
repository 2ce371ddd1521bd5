import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../../db";
import { recordAudit } from "~/audit/audit-log.server";
import { requireEditor } from "~/auth/auth.server";
import { can } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { getConfig } from "~/config.server";
import { assertRight } from "~/editor/shell/gate.server";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { getMail, isMailStatus, listMail, mailForms, markMailSeen, readerForms, resendMail } from "~/mail/mail-log.server";
import { editorScreenTitle } from "../shell/document-title.server";

// Issue 44: /editor/mail, the e-mail log. Administrators (`mail.read`) read every message; an
// account given a form's submissions (form_submission_readers) reads that form's messages; anyone
// else is refused `mail.read` through the one gate (audited, 403 naming why).

const NO_STORE = { "Cache-Control": "private, no-store" };

/** The gate: the editor and the forms whose messages it reads (null: all). */
export async function requireMailRight(request: Request, db: Db, audit?: { kind: "form"; id: number }): Promise<{ editor: Editor; forms: number[] | null }> {
  const editor = await requireEditor(request);
  if (can(editor, "mail.read").ok) return { editor, forms: null };
  const forms = await readerForms(db, editor.id);
  if (forms.length) return { editor, forms };
  await assertRight({ request, db }, editor, "mail.read", {}, audit);
  return { editor, forms: null }; // not reached: assertRight refused
}

export type MailLogNotice = "resent" | null;

/** /editor/mail?status=&form=&before= — newest first, filtered by status and form. */
export async function loadMailLog({ request, context: { db } }: LoaderFunctionArgs) {
  const { forms } = await requireMailRight(request, db);
  const url = new URL(request.url);
  const rawStatus = url.searchParams.get("status") ?? "";
  const status = isMailStatus(rawStatus) ? rawStatus : null;
  const rawForm = url.searchParams.get("form") ?? "";
  const formId = /^\d{1,9}$/.test(rawForm) ? Number(rawForm) : null;
  const before = url.searchParams.get("before");
  const list = await listMail(db, { status, formId, before }, forms);
  const documentTitle = editorScreenTitle(request, (t) => t("mailLog.title"));
  return data(
    { ...list, filter: { status, formId }, forms: await mailForms(db, forms), paged: Boolean(before), serverConfigured: Boolean(getConfig().smtpUrl), documentTitle },
    { headers: NO_STORE },
  );
}

const mailIdParam = (raw: string | undefined): string => {
  if (!raw || !/^\d{1,18}$/.test(raw)) throw new Response("Not found", { status: 404 });
  return raw;
};

/**
 * /editor/mail/:mailId — one message in full. Opening it marks it seen (a failed message's
 * toolbar notice ends when someone has looked): bookkeeping of who looked, not a change of content.
 */
export async function loadMailMessage({ request, params, context: { db } }: LoaderFunctionArgs) {
  const id = mailIdParam(params.mailId);
  const { forms } = await requireMailRight(request, db);
  const message = await getMail(db, id, forms);
  if (!message) throw new Response("Not found", { status: 404 });
  await markMailSeen(db, id);
  const resent = new URL(request.url).searchParams.get("done") === "resent";
  const documentTitle = editorScreenTitle(request, (t) => `${t("mailLog.title")}: ${message.subject}`);
  return data({ message, notice: (resent ? "resent" : null) as MailLogNotice, documentTitle }, { headers: NO_STORE });
}

/** POST /editor/mail/:mailId `_action=resend`: a copy of the message, queued now; redirects to the copy. */
export async function mailMessageAction({ request, params, context: { db } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const id = mailIdParam(params.mailId);
  const { editor, forms } = await requireMailRight(request, db);
  const body = await readFormData(request);
  if (String(body.get("_action") ?? "") !== "resend") return new Response("Unknown action", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const message = await getMail(db, id, forms);
  if (!message) throw new Response("Not found", { status: 404 });
  const copy = await resendMail(db, id);
  if (!copy) throw new Response("Not found", { status: 404 });
  await recordAudit(db, { user: editor, action: "mail.resend", target: message.formId ? { kind: "form", id: message.formId, label: message.formTitle ?? undefined } : undefined, detail: { message: id, copy } });
  return redirect(`/editor/mail/${copy}?done=resent`, 303);
}
