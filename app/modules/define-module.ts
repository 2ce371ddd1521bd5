import type { z } from "zod";
import type { ModuleSchema } from "./common-schema";
import type { ModuleEditorConfig } from "./editor-types";
import type { ModuleRenderer, ModuleType } from "./types";

/**
 * Everything a module type is, in its folder's `module.ts` (docs/architecture.md, "Add a module
 * type"; ADR 051). Its rows loader is the folder's `load.server.ts` and its styles the folder's
 * `<folder>.css`, found by name: `module.ts` is imported by editor code that reaches the browser,
 * where a `.server` import must not go.
 */
export type ModuleDefinition<T extends ModuleType = ModuleType, S extends ModuleSchema = ModuleSchema> = {
  type: T;
  /**
   * The type's place in SPEC §3.1's list, a number literal: the generated MODULE_TYPES
   * (types.generated.ts) and the style guide's samples follow it.
   */
  order: number;
  /** Parses stored data (server) and validates the editor form (browser and server). */
  schema: S;
  editor: ModuleEditorConfig;
  /** The public renderer; the server renders with it, the browser loads it lazily per type. */
  render: ModuleRenderer<z.infer<S["schema"]>>;
  /**
   * The module's browser enhancement needs JavaScript (sliders, tabs, forms…): `true`, or the name
   * of a data field that turns it on. Copied into the browser index, so it must be a literal.
   */
  enhanced?: true | (keyof z.infer<S["schema"]> & string);
};

/** Every module type's definition: a type without its folder, or a misspelt `type`, fails tsc. */
export type ModuleDefinitions = { [T in ModuleType]: ModuleDefinition<T> };

/** Checks a definition against its own schema (render props, `enhanced`), then widens it for the index. */
export function defineModule<const T extends ModuleType, S extends ModuleSchema>(definition: ModuleDefinition<T, S>): ModuleDefinition<T> {
  return definition as unknown as ModuleDefinition<T>;
}
