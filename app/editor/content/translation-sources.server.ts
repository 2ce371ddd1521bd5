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
  const { rows } = await sql<{ locale: Locale; english: Texts | null }>`
    select distinct on (locale) locale, snapshot -> 'content' -> 'en' as english
    from content_revisions
    where kind = ${kind} and item_id = ${itemId} and locale in (${sql.join(locales)})
      and action in ('save', 'publish') and step is distinct from 'undone'
    order by locale, id desc`.execute(db);
  return new Map(rows.map((row) => [row.locale, row.english ?? {}]));
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
