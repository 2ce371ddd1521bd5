import { z } from "zod";
import { FIELD_TYPES, type FieldDefinition } from "./field-rules";

// SPEC §3.3: a custom form's field definitions. Client-safe (the builder and the public form use it).

// Client-safe rules without zod live in field-rules.ts (the visitor's bundle); re-exported here.
export {
  conditionalValues,
  DEFAULT_OPTIONS,
  FIELD_TYPES,
  isFieldVisible,
  OPTION_FIELD_TYPES,
  SLIDER_DEFAULTS,
  sliderRange,
  trackingName,
  uniqueOptions,
  VALUE_FIELD_TYPES,
  type FieldDefinition,
  type FieldType,
} from "./field-rules";

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
// FieldDefinition is declared in field-rules.ts (zod-free, and so no import back from there);
// tsc fails here when the schema and that type part.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type _SchemaGivesFieldDefinition = Holds<Same<z.infer<typeof fieldDefinitionSchema>, FieldDefinition>>;

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
