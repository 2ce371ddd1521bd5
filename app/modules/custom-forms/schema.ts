import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// CUSTOM_FORMS: a form built in the form builder (SPEC §3.3), shown on the page or behind a button
// that opens it in a dialog (SPEC §1 form button).

/** The picker may send the chosen row ({ id }) or its id as text; the module stores the number. */
function formIdOf(value: unknown): unknown {
  const raw = value && typeof value === "object" && !Array.isArray(value) ? (value as { id?: unknown }).id : value;
  if (raw === undefined || raw === null || raw === "") return undefined;
  if (typeof raw === "string" && /^\d{1,9}$/.test(raw.trim())) return Number(raw.trim());
  return raw;
}

export const FORM_DISPLAYS = ["inline", "button"] as const;

export const customFormsSchema = z.object({
  formId: z.preprocess(
    formIdOf,
    z.number({ required_error: "This field is required", invalid_type_error: "This field is required" }).int().positive("This field is required"),
  ),
  display: z.enum(FORM_DISPLAYS).catch("inline").default("inline"),
  /** The button's text when the form opens in a dialog (the form's title when empty). */
  buttonLabel: z.string().trim().max(50).optional(),
});
export type CustomFormsData = z.infer<typeof customFormsSchema>;

export const customForms = { schema: customFormsSchema } satisfies ModuleSchema;
