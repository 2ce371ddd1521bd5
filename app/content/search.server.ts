import { sql } from "kysely";
import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import { href, pageHref } from "~/i18n/route-table";

export type SearchHit = { type: "page" | "product" | "blog" | "news" | "job"; title: string; href: string };

const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A first search: case-insensitive match on titles of published pages and content, in the
 * locale (English where the locale has no text). Full-text ranking comes with the search issue.
 */
export async function searchSite(db: Db, locale: Locale, site: string, q: string): Promise<SearchHit[]> {
  const like = pattern(q);
  const text = (column: string, field: string) => sql<string>`coalesce(${sql.ref(column)}->${locale}->>${field}, ${sql.ref(column)}->'en'->>${field})`;
  const [pages, products, blog, news, jobs] = await Promise.all([
    db
      .selectFrom("page_translations as t")
      .innerJoin("page_revisions as r", (j) => j.onRef("r.page_id", "=", "t.page_id").on("r.status", "=", "published"))
      .select(["t.title", "t.path"])
      .where("t.locale", "=", locale)
      .where("t.site", "=", site)
      .where((eb) => eb.or([eb("t.title", "ilike", like), eb("t.description", "ilike", like)]))
      .limit(50)
      .execute(),
    db
      .selectFrom("products")
      .select(["slug", "display_name"])
      .where((eb) => eb.or([eb("name", "ilike", like), eb("display_name", "ilike", like), eb(text("content", "summary"), "ilike", like)]))
      .limit(50)
      .execute(),
    db.selectFrom("blog_posts").select(["slug", text("content", "title").as("title")]).where(text("content", "title"), "ilike", like).limit(50).execute(),
    db
      .selectFrom("news_articles")
      .select(["slug", "news_type", text("content", "title").as("title")])
      .where(text("content", "title"), "ilike", like)
      .limit(50)
      .execute(),
    db.selectFrom("jobs").select(["slug", "direct_link", text("content", "szaTitle").as("title")]).where(text("content", "szaTitle"), "ilike", like).limit(50).execute(),
  ]);
  return [
    ...pages.map((p) => ({ type: "page" as const, title: p.title, href: pageHref(locale, p.path) })),
    ...products.map((p) => ({ type: "product" as const, title: p.display_name, href: href("product", locale, { slug: p.slug }) })),
    ...blog.map((b) => ({ type: "blog" as const, title: b.title, href: href("blogPost", locale, { post: b.slug }) })),
    ...news.map((n) => ({
      type: "news" as const,
      title: n.title,
      href: href(n.news_type === "career" ? "careerNewsArticle" : "newsArticle", locale, { slug: n.slug }),
    })),
    ...jobs.map((j) => ({ type: "job" as const, title: j.title, href: j.direct_link ?? href("careerList", locale) })),
  ];
}
