import { sql } from "kysely";
import type { Db } from "../../db";
import { moduleText } from "~/content/search-index.server";
import type { TranslationState, TranslationStatus } from "./translation-status";

/**
 * The translation state of every module of a page's draft (or, without a draft, its published
 * revision) in each of `locales`: one query. A translation without a recorded English source
 * (made before sources were kept) counts as current, and so does a module without English words.
 */
export async function translationStatus(db: Db, pageId: number, locales: readonly string[]): Promise<TranslationStatus> {
  const byModule: TranslationStatus["byModule"] = {};
  const summary: TranslationStatus["summary"] = Object.fromEntries(locales.map((l) => [l, { missing: 0, outdated: 0 }]));
  if (locales.length === 0) return { byModule, summary };
  const { rows } = await sql<{ module_id: string; locale: string; state: TranslationState; english: unknown }>`
    with rev as (
      select id from page_revisions where page_id = ${pageId} and status in ('draft', 'published')
      order by status = 'draft' desc limit 1
    )
    select m.id as module_id, l.locale, e.data as english,
      case when c.module_id is null then 'missing'
           when c.source is not null and c.source is distinct from e.data then 'outdated'
           else 'current' end as state
    from rev
    join page_modules m on m.revision_id = rev.id
    cross join unnest(${sql.val(locales)}::text[]) as l(locale)
    left join page_module_contents c on c.revision_id = rev.id and c.module_id = m.id and c.locale = l.locale
    left join page_module_contents e on e.revision_id = rev.id and e.module_id = m.id and e.locale = 'en'
    order by m.position, l.locale`.execute(db);
  const hasText = new Map<string, boolean>();
  for (const row of rows) {
    // A module with no English words (a product table that only picks products) has nothing to translate.
    if (row.state === "missing" && !hasText.has(row.module_id)) hasText.set(row.module_id, moduleText(row.english ?? {}).some((text) => text.trim() !== ""));
    const state = row.state === "missing" && !hasText.get(row.module_id) ? "current" : row.state;
    (byModule[row.module_id] ??= {})[row.locale] = state;
    if (state !== "current") summary[row.locale][state] += 1;
  }
  return { byModule, summary };
}
