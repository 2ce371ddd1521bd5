import { z } from "zod";

// SPEC §3.3: a custom form's field definitions. Client-safe (the builder and the public form use it).

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

/** Field types that carry a submitted value (Title and Button do not). */
export const VALUE_FIELD_TYPES: readonly FieldType[] = ["SelectList", "TextInput", "LongTextInput", "Checkbox", "RadioButton", "Slider", "DatePicker", "Hidden"];
export const OPTION_FIELD_TYPES: readonly FieldType[] = ["SelectList", "Checkbox", "RadioButton"];

export const SLIDER_DEFAULTS = { minValue: 1, maxValue: 1000, step: 1 } as const;
export const DEFAULT_OPTIONS = [
  { optionLabel: "Option 1", optionValue: "Option 1" },
  { optionLabel: "Option 2", optionValue: "Option 2" },
];

export const optionSchema = z.object({
  optionLabel: z.string().max(200).default(""),
  optionValue: z.string().max(200).default(""),
});

export const fieldDefinitionSchema = z.object({
  id: z.string().min(1).max(100),
  fieldType: z.enum(FIELD_TYPES),
  name: z.string().max(100).default(""),
  label: z.string().max(500).default(""),
  placeholder: z.string().max(200).default(""),
  isPlaceholderVisible: z.boolean().default(false),
  helpBlockText: z.string().max(1000).default(""),
  isHelpBlockVisible: z.boolean().default(false),
  isRequired: z.boolean().default(false),
  isUnique: z.boolean().default(false),
  isConditional: z.boolean().default(false),
  conditionalName: z.string().max(100).default(""),
  conditionalValue: z.string().max(1000).default(""),
  options: z.array(optionSchema).max(200).optional(),
  buttonText: z.string().max(100).optional(),
  minValue: z.number().optional(),
  maxValue: z.number().optional(),
  defaultValue: z.string().max(1000).optional(),
});
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;

export const additionalButtonSchema = z.object({
  id: z.string().min(1).max(100),
  label: z.string().max(100),
  action: z.string().max(2000),
});
export type AdditionalButton = z.infer<typeof additionalButtonSchema>;

/** What a public page needs to render and check a form (SPEC §3.3 Form). */
export type PublicForm = {
  id: number;
  title: string;
  fields: FieldDefinition[];
  destination: string;
  successUrl: string;
  additionalButtons: AdditionalButton[];
};

/**
 * Parses the stored `content` JSON. Invalid JSON or definitions give `null` (SPEC §8: such a form is
 * not displayed, and the caller logs it).
 */
export function parseFormContent(content: string): { fields: FieldDefinition[] } | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch (error) {
    return { error: `invalid JSON: ${(error as Error).message}` };
  }
  const parsed = z.array(fieldDefinitionSchema).max(200).safeParse(raw);
  if (!parsed.success) return { error: `invalid field definitions: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}` };
  return { fields: parsed.data };
}

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

/** SPEC §7: the tag-manager name of a form, its title lowercased and hyphenated. */
export function trackingName(title: string): string {
  return title.trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
}
