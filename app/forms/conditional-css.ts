import { conditionalValues } from "./field-rules";
import type { FieldDefinition } from "./form-definition";

/** An id fragment made of safe characters (field ids come from the builder). */
export function safeIdPart(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 100) || "x";
}

/** The id of a public form's element (both the server-rendered and the enhanced form use it). */
export const formDomId = (moduleId: string) => `form-${safeIdPart(moduleId)}`;

/** A value inside a double-quoted CSS string; `<` escaped so the text can never close the style element. */
function cssString(value: string): string {
  return value.replace(/[\\"]/g, "\\$&").replace(/[\n\r\f]/g, " ").replace(/</g, "\\3c ");
}

/**
 * SPEC §5.1 without JavaScript: CSS that hides a conditional field unless its controlling field
 * (select option, radio or checkbox) has one of the allowed values, with :has(). Browsers without
 * :has() ignore the rule and show every field; the server never requires a hidden field. Once the
 * enhanced form runs (data-enhanced) it decides visibility itself and these rules stop matching.
 */
export function conditionalCss(formDomId: string, fields: FieldDefinition[]): string {
  const rules: string[] = [];
  const form = `#${safeIdPart(formDomId)}:not([data-enhanced])`;
  for (const field of fields) {
    if (!field.isConditional || !field.conditionalName) continue;
    const name = cssString(field.conditionalName);
    const shown = conditionalValues(field).flatMap((value) => [
      `[name="${name}"] option[value="${cssString(value)}"]:checked`,
      `[name="${name}"][value="${cssString(value)}"]:checked`,
    ]);
    const target = `[data-field-id="${safeIdPart(field.id)}"]`;
    rules.push(shown.length ? `${form}:not(:has(${shown.join(",")})) ${target}{display:none}` : `${form} ${target}{display:none}`);
  }
  return rules.join("\n");
}
