import { z } from "zod";
import {
  isFieldVisible,
  sliderRange,
  uniqueOptions,
  VALUE_FIELD_TYPES,
  type FieldDefinition,
} from "./form-definition";
import { isEmailField, MAX_LENGTH, type SubmissionError } from "./field-rules";

// One zod schema, built from a form's field definitions, checks a public form submission on the
// server (the authority) and in the browser (conform). Error messages are codes the form
// translates: required, tooLong, invalidOption, invalidDate, invalidEmail, invalidRange.

export { MAX_LENGTH, SUBMISSION_ERRORS, type SubmissionError } from "./field-rules";

type RawValue = unknown;

const asStrings = (value: RawValue): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).filter((v): v is string => typeof v === "string");

/**
 * Turns parsed form data (conform's shape: repeated names → arrays, `name.min` → objects) into the
 * values SPEC §5.1 sends: checkbox values joined with ', ', slider 'min-max', dates yyyy-MM-dd.
 * Names that are not fields of the form are dropped.
 */
export function normalizeSubmission(fields: FieldDefinition[], raw: Record<string, RawValue>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (!VALUE_FIELD_TYPES.includes(field.fieldType) || !field.name) continue;
    const value = raw[field.name];
    if (field.fieldType === "Checkbox") {
      const chosen = asStrings(value).map((v) => v.trim()).filter(Boolean);
      if (chosen.length) values[field.name] = [...new Set(chosen)].join(", ");
    } else if (field.fieldType === "Slider") {
      const range = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, RawValue>) : null;
      const min = asStrings(range?.min)[0]?.trim();
      const max = asStrings(range?.max)[0]?.trim();
      if (min || max) values[field.name] = `${min ?? ""}-${max ?? ""}`;
      else if (typeof value === "string" && value.trim()) values[field.name] = value.trim();
    } else if (field.fieldType === "Hidden") {
      values[field.name] = asStrings(value)[0] ?? field.defaultValue ?? "";
    } else {
      const text = asStrings(value)[0];
      if (text !== undefined && text.trim() !== "") values[field.name] = field.fieldType === "LongTextInput" ? text : text.trim();
    }
  }
  return values;
}

function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const emailAddress = z.string().email();

function checkField(field: FieldDefinition, value: string | undefined): SubmissionError | null {
  if (value === undefined || value === "") return field.isRequired ? "required" : null;
  const limit = MAX_LENGTH[field.fieldType];
  if (limit && value.length > limit) return "tooLong";
  switch (field.fieldType) {
    case "TextInput":
      return isEmailField(field) && !emailAddress.safeParse(value).success ? "invalidEmail" : null;
    case "SelectList":
    case "RadioButton": {
      return uniqueOptions(field).some((o) => o.optionValue === value) ? null : "invalidOption";
    }
    case "Checkbox": {
      const options = uniqueOptions(field).map((o) => o.optionValue);
      if (options.length === 0) return null; // a single consent checkbox
      return value.split(", ").every((v) => options.includes(v)) ? null : "invalidOption";
    }
    case "DatePicker":
      return isValidDate(value) ? null : "invalidDate";
    case "Slider": {
      const match = /^(-?\d+)-(-?\d+)$/.exec(value);
      const { min, max } = sliderRange(field);
      if (!match) return "invalidRange";
      const [low, high] = [Number(match[1]), Number(match[2])];
      return low >= min && high <= max && low <= high ? null : "invalidRange";
    }
    default:
      return null;
  }
}

/** Validates normalized values; a field hidden by its condition is never required and its value is dropped. */
export function checkSubmission(fields: FieldDefinition[], values: Record<string, string>): { values: Record<string, string>; errors: Record<string, SubmissionError> } {
  const errors: Record<string, SubmissionError> = {};
  const kept: Record<string, string> = {};
  for (const field of fields) {
    if (!VALUE_FIELD_TYPES.includes(field.fieldType) || !field.name) continue;
    if (!isFieldVisible(field, values)) continue;
    const error = checkField(field, values[field.name]);
    if (error) errors[field.name] = error;
    else if (values[field.name] !== undefined) kept[field.name] = values[field.name];
  }
  return { values: kept, errors };
}

/** The zod schema for conform (client) and the server: normalizes, then checks every field. */
export function buildSubmissionSchema(fields: FieldDefinition[]) {
  return z
    .record(z.unknown())
    .transform((raw) => normalizeSubmission(fields, raw))
    .superRefine((values, ctx) => {
      for (const [name, code] of Object.entries(checkSubmission(fields, values).errors)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: code });
      }
    })
    .transform((values) => checkSubmission(fields, values).values);
}
