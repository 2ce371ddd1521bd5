import { sql } from "kysely";
import type { Db } from "../../../db";
import { pageHref } from "~/i18n/route-table";
import { isLocale } from "~/i18n/locales";

/**
 * Module data that refers to a media row: an image/file snapshot (`{ id, url: "/media/<id>/…" }`)
 * or a download link (`href: "/media/<id>/…"`). The prefix ends in "/" so 12 is not 123.
 */
export const MEDIA_REFERENCE_PATH = '$.** ? ((@.id == $id && @.url starts with $prefix) || @.href starts with $prefix)';

export function mediaReferenceVars(id: number) {
  return sql`jsonb_build_object('id', ${id}::int, 'prefix', ${`/media/${id}/`}::text)`;
}

/** How a page uses a file: in its draft or published modules, or as its Social image (page settings). */
export type PageUseKind = "draft" | "published" | "social";
export type PageUse = { pageId: number; title: string; href: string | null; revisions: PageUseKind[] };
export type ContentUse = { table: ContentTable; id: number; label: string };
export type MediaUses = { pages: PageUse[]; content: ContentUse[] };

/** Content rows that point at media by a column (their own screens come with issue 23). */
const CONTENT_REFERENCES = {
  products: { column: "image_id", label: sql<string>`name` },
  series: { column: "image_id", label: sql<string>`name` },
  downloads: { column: "media_id", label: sql<string>`coalesce(content->'en'->>'title', '')` },
  links: { column: "media_id", label: sql<string>`text` },
  blog_posts: { column: "image_id", label: sql<string>`coalesce(content->'en'->>'title', slug)` },
  news_articles: { column: "image_id", label: sql<string>`coalesce(content->'en'->>'title', slug)` },
  events: { column: "image_id", label: sql<string>`coalesce(content->'en'->>'title', slug)` },
  team_members: { column: "image_id", label: sql<string>`name` },
  employee_stories: { column: "visual_id", label: sql<string>`slug` },
} as const;
export type ContentTable = keyof typeof CONTENT_REFERENCES;

/**
 * Where a media row is used (issue 24): the pages whose draft or published modules refer to it
 * (history revisions do not count: restoring one that lost its file says "not found") or that are
 * shared with it (Social image), and the content rows that point at it.
 */
export async function mediaUses(db: Db, id: number): Promise<MediaUses> {
  const pageRows = await db
    .selectFrom("page_module_contents as c")
    .innerJoin("page_revisions as r", "r.id", "c.revision_id")
    .select(["r.page_id", "r.status"])
    .where("r.status", "in", ["draft", "published", "scheduled"])
    .where(sql<boolean>`jsonb_path_exists(c.data, ${MEDIA_REFERENCE_PATH}::jsonpath, ${mediaReferenceVars(id)})`)
    .groupBy(["r.page_id", "r.status"])
    .execute();
  const socialRows = await db.selectFrom("page_translations").select("page_id").distinct().where("social_image_id", "=", id).execute();
  // A scheduled publish is a draft still to come: shown as the draft's use.
  const uses = [...pageRows.map((r) => ({ page_id: r.page_id, kind: (r.status === "scheduled" ? "draft" : r.status) as PageUseKind })), ...socialRows.map((r) => ({ page_id: r.page_id, kind: "social" as const }))];
  const pageIds = [...new Set(uses.map((r) => r.page_id))];
  const titles = pageIds.length
    ? await db
        .selectFrom("page_translations")
        .select(["page_id", "locale", "path", "title"])
        .where("page_id", "in", pageIds)
        .orderBy(sql`locale = 'en'`, "desc")
        .execute()
    : [];
  const pages = pageIds.map((pageId): PageUse => {
    const translation = titles.find((t) => t.page_id === pageId);
    const locale = translation?.locale;
    return {
      pageId,
      title: translation?.title ?? `#${pageId}`,
      href: translation && locale && isLocale(locale) ? `${pageHref(locale, translation.path)}?draft=true` : null,
      revisions: [...new Set(uses.filter((r) => r.page_id === pageId).map((r) => r.kind))].sort(),
    };
  });
  // One query for every content table: each branch keeps its own first 50 rows by id, tagged with
  // its table and position, and the whole comes back in the order of CONTENT_REFERENCES, then id.
  const branches = (Object.entries(CONTENT_REFERENCES) as [ContentTable, (typeof CONTENT_REFERENCES)[ContentTable]][]).map(
    ([table, { column, label }], position) =>
      sql`(select ${table}::text as kind, ${position}::int as position, id, ${label} as label from ${sql.table(table)} where ${sql.ref(column)} = ${id} order by id limit 50)`,
  );
  const rows = await sql<{ kind: ContentTable; id: number; label: string }>`select kind, id, label from (${sql.join(branches, sql` union all `)}) as uses order by position, id`.execute(db);
  const content = rows.rows.map((row): ContentUse => ({ table: row.kind, id: row.id, label: row.label || `#${row.id}` }));
  return { pages: pages.sort((a, b) => a.title.localeCompare(b.title)), content };
}

export function isUsed(uses: MediaUses): boolean {
  return uses.pages.length > 0 || uses.content.length > 0;
}
