import { z } from "zod";
import type { ModuleEditorConfig } from "~/modules/editor-types";

/** The content kinds editors administer at /editor/content (issue 23), in the order they are listed. */
export const CONTENT_KIND_KEYS = ["news", "careerNews", "blog", "events", "jobs", "stories", "team", "products", "series", "categories", "downloads", "inventory", "faq", "partners", "representatives", "offices"] as const;
export type ContentKindKey = (typeof CONTENT_KIND_KEYS)[number];

export function isContentKind(value: string | undefined): value is ContentKindKey {
  return (CONTENT_KIND_KEYS as readonly string[]).includes(value ?? "");
}

/**
 * One content kind's form (client-safe: the same on the client and the server). `editor` describes
 * the fields in the page builder's terms (rendered by FieldWidget under `data.`); `shape` (with
 * `check`) validates an English submission, and its `translated` fields alone (all optional: an empty one falls back
 * to English) check a submission in another locale.
 */
export type ContentKindForm = {
  key: ContentKindKey;
  editor: ModuleEditorConfig;
  shape: z.ZodRawShape;
  /** Checks across fields of an English submission (e.g. a workload range in order). */
  check?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /** Fields stored per locale (content jsonb); every other field is structure, English only. */
  translated: readonly string[];
  /** The translated field whose English value names the item (lists, slug suggestion). */
  titleField: string;
  /** Whether the item has a slug (its detail page's address), made from the title until edited. */
  slug: boolean;
  /** The field the slug is made from when it is left empty (default: the title field). */
  slugSource?: string;
  /**
   * Whether each locale has a slug of its own (the item's detail address there; ADR 057): edited
   * beside the texts of a translation, empty for the English one.
   */
  localSlugs?: boolean;
};

/** The fields a translation edits: the translated texts and, where the kind has one per locale, the slug. */
export function translationFields(form: ContentKindForm): readonly string[] {
  return form.localSlugs ? [...form.translated, "slug"] : form.translated;
}

/**
 * The field a translation's slug is made from while it is left empty: the one the English slug is
 * made from, when it is translated. Null when it is not (a product's slug comes from its model
 * name, the same in every language): an empty slug there is the English one (ADR 057).
 */
export function localSlugSource(form: ContentKindForm): string | null {
  const source = form.slugSource ?? form.titleField;
  return form.localSlugs && form.translated.includes(source) ? source : null;
}

/** The form's schema in a locale: every field in English, the translated ones (all optional) elsewhere. */
export function contentFormSchema(form: ContentKindForm, english: boolean) {
  if (!english) {
    const picked = Object.fromEntries(translationFields(form).map((name) => [name, form.shape[name]]));
    return z.object(picked).partial();
  }
  const schema = z.object(form.shape);
  return form.check ? schema.superRefine((value, ctx) => form.check?.(value, ctx)) : schema;
}

/** What the form posts: the fields under `data.` (conform names), checked the same on both sides. */
export function contentSubmissionSchema(form: ContentKindForm, english: boolean) {
  return z.object({ data: contentFormSchema(form, english) });
}
