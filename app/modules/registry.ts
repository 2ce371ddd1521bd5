import { moduleDefinitions } from "./definitions.generated";
import type { ModuleDefinition } from "./define-module";
import { withSchemaLimits } from "./field-limits";
import { MODULE_TYPES, type ModuleType } from "./types";

export { moduleDefinitions };

function partOf<Part>(pick: (definition: ModuleDefinition) => Part): Record<ModuleType, Part> {
  return Object.fromEntries(MODULE_TYPES.map((type) => [type, pick(moduleDefinitions[type])])) as Record<ModuleType, Part>;
}

/** Public renderers by type: the server registers all of them and renders synchronously (entry.server.tsx). */
export const renderers = partOf((definition) => definition.render);

/**
 * Editor configs by type with each field's required, maxLength, maxItems and minItems read from the
 * schema, for editor server code (the browser gets the config from the editor's loader).
 */
export const moduleEditors = partOf((definition) => withSchemaLimits(definition.editor, definition.schema.schema));
