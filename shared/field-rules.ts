// The rules of SPEC §3.3/§5.1 that the public form needs in the browser. No zod here: this file is
// part of every visitor's page bundle (the plain form), while zod loads only with the enhanced form.

export const FIELD_TYPES = [
  "Title",
  "SelectList",
  "TextInput",
  "LongTextInput",
  "Checkbox",
  "Button",
  "RadioButton",
  "Slider",
  "DatePicker",
  "Hidden",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * One field of a custom form (SPEC §3.3), as `fieldDefinitionSchema` in form-definition.ts parses
 * it. Declared here, without zod, so that these rules need nothing from form-definition.ts (which
 * imports them); form-definition.ts checks at compile time that its schema gives exactly this type.
 */
export type FieldDefinition = {
  id: string;
  fieldType: FieldType;
  name: string;
  label: string;
  placeholder: string;
  isPlaceholderVisible: boolean;
  helpBlockText: string;
  isHelpBlockVisible: boolean;
  isRequired: boolean;
  isUnique: boolean;
  isConditional: boolean;
  conditionalName: string;
  conditionalValue: string;
  options?: { optionLabel: string; optionValue: string }[];
  buttonText?: string;
  minValue?: number;
  maxValue?: number;
  defaultValue?: string;
};

/** Field types that carry a submitted value (Title and Button do not). */
export const VALUE_FIELD_TYPES: readonly FieldType[] = ["SelectList", "TextInput", "LongTextInput", "Checkbox", "RadioButton", "Slider", "DatePicker", "Hidden"];
export const OPTION_FIELD_TYPES: readonly FieldType[] = ["SelectList", "Checkbox", "RadioButton"];

export const SLIDER_DEFAULTS = { minValue: 1, maxValue: 1000, step: 1 } as const;
export const DEFAULT_OPTIONS = [
  { optionLabel: "Option 1", optionValue: "Option 1" },
  { optionLabel: "Option 2", optionValue: "Option 2" },
];

/** Longest accepted value per field type (characters). */
export const MAX_LENGTH: Record<string, number> = { TextInput: 500, LongTextInput: 5000, Hidden: 1000 };

/** Error codes of a submission; the form shows them translated (modules: customForms.errors.*). */
export const SUBMISSION_ERRORS = ["required", "tooLong", "invalidOption", "invalidDate", "invalidEmail", "invalidRange", "notUnique"] as const;
export type SubmissionError = (typeof SUBMISSION_ERRORS)[number];

/** Field names that ask for an e-mail address ("email", "E-Mail", "work_email"…). */
export const EMAIL_FIELD_NAME = /e-?mail/i;

/** A text field for an e-mail address: the builder knows only field names, so its name says so. */
export const isEmailField = (field: FieldDefinition) => field.fieldType === "TextInput" && EMAIL_FIELD_NAME.test(field.name);

/** The allowed values of a conditional field: semicolon-separated, trimmed, empty ones ignored. */
export function conditionalValues(field: FieldDefinition): string[] {
  return field.conditionalValue.split(";").map((v) => v.trim()).filter(Boolean);
}

/** SPEC §5.1: a conditional field shows only when its controlling field's value is one of the allowed values. */
export function isFieldVisible(field: FieldDefinition, values: Record<string, string | undefined>): boolean {
  if (!field.isConditional || !field.conditionalName) return true;
  const current = values[field.conditionalName] ?? "";
  // A checkbox group's value is "a, b": any chosen value may open the field.
  const chosen = current.split(", ").map((v) => v.trim());
  return conditionalValues(field).some((allowed) => chosen.includes(allowed));
}

/** SPEC §5.1: select options de-duplicated (by value, first label wins). */
export function uniqueOptions(field: FieldDefinition): { optionLabel: string; optionValue: string }[] {
  const seen = new Set<string>();
  const result: { optionLabel: string; optionValue: string }[] = [];
  for (const option of field.options ?? []) {
    const value = option.optionValue || option.optionLabel;
    if (!value || seen.has(value)) continue;
    seen.add(value);
    result.push({ optionLabel: option.optionLabel || value, optionValue: value });
  }
  return result;
}

export function sliderRange(field: FieldDefinition): { min: number; max: number; step: number } {
  const min = field.minValue ?? SLIDER_DEFAULTS.minValue;
  const max = field.maxValue ?? SLIDER_DEFAULTS.maxValue;
  return min < max ? { min, max, step: SLIDER_DEFAULTS.step } : { min: SLIDER_DEFAULTS.minValue, max: SLIDER_DEFAULTS.maxValue, step: SLIDER_DEFAULTS.step };
}

/** A slider value 'min-max' split into its bounds (null when it is not such a value). */
export function splitSliderValue(value: string | undefined): { min: string; max: string } | null {
  const match = /^(-?\d*)-(-?\d*)$/.exec(value ?? "");
  return match ? { min: match[1], max: match[2] } : null;
}

/** SPEC §7: the tag-manager name of a form, its title lowercased and hyphenated. */
export function trackingName(title: string): string {
  return title.trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
}
