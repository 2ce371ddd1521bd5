import { data } from "@remix-run/node";
import { sql, type Selectable } from "kysely";
import type { Db } from "../../db";
import type { Database } from "../../db/schema";
import { PREVIEW_PARAM } from "~/cms/preview-link";
import { checkPreviewLink, previewLinkItem } from "~/cms/preview-links.server";
import type { Locale } from "~/i18n/locales";
import type { Logger } from "~/lib/logger.server";
import { answersToSlug } from "./local-slugs.server";

/**
 * Preview links to content items (issue 25, ADRs 048 and 056): a detail page with
 * `?preview=<id>.<token>` shows the item's editable state (what the editor's form shows) to
 * whoever holds a valid link for that item. One helper for every detail screen.
 */

/** The kinds with a detail page of their own (the editor's `ContentKindKey`s) and their tables. */
export const PREVIEW_TABLES = {
  news: "news_articles",
  careerNews: "news_articles",
  blog: "blog_posts",
  events: "events",
  stories: "employee_stories",
  products: "products",
} as const;
export type PreviewKind = keyof typeof PREVIEW_TABLES;
type PreviewTable = (typeof PREVIEW_TABLES)[PreviewKind];
/** The kinds whose detail screen renders a preview: the editor offers Share preview for these. */
export const PREVIEW_KINDS: readonly PreviewKind[] = Object.keys(PREVIEW_TABLES) as PreviewKind[];

/** A preview answer is never stored (our page cache, a CDN, the browser) nor indexed. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * A detail loader's answer: `value` with `preview` (the banner, noindex meta) and, previewing, the
 * headers above; a visitor's page is the plain value, as before.
 */
export function previewData<T extends object>(value: T, preview: ItemPreview | null) {
  return preview ? data({ ...value, preview: true }, { headers: { ...PREVIEW_HEADERS } }) : { ...value, preview: false };
}

/** A valid link opened on its item's address: the link's id (what logs name) and the item's. */
export type ItemPreview = { linkId: number; itemId: number };

/**
 * Row `id` of `table` as the editor sees it (ADR 045), as a derived table with the table's columns:
 * a published row's draft columns and texts over its own, an unpublished row as it is; whatever
 * its `published` flag and dates say (the callers do not filter on them). `jsonColumns`: jsonb
 * columns that drafts saved before they were kept as JSON values hold as JSON text.
 */
export function editableRow<T extends PreviewTable>(table: T, id: number, jsonColumns: readonly string[] = []) {
  const t = sql.table(table);
  const draftTexts = sql`case when r.draft is null then '{}'::jsonb else jsonb_build_object('content', coalesce(r.draft -> 'content', '{}'::jsonb)) end`;
  const oldJsonText = jsonColumns.map(
    (c) => sql` || case when jsonb_typeof(r.draft -> 'columns' -> ${sql.lit(c)}) = 'string' then jsonb_build_object(${sql.lit(c)}, (r.draft -> 'columns' ->> ${sql.lit(c)})::jsonb) else '{}'::jsonb end`,
  );
  const merged = sql`to_jsonb(r) || coalesce(r.draft -> 'columns', '{}'::jsonb) || ${draftTexts}${sql.join(oldJsonText, sql``)}`;
  return sql<Selectable<Database[T]>>`(select (jsonb_populate_record(null::${t}, ${merged})).* from ${t} r where r.id = ${id})`;
}

/**
 * Whether a detail address's slug is the item's, in the locale or in English: its editable one (a
 * draft's new slug, an unpublished item's) or the one visitors know. Another item's address
 * never opens this item's link.
 */
async function addressNames(db: Db, table: PreviewTable, id: number, locale: Locale, slug: string): Promise<boolean> {
  const found = await sql<{ id: number }>`select e.id from ${editableRow(table, id)} e join ${sql.table(table)} t on t.id = e.id where ${answersToSlug(locale, slug, "e")} or ${answersToSlug(locale, slug, "t")}`.execute(db);
  return found.rows.length > 0;
}

/**
 * What `?preview=` on a detail page of `kind` at `slug` opens. A valid link for the item the
 * address names: that item (its id). Expired or revoked: 410 with the site's error page. No
 * parameter, a malformed or wrong one, another kind's or another item's link: null, the page as
 * without the parameter (404 for an unpublished item). Logs name the link's id, never its token.
 */
export async function itemPreview(
  { db, log }: { db: Db; log: Logger },
  request: Request,
  target: { kind: PreviewKind; locale: Locale; slug: string | undefined },
  now = new Date(),
): Promise<ItemPreview | null> {
  const value = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  if (value === null || !target.slug) return null;
  const item = await previewLinkItem(db, value);
  if (!item || item.kind !== target.kind) return null;
  if (!(await addressNames(db, PREVIEW_TABLES[target.kind], item.itemId, target.locale, target.slug))) return null;
  const check = await checkPreviewLink(db, value, item, now);
  if (check.kind === "unknown") return null;
  log.info({ previewLink: check.id, kind: item.kind, itemId: item.itemId }, check.kind === "valid" ? "preview link opened" : "preview link expired or revoked");
  if (check.kind === "gone") throw new Response(null, { status: 410, statusText: "Gone", headers: PREVIEW_HEADERS });
  return { linkId: check.id, itemId: item.itemId };
}
