import { z } from "zod";
import type { EditorField, EditorGroup, ModuleEditorConfig } from "./editor-types";

/** What the editor shows of a field's rules (asterisk, counter, list cap): read from its zod schema. */
export type FieldLimits = Pick<EditorField, "required" | "maxLength" | "maxItems" | "minItems">;

/** The schema under its wrappers (defaults, optional, preprocess, refinements), where the checks are. */
function core(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return core(schema.unwrap());
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodCatch) return core(schema._def.innerType);
  if (schema instanceof z.ZodEffects) return core(schema.innerType());
  if (schema instanceof z.ZodPipeline) return core(schema._def.in);
  return schema;
}

function shapeOf(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> {
  const inner = core(schema);
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodTypeAny>) : {};
}

/** A field is required when its schema rejects a value left out (a form's empty input). */
export function fieldLimits(schema: z.ZodTypeAny): FieldLimits {
  const inner = core(schema);
  const limits: FieldLimits = {};
  if (!schema.isOptional()) limits.required = true;
  if (inner instanceof z.ZodString && inner.maxLength !== null) limits.maxLength = inner.maxLength;
  if (inner instanceof z.ZodArray) {
    // An empty list is what a form leaves out: required when the schema wants at least one item.
    delete limits.required;
    if (inner._def.maxLength) limits.maxItems = inner._def.maxLength.value;
    if (inner._def.minLength?.value) Object.assign(limits, { required: true, minItems: inner._def.minLength.value });
  }
  return limits;
}

function withLimits(fields: readonly EditorField[], schema: z.ZodTypeAny): EditorField[] {
  const shape = shapeOf(schema);
  return fields.map((field) => {
    // A stated `required`/`minItems` is a rule the schema checks across fields (a superRefine) or a
    // choice it fills with a default; the test beside this file keeps them from repeating the schema.
    const { maxLength: _length, maxItems: _items, ...rest } = field;
    const own = shape[field.name];
    if (!own) return rest;
    const item = field.item && { ...field.item, fields: withLimits(field.item.fields, elementOf(own)) };
    return { ...rest, ...fieldLimits(own), ...(item ? { item } : {}) };
  });
}

function elementOf(schema: z.ZodTypeAny): z.ZodTypeAny {
  const inner = core(schema);
  return inner instanceof z.ZodArray ? inner.element : inner;
}

/** The editor config with each field's limits taken from the module's data schema (ADR 051). */
export function withSchemaLimits(config: ModuleEditorConfig, schema: z.ZodTypeAny): ModuleEditorConfig {
  return { ...config, groups: config.groups.map((group): EditorGroup => ({ ...group, fields: withLimits(group.fields, schema) })) };
}
