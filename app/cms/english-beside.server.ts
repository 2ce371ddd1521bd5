import type { Db } from "../../db";
import type { EnglishBeside } from "./revision-diff";
import { leaves, readable, wordChanges } from "./revision-diff.server";

/**
 * For a translator (issue 25): each text of a module's English content in the page's draft, by
 * form field name (`data.items[0].title`), with what changed in English since the locale's
 * translation was saved (its recorded English source). Empty for English or a module not in the draft.
 */
export async function englishBeside(db: Db, pageId: number, moduleId: string, locale: string): Promise<Record<string, EnglishBeside>> {
  if (locale === "en") return {};
  const rows = await db
    .selectFrom("page_module_contents as c")
    .innerJoin("page_revisions as r", "r.id", "c.revision_id")
    .select(["c.locale", "c.data", "c.source"])
    .where("r.page_id", "=", pageId)
    .where("r.status", "=", "draft")
    .where("c.module_id", "=", moduleId)
    .where("c.locale", "in", ["en", locale])
    .execute();
  const english = rows.find((row) => row.locale === "en");
  if (!english) return {};
  const source = rows.find((row) => row.locale === locale)?.source ?? null;
  const before = source ? leaves(source) : null;
  const out: Record<string, EnglishBeside> = {};
  for (const [path, value] of leaves(english.data)) {
    if (typeof value !== "string") continue;
    const text = readable(value);
    if (!text) continue;
    const old = before?.get(path);
    const changed = before ? wordChanges(typeof old === "string" ? old : "", value) : null;
    // The module's heading is a field of its own beside `data` in the form (module-form-schema.ts).
    out[path === "heading" || path.startsWith("heading.") ? path : `data.${path}`] = { text, changed };
  }
  return out;
}
