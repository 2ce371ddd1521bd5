import { z } from "zod";
import { emptyToUndefined, optionalImageSchema, selectedRowSchema } from "~/modules/common-schema";
import { validationMessage } from "../../validation-messages";

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
