import type { z } from "zod";
import { logger, type Logger } from "~/lib/logger.server";
import { headingSchema, layoutSchema } from "./common-schema";
import { sanitizeRichTextFields } from "./sanitize-fields.server";
import { moduleSchemas } from "./schemas.generated";
import { isModuleType, type PageModule } from "./types";

const reportedTypes = new Set<string>();

export type StoredModule = { id: string; type: string; layout: unknown; data: unknown };

/**
 * Parses a stored module for public rendering. A type that is not built, or data its schema
 * rejects, gives null (logged): one broken module never breaks the page.
 */
export function prepareModule(stored: StoredModule, log: Logger = logger): PageModule | null {
  if (!isModuleType(stored.type)) {
    if (!reportedTypes.has(stored.type)) log.warn(`[modules] ${stored.type} has no renderer yet; such modules are not rendered`);
    reportedTypes.add(stored.type);
    return null;
  }
  const { schema, richTextFields = [] } = moduleSchemas[stored.type];
  const raw = (stored.data ?? {}) as Record<string, unknown>;
  const parsed = parseWhatIsValid(schema, raw);
  if (parsed.dropped.length > 0) {
    log.warn(`[modules] ${stored.type} (${stored.id}) has invalid data; skipped: ${parsed.dropped.join(", ")}`);
  }
  if (!parsed.data) return null;
  const data = parsed.data;
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

const MAX_REPAIRS = 20;

/**
 * Parses stored data, dropping what the schema rejects: an invalid list item is removed from
 * its list, an invalid field is removed (so its default applies). Old or hand-edited rows thus
 * render what is still valid. `data` is null when even that fails (a required field is bad).
 */
export function parseWhatIsValid(schema: z.ZodTypeAny, raw: unknown): { data: Record<string, unknown> | null; dropped: string[] } {
  const value: unknown = structuredClone(raw ?? {});
  const dropped: string[] = [];
  // Paths tried since a list item last went: after that splice the same index names another item.
  let tried: string[] = [];
  for (let attempt = 0; attempt <= MAX_REPAIRS; attempt++) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { data: parsed.data as Record<string, unknown>, dropped };
    const path = parsed.error.issues[0].path;
    // Drop the bad field itself first; when it fails again (it is required), drop what holds it:
    // its object, up to its list item. A rule across fields may name a field the data lacks:
    // then the nearest part that exists goes.
    let cut = path;
    while (cut.length > 0 && tried.includes(cut.join("."))) cut = cut.slice(0, -1);
    let removed = removeAt(value, cut);
    while (!removed && cut.length > 1) {
      cut = cut.slice(0, -1);
      removed = removeAt(value, cut);
    }
    if (!removed) break;
    dropped.push(removed);
    tried = typeof cut[cut.length - 1] === "number" ? [] : [...tried, removed];
  }
  return { data: null, dropped };
}

/** Removes the list item or field at `cut`; returns its dotted path, or null when there is none. */
function removeAt(root: unknown, cut: (string | number)[]): string | null {
  if (cut.length === 0) return null;
  let parent: unknown = root;
  for (const key of cut.slice(0, -1)) {
    if (parent === null || typeof parent !== "object") return null;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  const leaf = cut[cut.length - 1];
  if (Array.isArray(parent) && typeof leaf === "number" && leaf < parent.length) parent.splice(leaf, 1);
  else if (parent !== null && typeof parent === "object" && !Array.isArray(parent) && leaf in parent) delete (parent as Record<string, unknown>)[leaf as string];
  else return null;
  return cut.join(".");
}
