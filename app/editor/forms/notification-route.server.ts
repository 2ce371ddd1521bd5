import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { recordAudit } from "~/audit/audit-log.server";
import { getConfig } from "~/config.server";
import { assertRight, requireRight } from "~/editor/shell/gate.server";
import { parseFormContent, type FieldDefinition } from "~/forms/form-definition";
import { isEmailField, VALUE_FIELD_TYPES } from "~/forms/field-rules";
import { findForm, saveNotificationSettings } from "~/forms/forms.server";
import { notificationFormSchema, settingsOf } from "~/forms/notification-schema";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { testMessage } from "~/mail/form-notification.server";
import { enqueueMail, mailQueued } from "~/mail/outbox.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { editorScreenTitle } from "../shell/document-title.server";
import { formIdParam, NO_STORE } from "./builder-route.server";
import { requireEditor } from "~/auth/auth.server";

// Issue 44 §2: /editor/forms/:id/notification, the form builder's e-mail notification: who hears of
// a submission, and "Send a test". Plain POST forms (no JavaScript needed); both ask `forms.edit`,
// as the builder's save does (the settings are the form's, live at once).

export type NotificationNotice = "saved" | "test" | null;

async function formOf(db: Parameters<typeof findForm>[0], id: number) {
  const form = await findForm(db, id);
  if (!form) throw new Response("Not found", { status: 404 });
  const parsed = parseFormContent(form.content);
  const fields: FieldDefinition[] = "fields" in parsed ? parsed.fields : [];
  return { form, fields };
}

/** The fields a subject may name ({{name}}) and the e-mail fields a reply may go to. */
function fieldChoices(fields: FieldDefinition[]) {
  const valueFields = fields.filter((f) => VALUE_FIELD_TYPES.includes(f.fieldType) && f.name.trim());
  return {
    placeholders: [...valueFields.map((f) => f.name.trim()), "form"],
    emailFields: valueFields.filter(isEmailField).map((f) => ({ name: f.name.trim(), label: f.label.trim() || f.name.trim() })),
  };
}

export async function loadNotification({ request, params, context: { db } }: LoaderFunctionArgs) {
  const id = formIdParam(params.id);
  const editor = await requireRight({ request, db }, "forms.edit", {}, { kind: "form", id });
  const { form, fields } = await formOf(db, id);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const notice: NotificationNotice = done === "saved" || done === "test" ? done : null;
  const testMail = /^\d{1,18}$/.test(url.searchParams.get("mail") ?? "") ? url.searchParams.get("mail") : null;
  const documentTitle = editorScreenTitle(request, (t) => t("mailSettings.title", { title: form.title }));
  return data(
    {
      form: { id, title: form.title },
      settings: form.notification,
      ...fieldChoices(fields),
      editorEmail: editor.email,
      serverConfigured: Boolean(getConfig().smtpUrl),
      notice,
      testMail,
      documentTitle,
    },
    { headers: NO_STORE },
  );
}

/**
 * POST /editor/forms/:id/notification:
 * - `_action=save`: the settings (notificationFormSchema; the reply-to must be one of the form's
 *   e-mail fields). Errors come back beside the fields with the typed values.
 * - `_action=test`: a sample of the notification to the signed-in editor only, through the outbox.
 */
export async function notificationAction({ request, params, context: { db } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const id = formIdParam(params.id);
  const editor = await requireEditor(request);
  await assertRight({ request, db }, editor, "forms.edit", {}, { kind: "form", id });
  const body = await readFormData(request);
  const intent = String(body.get("_action") ?? "");
  const { form, fields } = await formOf(db, id);
  if (intent === "save") {
    const submission = parseWithZod(body, { schema: notificationFormSchema, errorMap: editorErrorMap });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
    const settings = settingsOf(submission.value);
    if (settings.replyToField && !fieldChoices(fields).emailFields.some((f) => f.name === settings.replyToField)) {
      return data({ result: submission.reply({ fieldErrors: { replyToField: ["mailSettings.errors.notEmailField"] } }) }, { status: 400, headers: NO_STORE });
    }
    await saveNotificationSettings(db, id, settings);
    await recordAudit(db, { user: editor, action: "form.notification", target: { kind: "form", id, label: form.title }, detail: { enabled: settings.enabled, to: settings.to.length, cc: settings.cc.length, bcc: settings.bcc.length } });
    return redirect(`/editor/forms/${id}/notification?done=saved`, 303);
  }
  if (intent === "test") {
    const message = testMessage({ id, title: form.title, fields }, form.notification, editor.email, editorScreenLocaleOf(request), getConfig().publicUrl);
    const queued = await db.transaction().execute((trx) => enqueueMail(trx, message));
    mailQueued();
    return redirect(`/editor/forms/${id}/notification?done=test&mail=${queued.id}`, 303);
  }
  return new Response("Unknown action", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
