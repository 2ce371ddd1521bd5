import { sanitizeRichText } from "~/lib/sanitize.server";
import { headingSchema, layoutSchema } from "./common-schema";
import { isBuiltModuleType } from "./registry";
import { moduleSchemas } from "./schemas";
import type { PageModule } from "./types";

export type StoredModule = { id: string; type: string; layout: unknown; data: unknown };

/**
 * Parses a stored module for public rendering. A type that is not built, or data its schema
 * rejects, gives null (logged): one broken module never breaks the page.
 */
export function prepareModule(stored: StoredModule): PageModule | null {
  if (!isBuiltModuleType(stored.type)) {
    console.warn(`[modules] ${stored.type} (${stored.id}) has no renderer yet; not rendered`);
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
  for (const path of richTextFields) sanitizePath(data, path.split("."));
  const heading = headingSchema.safeParse(raw.heading);
  return {
    id: stored.id,
    type: stored.type,
    layout: layoutSchema.parse(stored.layout ?? {}),
    heading: heading.success ? heading.data : {},
    data,
  };
}

function sanitizePath(target: unknown, path: string[]): void {
  if (target === null || typeof target !== "object") return;
  const [key, ...rest] = path;
  const record = target as Record<string, unknown>;
  if (key === "*") {
    if (Array.isArray(target)) target.forEach((item) => sanitizePath(item, rest));
    return;
  }
  if (rest.length === 0) {
    if (typeof record[key] === "string") record[key] = sanitizeRichText(record[key] as string);
    return;
  }
  sanitizePath(record[key], rest);
}
