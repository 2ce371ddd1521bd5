import { DEFAULT_OPTIONS, OPTION_FIELD_TYPES, SLIDER_DEFAULTS, type FieldDefinition, type FieldType } from "~/forms/form-definition";
import { randomId } from "../../../shared/random-id";

// New and copied field definitions (SPEC §3.3, §4.4): every field gets a new id and a name no
// other field of the form has.

/** "TextInput" → "text_input": the base of a new field's name. */
export function baseName(fieldType: FieldType): string {
  return fieldType.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase();
}

/** `wanted` itself when free, else `wanted_2`, `wanted_3`, … */
export function uniqueName(wanted: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(wanted)) return wanted;
  for (let n = 2; ; n++) {
    const candidate = `${wanted}_${n}`;
    if (!names.has(candidate)) return candidate;
  }
}

/** The name of a copy: `name_copy`, then `name_copy_2`, … (a nameless field's copy stays nameless). */
export function copyName(name: string, taken: Iterable<string>): string {
  return name.trim() ? uniqueName(`${name.trim()}_copy`, taken) : "";
}

/** English default label per type; the editor changes it in the Properties tab. */
export const TYPE_LABELS: Record<FieldType, string> = {
  Title: "Title",
  SelectList: "Select list",
  TextInput: "Text input",
  LongTextInput: "Long text input",
  Checkbox: "Checkbox",
  Button: "Button",
  RadioButton: "Radio button",
  Slider: "Slider",
  DatePicker: "Date picker",
  Hidden: "Hidden",
};

export function newField(fieldType: FieldType, taken: Iterable<string>, id = randomId()): FieldDefinition {
  const field: FieldDefinition = {
    id,
    fieldType,
    name: uniqueName(baseName(fieldType), taken),
    label: TYPE_LABELS[fieldType],
    placeholder: "",
    isPlaceholderVisible: false,
    helpBlockText: "",
    isHelpBlockVisible: false,
    isRequired: false,
    isUnique: false,
    isConditional: false,
    conditionalName: "",
    conditionalValue: "",
  };
  if (OPTION_FIELD_TYPES.includes(fieldType)) field.options = DEFAULT_OPTIONS.map((o) => ({ ...o }));
  if (fieldType === "Button") field.buttonText = "Submit";
  if (fieldType === "Slider") {
    field.minValue = SLIDER_DEFAULTS.minValue;
    field.maxValue = SLIDER_DEFAULTS.maxValue;
  }
  if (fieldType === "Hidden") field.defaultValue = "";
  return field;
}

/** A copy with a new id and a new name; everything else as the original (options copied, not shared). */
export function duplicateField(field: FieldDefinition, taken: Iterable<string>, id = randomId()): FieldDefinition {
  return {
    ...field,
    id,
    name: copyName(field.name, taken),
    ...(field.options ? { options: field.options.map((o) => ({ ...o })) } : {}),
  };
}
