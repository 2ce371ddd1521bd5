import { can, type Account, type Action } from "~/auth/rights";
import { LOCALES, type Locale } from "~/i18n/locales";
import { UPLOAD_FIELD_PREFIX } from "../fields/upload-field-name";
import { translationFields, type ContentKindKey } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";

/**
 * The right each content item post (`intent` of POST /editor/content/:kind/new and /:kind/:id)
 * needs (issue 43). Every intent contentItemAction and contentSafetyAction handle is here (a test
 * checks), so a new one cannot skip the gate. The section is always the item's kind.
 *
 * - `save` (and `openPicker`, the no-JavaScript picker of the same form): the texts of a
 *   translation ask `content.editText` in its locale; an English save, or a translation post that
 *   carries any field that is not a translated text (structure: dates, images, relations, class,
 *   the English slug) or an image upload, asks `content.edit` in English: refused whole. A new
 *   item asks `content.create` (always English).
 * - `publish` asks the save's right and `content.publish` in the form's locale.
 * - `unpublish` and `delete` take the item off every language: asked in English.
 * - Schedules and preview links are `content.publish` (a preview link shows an unpublished draft
 *   to anyone holding it): in the form's locale, "Unpublish at…" in English.
 * - `discard`, `restore`, `undo`, `redo` rewrite the whole draft: `content.edit` in English.
 */
export const CONTENT_INTENT_RIGHTS = {
  save: "content.editText", // see contentActionRights: English, structure, uploads → content.edit; new → content.create
  openPicker: "content.editText", // as save
  publish: "content.publish", // and the save's right
  unpublish: "content.publish",
  delete: "content.delete",
  schedule: "content.publish",
  cancelSchedule: "content.publish",
  createPreview: "content.publish",
  revokePreview: "content.publish",
  discard: "content.edit",
  restore: "content.edit",
  undo: "content.edit",
  redo: "content.edit",
} as const satisfies Record<string, Action>;

export type ContentIntent = keyof typeof CONTENT_INTENT_RIGHTS;

export type ContentAsk = { action: Action; locale: Locale };

/** A posted field's name under `data.` (conform's `data.image.id`, `data.tags[0]` → image, tags). */
function fieldOf(name: string): string | null {
  if (!name.startsWith("data.")) return null;
  return name.slice("data.".length).split(/[.[]/)[0];
}

/** What a save of this form changes: texts of one translation only, or English and structure. */
export function contentSaveAsk(kind: ContentKindKey, id: number | null, locale: Locale, body: FormData): ContentAsk {
  if (id === null) return { action: "content.create", locale: "en" };
  if (locale === "en") return { action: "content.edit", locale: "en" };
  const translated = new Set(translationFields(CONTENT_KIND_FORMS[kind]));
  for (const name of body.keys()) {
    if (name.startsWith(UPLOAD_FIELD_PREFIX)) return { action: "content.edit", locale: "en" };
    const field = fieldOf(name);
    if (field !== null && !translated.has(field)) return { action: "content.edit", locale: "en" };
  }
  return { action: "content.editText", locale };
}

/** The rights (each with its locale) a post needs; null for an intent no handler knows (refused as a bad request). */
export function contentActionRights(intent: string, body: FormData, { kind, id, locale }: { kind: ContentKindKey; id: number | null; locale: Locale }): ContentAsk[] | null {
  if (!Object.prototype.hasOwnProperty.call(CONTENT_INTENT_RIGHTS, intent)) return null;
  const action: Action = CONTENT_INTENT_RIGHTS[intent as ContentIntent];
  switch (intent as ContentIntent) {
    case "save":
    case "openPicker":
      return [contentSaveAsk(kind, id, locale, body)];
    case "publish":
      return [contentSaveAsk(kind, id, locale, body), { action, locale: id === null ? "en" : locale }];
    case "schedule":
      return [{ action, locale: body.get("action") === "unpublish" ? "en" : locale }];
    case "cancelSchedule":
      return [{ action, locale: body.get("scheduleAction") === "unpublish" ? "en" : locale }];
    case "createPreview":
    case "revokePreview":
      return [{ action, locale }];
    default:
      return [{ action, locale: "en" }];
  }
}

/**
 * The locale an account opens a kind in: English when it may edit the English item, else the
 * first language it may translate (a German translator lands on the German texts). Null when it
 * may open the kind in no language.
 */
export function contentViewLocale(account: Account, kind: string): Locale | null {
  return LOCALES.find((locale) => can(account, "content.editText", { kind, locale }).ok) ?? null;
}

/** The locale to name in a refusal when an account may open a kind in no language. */
export function refusedViewLocale(account: Account): Locale {
  const own = account.locales ?? LOCALES;
  return (account.role === "translator" ? own.find((l) => l !== "en") : own[0]) ?? "en";
}
