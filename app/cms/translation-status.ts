/**
 * Translation status per module (issue 25); client-safe. For each locale but English a module's
 * content is missing (visitors see the English), current, or outdated (English changed after
 * the translation was saved).
 */
export type TranslationState = "missing" | "current" | "outdated";

export type TranslationStatus = {
  /** module id → locale → state (non-English locales of the site only). */
  byModule: Record<string, Record<string, TranslationState>>;
  /** locale → counts, for the page summary ("de: 3 outdated, 1 missing"). */
  summary: Record<string, { missing: number; outdated: number }>;
};
