import { z } from "zod";
import { emptyToUndefined, optionalImageSchema, selectedRowSchema } from "~/modules/common-schema";
import type { EditorField } from "~/modules/editor-types";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";

export const SLUG_MAX = 120;

/** A detail page's slug: lower-case letters, digits and single hyphens. */
export const slugField = z
  .string()
  .trim()
  .max(SLUG_MAX)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: validationMessage("slugFormat") });

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date (and time) in the given format, read as UTC ("2026-02-30" is refused). */
function isDate(value: string, pattern: RegExp): boolean {
  if (!pattern.test(value)) return false;
  const parsed = utcDate(value);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value.slice(0, 10);
}

/** `YYYY-MM-DDTHH:MM` (an `<input type="datetime-local">`, read as UTC) or `YYYY-MM-DD`. */
export const dateTimeField = z
  .string()
  .trim()
  .refine((value) => isDate(value, DATE_TIME), { message: validationMessage("dateFormat") });

export const dateField = z
  .string()
  .trim()
  .refine((value) => isDate(value, DATE), { message: validationMessage("dateFormat") });

/** Body text: sanitized HTML, at most 200,000 characters (a 2 MB paste is refused, not cut). */
export const BODY_MAX = 200_000;

/** A library reference as the reference field posts it (`data.image.id`); an untouched one is none. */
export const mediaRefField = optionalImageSchema;

/** A chosen row of a singleSelect picker (`data.product.id`); "None" (an empty id) is none. */
export const optionalRowField = z.preprocess(emptyToUndefined, selectedRowSchema.optional());

/** An English-only timestamp from a form value (UTC). */
export function utcDate(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00Z` : `${value}Z`);
}

/** A timestamp as the datetime-local field shows it (UTC, to the minute). */
export function dateTimeValue(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 16);
}

/*
 * The article kinds (news and career news, blog, events, employee stories) share one frame: a title
 * and a slug of each locale first, a summary and a rich-text body last, and title, summary and
 * body translated. Each kind spreads these and puts its own fields between the two parts.
 */

/** The article kinds' title field, slugs and translated texts. */
export const ARTICLE_KIND: Pick<ContentKindForm, "titleField" | "slug" | "localSlugs" | "translated"> = {
  titleField: "title",
  slug: true,
  localSlugs: true,
  translated: ["title", "summary", "body"],
};

/** What an article starts with: its title and slug. */
export const articleTitleShape = {
  title: z.string().trim().min(1).max(200),
  slug: slugField.optional(),
};

/** What an article ends with: its summary and body. */
export const articleTextShape = {
  summary: z.string().trim().max(600).optional(),
  body: z.string().max(BODY_MAX).optional(),
};

/** The editor fields of articleTitleShape. */
export const ARTICLE_TITLE_FIELDS: EditorField[] = [
  { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
  { name: "slug", label: "Slug", kind: "text", maxLength: SLUG_MAX },
];

/** The editor fields of articleTextShape. */
export const ARTICLE_TEXT_FIELDS: EditorField[] = [
  { name: "summary", label: "Summary", kind: "textarea", maxLength: 600 },
  { name: "body", label: "Text", kind: "richText", maxLength: BODY_MAX },
];
