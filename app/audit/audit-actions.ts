/**
 * What the audit log records (issue 25); client-safe. Labels: locales/<locale>/editor.json
 * `audit.actions.<key>` (dots become underscores there).
 */
export const AUDIT_ACTIONS = [
  "signIn",
  "signInFailed",
  "signOut",
  "page.create",
  "page.move",
  "page.delete",
  "page.saveModule",
  "page.moveModule",
  "page.removeModule",
  "page.copyModule",
  "page.publish",
  "page.unpublish",
  "page.discardDraft",
  "page.restore",
  "page.undo",
  "page.redo",
  "page.settings",
  "page.socialImage",
  "page.schedule",
  "page.cancelSchedule",
  "page.scheduledPublish",
  "page.scheduledUnpublish",
  "page.previewCreate",
  "page.previewRevoke",
  "content.save",
  "content.publish",
  "content.unpublish",
  "content.delete",
  "content.import",
  "content.discard",
  "content.restore",
  "content.undo",
  "content.redo",
  "content.schedule",
  "content.cancelSchedule",
  "content.scheduledPublish",
  "content.scheduledUnpublish",
  "content.previewCreate",
  "content.previewRevoke",
  "form.save",
  "form.delete",
  "form.export",
  /** Issue 43: who may read a form's submissions changed; and one submission deleted. */
  "form.readers",
  "form.submissionDelete",
  /** Issue 44: a form's notification settings saved; a message sent again from the e-mail log. */
  "form.notification",
  "mail.resend",
  "media.upload",
  "media.update",
  "media.replace",
  "media.delete",
  "navigation.change",
  "redirect.add",
  "redirect.delete",
  "user.create",
  "user.update",
  "user.deactivate",
  "user.reactivate",
  "user.linkCreate",
  "account.update",
  "account.password",
  /** Issue 45: review before publish (submitted, withdrawn, a comment or answer, a decision), the sections requiring it, an account's notices. */
  "review.submit",
  "review.withdraw",
  "review.comment",
  "review.requestChanges",
  "review.approve",
  "review.settings",
  "account.reviewMail",
  /** An editor path the account's role or scope does not allow (issue 43): nothing was written. */
  "refused",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The i18n key of an action's label. */
export const auditActionKey = (action: string) => `audit.actions.${action.replace(/\./g, "_")}`;

export type AuditTargetKind = "page" | "content" | "form" | "media" | "user" | "navigation" | "redirect";

/** One entry as the audit screen shows it. */
export type AuditRow = {
  id: string;
  at: string;
  actor: string;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  targetLabel: string | null;
  detail: Record<string, unknown> | null;
};
