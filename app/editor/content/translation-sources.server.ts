import { sql } from "kysely";
import type { Db } from "../../../db";
import type { DiffSegment } from "~/cms/revision-diff";
import { wordChanges } from "~/cms/revision-diff.server";
import type { Locale } from "~/i18n/locales";
import type { ContentKindKey } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import { CONTENT_STORES } from "./content-stores.server";

type Texts = Partial<Record<string, unknown>>;

/**
 * Issue 47 item 4: a content item's translation is outdated when its English texts changed after
 * the translation was last saved (as a page module's is, issue 25). The item's history keeps the
 * whole item after every save, so the latest save or publish of a locale holds the English it was
 * translated from (an undone step does not). A locale without such a step (translated before
 * history was kept) has no source and counts as current, as a module without a recorded source does.
 */
export async function englishSources(db: Db, kind: ContentKindKey, itemId: number, locales: readonly Locale[]): Promise<Map<Locale, Texts>> {
  if (!locales.length) return new Map();
  return (await englishSourcesOf(db, kind, [itemId], locales)).get(itemId) ?? new Map();
}

/** The same for many items at once (a list's page): item id → locale → English source. */
export async function englishSourcesOf(db: Db, kind: ContentKindKey, itemIds: readonly number[], locales: readonly Locale[]): Promise<Map<number, Map<Locale, Texts>>> {
  const out = new Map<number, Map<Locale, Texts>>();
  if (!itemIds.length || !locales.length) return out;
  const { rows } = await sql<{ item_id: number; locale: Locale; english: Texts | null }>`
    select distinct on (item_id, locale) item_id, locale, snapshot -> 'content' -> 'en' as english
    from content_revisions
    where kind = ${kind} and item_id in (${sql.join(itemIds)}) and locale in (${sql.join(locales)})
      and action in ('save', 'publish') and step is distinct from 'undone'
    order by item_id, locale, id desc`.execute(db);
  for (const row of rows) {
    const sources = out.get(row.item_id) ?? new Map<Locale, Texts>();
    sources.set(row.locale, row.english ?? {});
    out.set(row.item_id, sources);
  }
  return out;
}

/** The translated locales whose English changed since their source (English texts now by their stored keys). */
export function outdatedLocales(kind: ContentKindKey, sources: Map<Locale, Texts> | undefined, englishNow: Texts): Locale[] {
  if (!sources) return [];
  return [...sources].filter(([, source]) => Object.keys(englishChanges(kind, source, englishNow)).length > 0).map(([locale]) => locale);
}

/** The translated form fields whose English changed between `source` and `now` (English texts by their stored keys), with what changed. */
export function englishChanges(kind: ContentKindKey, source: Texts, now: Texts): Record<string, DiffSegment[]> {
  const keys = CONTENT_STORES[kind].textKeys ?? {};
  const changes: Record<string, DiffSegment[]> = {};
  for (const field of CONTENT_KIND_FORMS[kind].translated) {
    const key = keys[field] ?? field;
    const changed = wordChanges(textOf(source[key]), textOf(now[key]));
    if (changed) changes[field] = changed;
  }
  return changes;
}

const textOf = (value: unknown) => (typeof value === "string" ? value : "");
