import type { ModuleEditorConfig } from "./editor-types";
import type { BuiltModuleType } from "./registry";
import { textBlockEditor } from "./text-block/editor";

/** Editor configs by type. Only editor routes import this file. */
export const moduleEditors = {
  TEXT_BLOCK: textBlockEditor,
} satisfies Record<BuiltModuleType, ModuleEditorConfig>;
