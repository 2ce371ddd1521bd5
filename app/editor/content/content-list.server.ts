import { sql } from "kysely";
import type { Db } from "../../../db";
import { LOCALES, type Locale } from "~/i18n/locales";
import { lastPage, sliceOf, type Paging } from "~/lib/pagination";
import { likePattern } from "~/lib/picker-page.server";
import { CONTENT_KIND_KEYS, type ContentKindKey } from "./content-kind";
import { CONTENT_STATUSES, effectiveContent, statusSql, titleSql, visibleFromSql, type ContentStatus } from "./content-sql.server";
import { CONTENT_STORES } from "./content-stores.server";
import { englishSourcesOf, outdatedLocales } from "./translation-sources.server";

export const CONTENT_SORTS = ["updated", "date", "title"] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

export type ContentListQuery = { q: string; status?: ContentStatus; missing?: Locale; sort: ContentSort; paging: Paging };

export type ContentListRow = {
  id: number;
  title: string;
  status: ContentStatus;
  /** A published item's publication date while it is ahead (not visible yet), ISO; else null. */
  visibleFrom: string | null;
  /** Whether the item has its own texts in each locale (else visitors read the English ones). */
  translated: Record<Locale, boolean>;
  /** Translated locales whose English changed after they were last saved (issue 47 item 4). */
  outdated: Locale[];
  updatedAt: string;
  updatedBy: string | null;
};

/** A kind's rows, scoped to it in a shared table. */
function rowsOf(db: Db, kind: ContentKindKey) {
  const store = CONTENT_STORES[kind];
  const q = db.selectFrom(store.table as "news_articles");
  return store.scope ? q.where(sql.ref(store.scope.column), "=", store.scope.value) : q;
}

/** How many items each kind has (the /editor/content overview). */
export async function countContentKinds(db: Db): Promise<Record<ContentKindKey, number>> {
  const counts = await Promise.all(
    CONTENT_KIND_KEYS.map(async (kind) => {
      const row = await rowsOf(db, kind).select(sql<string | number>`count(*)`.as("n")).executeTakeFirstOrThrow();
      return [kind, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ContentKindKey, number>;
}

/** One page of a kind's items for the admin list: search (title or slug), status, a missing locale, sort. */
export async function listContent(db: Db, kind: ContentKindKey, query: ContentListQuery) {
  const store = CONTENT_STORES[kind];
  const title = titleSql(kind);
  const status = statusSql(kind);
  let q = rowsOf(db, kind);
  if (query.q) {
    const pattern = likePattern(query.q);
    q = q.where((eb) => eb.or([eb(title, "ilike", pattern), ...(store.columns.includes("slug") ? [eb(sql.ref("slug"), "ilike", pattern)] : [])]));
  }
  if (query.status) q = q.where(status, "=", query.status);
  if (query.missing) q = q.where(sql<boolean>`not (${effectiveContent(store)} ? ${query.missing})`);
  const total = Number((await q.select(sql<string | number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
  const { page, limit, offset } = sliceOf(query.paging, total);
  const order =
    query.sort === "title" ? sql`${title} asc, id asc` : query.sort === "date" ? sql`${sql.ref(store.dateColumn)} desc, id desc` : sql`updated_at desc, id desc`;
  const rows = await q
    .select([
      sql<number>`id`.as("id"),
      title.as("title"),
      status.as("status"),
      visibleFromSql(kind).as("visible_from"),
      sql<Record<string, unknown>>`(select jsonb_object_agg(key, true) from jsonb_each(${effectiveContent(store)}))`.as("locales"),
      sql<Record<string, unknown> | null>`${effectiveContent(store)} -> 'en'`.as("english"),
      sql<Date>`updated_at`.as("updated_at"),
      sql<string | null>`(select u.name from users u where u.id = updated_by)`.as("updated_by"),
    ])
    .orderBy(order)
    .limit(limit)
    .offset(offset)
    .execute();
  const translations = LOCALES.filter((l) => l !== "en");
  const sources = store.noContent ? new Map() : await englishSourcesOf(db, kind, rows.map((r) => r.id), translations);
  const items: ContentListRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    visibleFrom: r.visible_from ? new Date(r.visible_from).toISOString() : null,
    translated: Object.fromEntries(LOCALES.map((l) => [l, Boolean(r.locales?.[l])])) as Record<Locale, boolean>,
    outdated: outdatedLocales(kind, sources.get(r.id), r.english ?? {}).filter((l) => Boolean(r.locales?.[l])),
    updatedAt: new Date(r.updated_at).toISOString(),
    updatedBy: r.updated_by,
  }));
  return { items, total, page, last: lastPage(total, query.paging.pageSize) };
}

/** The list's query from the address: unknown values are dropped (the unfiltered list). */
export function readContentListQuery(params: URLSearchParams, paging: Paging): ContentListQuery {
  const status = params.get("status") ?? "";
  const missing = params.get("missing") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: (CONTENT_STATUSES as readonly string[]).includes(status) ? (status as ContentStatus) : undefined,
    missing: (LOCALES as readonly string[]).includes(missing) && missing !== "en" ? (missing as Locale) : undefined,
    sort: (CONTENT_SORTS as readonly string[]).includes(sort) ? (sort as ContentSort) : "updated",
    paging,
  };
}
