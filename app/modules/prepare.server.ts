import { headingSchema, layoutSchema } from "./common-schema";
import { isBuiltModuleType } from "./registry";
import { sanitizeRichTextFields } from "./sanitize-fields.server";
import { moduleSchemas } from "./schemas";
import type { PageModule } from "./types";

const reportedTypes = new Set<string>();

export type StoredModule = { id: string; type: string; layout: unknown; data: unknown };

/**
 * Parses a stored module for public rendering. A type that is not built, or data its schema
 * rejects, gives null (logged): one broken module never breaks the page.
 */
export function prepareModule(stored: StoredModule): PageModule | null {
  if (!isBuiltModuleType(stored.type)) {
    if (!reportedTypes.has(stored.type)) console.warn(`[modules] ${stored.type} has no renderer yet; such modules are not rendered`);
    reportedTypes.add(stored.type);
    return null;
  }
  const { schema, richTextFields = [] } = moduleSchemas[stored.type];
  const raw = (stored.data ?? {}) as Record<string, unknown>;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    console.warn(`[modules] ${stored.type} (${stored.id}) has invalid data; not rendered`, parsed.error.issues[0]);
    return null;
  }
  const data = parsed.data as Record<string, unknown>;
  sanitizeRichTextFields(data, richTextFields);
  const heading = headingSchema.safeParse(raw.heading);
  return {
    id: stored.id,
    type: stored.type,
    layout: layoutSchema.parse(stored.layout ?? {}),
    heading: heading.success ? heading.data : {},
    data,
  };
}
