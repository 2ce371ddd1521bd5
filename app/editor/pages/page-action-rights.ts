import type { Action } from "~/auth/rights";
import type { Locale } from "~/i18n/locales";

/**
 * The right each page-builder action (`_action` of POST /editor/pages/:pageId) needs, and the
 * locale it touches: texts in the page's locale; layout, structure and the English source in
 * English, which all locales share. Every intent `runPageAction` knows is here (a test checks),
 * so a new one cannot skip the gate.
 */
export const PAGE_INTENT_RIGHTS = {
  editPage: "page.editText",
  saveModule: "page.editText", // an existing module outside English; see pageActionRight
  moveUp: "page.structure",
  moveDown: "page.structure",
  removeModule: "page.structure",
  copyModule: "page.structure",
  publishPage: "page.publish",
  unpublishPage: "page.publish",
  schedulePage: "page.publish",
  cancelSchedule: "page.publish",
  discardDraft: "page.draft",
  restoreRevision: "page.draft",
  undo: "page.draft",
  redo: "page.draft",
  saveSettings: "page.settings",
  setSocialImage: "page.settings",
  createPreview: "page.preview",
  revokePreview: "page.preview",
} as const satisfies Record<string, Action>;

export type PageIntent = keyof typeof PAGE_INTENT_RIGHTS;

const STRUCTURE_IN_ENGLISH: ReadonlySet<Action> = new Set(["page.structure", "page.editLayout"]);

/** The right and locale an action needs; null for an unknown intent (runPageAction refuses it). */
export function pageActionRight(intent: string, form: FormData, locale: Locale): { action: Action; locale: Locale } | null {
  if (!Object.prototype.hasOwnProperty.call(PAGE_INTENT_RIGHTS, intent)) return null;
  let action: Action = PAGE_INTENT_RIGHTS[intent as PageIntent];
  if (intent === "saveModule") {
    // A new module is structure; an English save sets the layout and the source texts. Outside
    // English a save keeps the shared layout as stored (runPageAction), so it changes texts only.
    if (!String(form.get("moduleId") ?? "")) action = "page.structure";
    else if (locale === "en") action = "page.editLayout";
  }
  return { action, locale: STRUCTURE_IN_ENGLISH.has(action) ? "en" : locale };
}
