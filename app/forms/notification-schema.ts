import { z } from "zod";
import { isMailAddress, splitAddresses } from "~/mail/address";

// Issue 44 §2: a form's notification settings, one zod schema for the settings form on the client
// (conform) and on the server (the authority), and the shape stored in forms.notification.
// Messages are i18n keys (`mailSettings.errors.*`) or validation-messages.ts's English texts,
// translated where they are shown. Recipients are typed by editors only: a visitor's answer can
// only become the Reply-To (an e-mail field of the form chosen here), never a recipient.

export const MAX_RECIPIENTS = 20;
export const SUBJECT_MAX = 300;

export type NotificationSettings = {
  enabled: boolean;
  to: string[];
  cc: string[];
  bcc: string[];
  /** The name of the form's e-mail field whose answer is the Reply-To; "" for none. */
  replyToField: string;
  /** The subject, with {{field}} placeholders; "" for the default ("New submission: <form>"). */
  subject: string;
  /** A confirmation to the visitor (at the reply-to field's address), in the visitor's locale. */
  confirmation: boolean;
};

export const NOTIFICATION_OFF: NotificationSettings = { enabled: false, to: [], cc: [], bcc: [], replyToField: "", subject: "", confirmation: false };

const addressList = z
  .string()
  .max(5000)
  .optional()
  .refine((text) => splitAddresses(text).every(isMailAddress), { message: "mailSettings.errors.address" })
  .refine((text) => splitAddresses(text).length <= MAX_RECIPIENTS, { message: "mailSettings.errors.tooMany" });

/** The settings form (checkboxes post "on"). */
export const notificationFormSchema = z
  .object({
    enabled: z.literal("on").optional(),
    to: addressList,
    cc: addressList,
    bcc: addressList,
    replyToField: z.string().max(100).optional(),
    subject: z.string().max(SUBJECT_MAX).optional(),
    confirmation: z.literal("on").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.enabled === "on" && splitAddresses(value.to).length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["to"], message: "mailSettings.errors.toRequired" });
    if (value.confirmation === "on" && !value.replyToField) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["replyToField"], message: "mailSettings.errors.confirmationNeedsField" });
  });
export type NotificationFormInput = z.infer<typeof notificationFormSchema>;

/** What the settings form saves. */
export function settingsOf(input: NotificationFormInput): NotificationSettings {
  return {
    enabled: input.enabled === "on",
    to: splitAddresses(input.to),
    cc: splitAddresses(input.cc),
    bcc: splitAddresses(input.bcc),
    replyToField: (input.replyToField ?? "").trim(),
    subject: (input.subject ?? "").trim(),
    confirmation: input.confirmation === "on",
  };
}

/** The form's initial values for stored settings. */
export function formDefaultsOf(settings: NotificationSettings) {
  return {
    enabled: settings.enabled ? "on" : undefined,
    to: settings.to.join("\n"),
    cc: settings.cc.join("\n"),
    bcc: settings.bcc.join("\n"),
    replyToField: settings.replyToField,
    subject: settings.subject,
    confirmation: settings.confirmation ? "on" : undefined,
  };
}

const storedSchema = z.object({
  enabled: z.boolean().catch(false),
  to: z.array(z.string()).catch([]),
  cc: z.array(z.string()).catch([]),
  bcc: z.array(z.string()).catch([]),
  replyToField: z.string().catch(""),
  subject: z.string().catch(""),
  confirmation: z.boolean().catch(false),
});

/** The stored JSON (forms.notification) as settings; anything unreadable is "off". */
export function parseNotificationSettings(raw: unknown): NotificationSettings {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return NOTIFICATION_OFF;
    }
  }
  if (!value || typeof value !== "object") return NOTIFICATION_OFF;
  const parsed = storedSchema.safeParse({ ...NOTIFICATION_OFF, ...value });
  if (!parsed.success) return NOTIFICATION_OFF;
  // Stored addresses are checked again: a row written by other code never adds a recipient that is not one.
  const ok = (list: string[]) => list.filter(isMailAddress).slice(0, MAX_RECIPIENTS);
  return { ...parsed.data, to: ok(parsed.data.to), cc: ok(parsed.data.cc), bcc: ok(parsed.data.bcc) };
}

/** Replaces {{field}} (a field's name, spaces allowed inside the braces) with its answer; unknown ones with "". */
export function fillPlaceholders(template: string, values: Record<string, string>, extra: Record<string, string> = {}): string {
  return template.replace(/\{\{\s*([^{}]{1,100}?)\s*\}\}/g, (_, name: string) => (Object.hasOwn(values, name) ? values[name] : Object.hasOwn(extra, name) ? extra[name] : ""));
}
