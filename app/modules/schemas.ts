import type { ModuleSchema } from "./common-schema";
import type { BuiltModuleType } from "./registry";
import { textBlock } from "./text-block/schema";

/** Module data schemas by type: the server parses stored data with these; the editor validates with them. */
export const moduleSchemas = {
  TEXT_BLOCK: textBlock,
} satisfies Record<BuiltModuleType, ModuleSchema>;
