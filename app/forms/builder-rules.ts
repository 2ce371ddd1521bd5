import { z } from "zod";
import { additionalButtonSchema, fieldDefinitionSchema, VALUE_FIELD_TYPES, type AdditionalButton, type FieldDefinition } from "./form-definition";

// SPEC §5.2: the form builder's rules, checked in the builder and again by createForm/updateForm.

export const BUILDER_MESSAGES = {
  titleRequired: "This field is required",
  namesUnique: "Fields names must be unique",
  nameRequired: "This field is required",
  minValue: "Min value is required and must be less than Max value",
  maxValue: "Max value is required and must be greater than Min value",
  buttonLabel: "This field is required",
  buttonAction: "This field is required",
} as const;
export type BuilderMessage = (typeof BUILDER_MESSAGES)[keyof typeof BUILDER_MESSAGES];

export type BuilderErrors = {
  title?: BuilderMessage;
  /** By field id, then property. */
  fields: Record<string, Partial<Record<"name" | "minValue" | "maxValue", BuilderMessage>>>;
  /** By additional button id. */
  buttons: Record<string, Partial<Record<"label" | "action", BuilderMessage>>>;
  /** The form has no fields. */
  noFields?: boolean;
  /**
   * The forwarding address, checked by the server only (it resolves the host name): not an
   * http(s) URL, a loopback/private/link-local/multicast/reserved address, or a name that does
   * not resolve (app/forms/forward-target.server.ts).
   */
  actionUrl?: ActionUrlProblem;
};

export type ActionUrlProblem = "invalid" | "privateAddress" | "unresolvable";

export function hasBuilderErrors(errors: BuilderErrors): boolean {
  return Boolean(errors.title || errors.noFields || errors.actionUrl || Object.keys(errors.fields).length || Object.keys(errors.buttons).length);
}

export function checkBuilderForm(form: { title: string; fields: FieldDefinition[]; additionalButtons: AdditionalButton[] }): BuilderErrors {
  const errors: BuilderErrors = { fields: {}, buttons: {} };
  if (!form.title.trim()) errors.title = BUILDER_MESSAGES.titleRequired;
  if (form.fields.length === 0) errors.noFields = true;
  const named = form.fields.filter((f) => VALUE_FIELD_TYPES.includes(f.fieldType));
  const counts = new Map<string, number>();
  for (const field of named) counts.set(field.name.trim(), (counts.get(field.name.trim()) ?? 0) + 1);
  for (const field of named) {
    const fieldErrors: BuilderErrors["fields"][string] = {};
    const name = field.name.trim();
    if (!name) fieldErrors.name = BUILDER_MESSAGES.nameRequired;
    else if ((counts.get(name) ?? 0) > 1) fieldErrors.name = BUILDER_MESSAGES.namesUnique;
    if (field.fieldType === "Slider") {
      const { minValue: min, maxValue: max } = field;
      const bothSet = typeof min === "number" && Number.isFinite(min) && typeof max === "number" && Number.isFinite(max);
      if (!bothSet || min >= max) {
        if (typeof min !== "number" || !Number.isFinite(min) || (bothSet && min >= max)) fieldErrors.minValue = BUILDER_MESSAGES.minValue;
        if (typeof max !== "number" || !Number.isFinite(max) || (bothSet && min >= max)) fieldErrors.maxValue = BUILDER_MESSAGES.maxValue;
      }
    }
    if (Object.keys(fieldErrors).length) errors.fields[field.id] = fieldErrors;
  }
  for (const button of form.additionalButtons) {
    const buttonErrors: BuilderErrors["buttons"][string] = {};
    if (!button.label.trim()) buttonErrors.label = BUILDER_MESSAGES.buttonLabel;
    if (!button.action.trim()) buttonErrors.action = BUILDER_MESSAGES.buttonAction;
    if (Object.keys(buttonErrors).length) errors.buttons[button.id] = buttonErrors;
  }
  return errors;
}

/** createForm / updateForm payload (SPEC §7: title, content JSON; plus the form's settings). */
export const saveFormSchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().max(200),
  content: z.array(fieldDefinitionSchema).max(200),
  destination: z.string().max(320).default(""),
  actionUrl: z.string().max(2000).refine((v) => v === "" || /^https?:\/\//i.test(v), "Enter an http(s) address").default(""),
  successUrl: z.string().max(2000).default(""),
  additionalButtons: z.array(additionalButtonSchema).max(10).default([]),
});
export type SaveFormInput = z.infer<typeof saveFormSchema>;
