import { sql, type RawBuilder } from "kysely";
import type { ContentKindKey } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import { CONTENT_STORES, type ContentStore } from "./content-stores.server";

/** A form field's key inside `content.<locale>` (jobs keep their title as `szaTitle`, SPEC §3.7). */
export function contentKey(kind: ContentKindKey, field: string): string {
  return CONTENT_STORES[kind].textKeys?.[field] ?? field;
}

/** The texts as editors see them: the pending draft's when there is one, else the published ones. */
export function effectiveContent(store: ContentStore): RawBuilder<unknown> {
  // A table without texts per locale reads as English-only.
  return store.noContent ? sql`'{"en": {}}'::jsonb` : sql`coalesce(draft -> 'content', content)`;
}

/** The English title of a row (draft first), its slug or `#id` when it has none. */
export function titleSql(kind: ContentKindKey): RawBuilder<string> {
  const own = CONTENT_STORES[kind].titleSql;
  if (own) return own;
  const key = contentKey(kind, CONTENT_KIND_FORMS[kind].titleField);
  const fallback = CONTENT_KIND_FORMS[kind].slug ? sql`slug` : sql`'#' || id`;
  return sql<string>`coalesce(nullif(${effectiveContent(CONTENT_STORES[kind])} -> 'en' ->> ${key}, ''), ${fallback})`;
}

export type ContentStatus = "published" | "draft" | "unpublished" | "scheduled";
export const CONTENT_STATUSES: readonly ContentStatus[] = ["published", "draft", "unpublished", "scheduled"];

/**
 * Published / Draft changes / Unpublished / Scheduled: a pending "Publish at…" or "Unpublish at…"
 * (content_schedules), or a published row dated in the future.
 */
export function statusSql(kind: ContentKindKey): RawBuilder<ContentStatus> {
  const store = CONTENT_STORES[kind];
  const dated = store.scheduleColumn ? sql`when ${sql.ref(store.scheduleColumn)} > now() then 'scheduled'` : sql``;
  const pending = sql`exists (select 1 from content_schedules s where s.kind = ${kind} and s.item_id = ${sql.ref(`${store.table}.id`)})`;
  return sql<ContentStatus>`case when ${pending} then 'scheduled' when not published then 'unpublished' when draft is not null then 'draft' ${dated} else 'published' end`;
}

/**
 * When a published row becomes visible, while its publication date (`scheduleColumn`) is ahead:
 * visitors get a 404 until then (isPublished in app/content/sql.server.ts). Null when it is
 * visible now, unpublished, or the kind has no such date (issue 47).
 */
export function visibleFromSql(kind: ContentKindKey): RawBuilder<Date | string | null> {
  const column = CONTENT_STORES[kind].scheduleColumn;
  if (!column) return sql<null>`null::timestamptz`;
  return sql<Date | string | null>`case when published and ${sql.ref(column)} > now() then ${sql.ref(column)} end`;
}
