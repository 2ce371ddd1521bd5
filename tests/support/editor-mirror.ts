import type { z } from "zod";
import type { EditorField, ModuleEditorConfig } from "~/modules/editor-types";
import { schemaErrors } from "./schema-errors";

type Path = (string | number)[];

function withValue(root: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let holder = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  const leaf = path[path.length - 1];
  if (value === undefined) delete holder[leaf];
  else holder[leaf] = value;
  return copy;
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], root);
}

/**
 * Checks that a module's editor.ts states the same rules as its schema (SPEC §5.3: the client
 * and the server validate alike): every `maxLength`, `required`, `maxItems` and `minItems` is
 * enforced by the schema with the SPEC message, and a field not marked required may be left out.
 * Starts from a valid `sample` whose lists hold at least one item. Returns what does not match.
 */
export function editorSchemaMismatches(config: ModuleEditorConfig, schema: z.ZodTypeAny, sample: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const baseline = schemaErrors(schema, sample);
  if (Object.keys(baseline).length > 0) return [`the sample is not valid: ${JSON.stringify(baseline)}`];

  const expectOk = (data: unknown, key: string, what: string) => {
    const errors = schemaErrors(schema, data)[key];
    if (errors) problems.push(`${key}: ${what} is rejected (${errors.join(" ")})`);
  };
  const expectError = (data: unknown, key: string, what: string, message?: string) => {
    const errors = schemaErrors(schema, data)[key] ?? [];
    if (errors.length === 0) problems.push(`${key}: ${what} is accepted`);
    else if (message && !errors.includes(message)) problems.push(`${key}: ${what} says ${errors.join(" ")}, not '${message}'`);
  };

  const walk = (fields: readonly EditorField[], at: Path) => {
    for (const field of fields) {
      const path = [...at, field.name];
      const key = path.join(".");
      if (field.kind === "list") {
        const list = valueAt(sample, path);
        if (!Array.isArray(list) || list.length === 0) {
          problems.push(`${key}: the sample has no item to check`);
          continue;
        }
        if (field.maxItems !== undefined) {
          expectOk(withValue(sample, path, Array(field.maxItems).fill(list[0])), key, `${field.maxItems} items`);
          expectError(withValue(sample, path, Array(field.maxItems + 1).fill(list[0])), key, `${field.maxItems + 1} items`, `Reached the maximum of ${field.maxItems} items.`);
        }
        if (field.minItems) expectError(withValue(sample, path, []), key, "an empty list");
        if (field.item) walk(field.item.fields, [...path, 0]);
        continue;
      }
      if (field.maxLength !== undefined) {
        expectOk(withValue(sample, path, "x".repeat(field.maxLength)), key, `${field.maxLength} characters`);
        expectError(withValue(sample, path, "x".repeat(field.maxLength + 1)), key, `${field.maxLength + 1} characters`);
      }
      if (field.required) {
        const empty = field.kind === "text" || field.kind === "textarea" ? "" : undefined;
        expectError(withValue(sample, path, empty), key, "an empty value", "This field is required");
      } else {
        expectOk(withValue(sample, path, undefined), key, "leaving the optional field out");
      }
    }
  };
  for (const group of config.groups) walk(group.fields, []);
  return problems;
}
