import { sql } from "kysely";
import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import type { SearchHit, SearchKind } from "./search-kinds";
import { CJK, SEARCH_CONFIG } from "./search-index.server";
import { searchText } from "./search-text";


const MAX_QUERY = 200;
// ts_rank's weights for D, C, B, A: title (A) ≫ summary (B) ≫ body (C); nothing is indexed as D.
const FIELD_WEIGHTS = "{0.01, 0.05, 0.3, 1.0}";
const MARK_START = String.fromCharCode(1); // ts_headline's StartSel/StopSel: never in stored text
const MARK_END = String.fromCharCode(2);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Marks from ts_headline (control characters) become <mark>; everything else is escaped. */
function safeSnippet(raw: string): string {
  return escapeHtml(raw).replaceAll(MARK_START, "<mark>").replaceAll(MARK_END, "</mark>");
}

/** A snippet around the first substring match (CJK: no word boundaries for ts_headline to use). */
function substringSnippet(body: string, q: string): string {
  const at = body.toLowerCase().indexOf(q.toLowerCase());
  if (at < 0) return escapeHtml(body.slice(0, 160));
  const start = Math.max(0, at - 60);
  const before = escapeHtml(body.slice(start, at));
  const hit = escapeHtml(body.slice(at, at + q.length));
  const after = escapeHtml(body.slice(at + q.length, at + q.length + 100));
  return `${start > 0 ? "…" : ""}${before}<mark>${hit}</mark>${after}…`;
}

/**
 * Ranked full-text search over published pages and content in one locale (PostgreSQL
 * websearch syntax: words, "phrases", -exclusions, OR), with highlighted snippets. Any input
 * is safe: websearch_to_tsquery never fails on syntax, the query is cut to 200 characters.
 */
export async function searchDocuments(
  db: Db,
  args: { site: string; locale: Locale; q: string; kind?: SearchKind; limit: number | null; offset: number },
): Promise<{ hits: SearchHit[]; total: number; counts: Record<string, number> }> {
  const q = searchText(args.q).trim().slice(0, MAX_QUERY);
  if (!q) return { hits: [], total: 0, counts: {} };
  const config = SEARCH_CONFIG[args.locale];
  const cjk = CJK.has(args.locale);
  const query = sql`websearch_to_tsquery(${config}::regconfig, ${q})`;
  const like = `%${escapeLike(q)}%`;
  const match = cjk ? sql<boolean>`(tsv @@ ${query} or normalize(title, NFKC) ilike ${like} or body ilike ${like})` : sql<boolean>`tsv @@ ${query}`;
  const scope = db.selectFrom("search_documents").where("site", "=", args.site).where("locale", "=", args.locale).where(match);
  const scoped = args.kind ? scope.where("kind", "=", args.kind) : scope;
  // The page's hits first (ranked, limited), then headlines for those rows only: ts_headline
  // never runs for the rows before the offset (issue 27 item 5).
  let hits = scoped.select(["id", "kind", "title", "href", sql<number>`ts_rank(${FIELD_WEIGHTS}::float4[], tsv, ${query})`.as("rank")]).orderBy("rank", "desc").orderBy("title");
  if (args.limit !== null) hits = hits.limit(args.limit).offset(args.offset);
  const rows = db
    .selectFrom(hits.as("hit"))
    .innerJoin("search_documents as d", "d.id", "hit.id")
    .select([
      "hit.kind",
      "hit.title",
      "hit.href",
      sql<string>`ts_headline(d.config, d.body, ${query}, 'MaxFragments=2, MaxWords=25, MinWords=8, StartSel=' || chr(1) || ', StopSel=' || chr(2))`.as("snippet"),
      cjk ? sql<string>`left(d.body, 4000)`.as("body") : sql<string>`''`.as("body"),
    ])
    .orderBy("hit.rank", "desc")
    .orderBy("hit.title");
  const [found, counts] = await Promise.all([
    rows.execute(),
    scope.select(["kind", sql<number>`count(*)`.as("count")]).groupBy("kind").execute(),
  ]);
  const byKind = Object.fromEntries(counts.map((c) => [c.kind, Number(c.count)]));
  return {
    hits: found.map((r) => ({
      kind: r.kind as SearchKind,
      title: r.title,
      href: r.href,
      snippet: cjk && !r.snippet.includes(MARK_START) ? substringSnippet(r.body, q) : safeSnippet(r.snippet),
    })),
    total: args.kind ? (byKind[args.kind] ?? 0) : Object.values(byKind).reduce((a, b) => a + b, 0),
    counts: byKind,
  };
}
