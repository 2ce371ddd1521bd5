import { sql } from "kysely";
import type { Db } from "../../db";
import type { ArticleContent } from "../../db/schema";
import type { Locale } from "~/i18n/locales";
import type { Paging } from "~/lib/pagination";
import { editableRow } from "./item-preview.server";
import { pagedByIds } from "./paged.server";
import { answersToSlug, localSlugSql, localSlugsSql } from "./local-slugs.server";
import { countOf, isPublished, limitOffset, localizedJson } from "./sql.server";

export type ArticleSummary = Omit<ArticleContent, "body">;

function posts(db: Db) {
  return db
    .selectFrom("blog_posts as p")
    .leftJoin("blog_authors as a", "a.id", "p.author_id")
    .where("p.published", "=", true)
    .where(isPublished("p.published_at"));
}

/** The post's columns, its slug the one of the locale (links lead to the localized address). */
const columns = (locale: Locale) => ["p.id", localSlugSql(locale, "p").as("slug"), "p.tags", "p.published_at", "p.image_id", "a.name as author", "a.slug as authorSlug"] as const;

/** Published blog posts, newest first, optionally by tag or author slug. */
export function listBlogPosts(db: Db, locale: Locale, paging: Paging, { tag, author }: { tag?: string; author?: string } = {}) {
  // Counted and paged on blog_posts alone (its index); the author by id; author names and the
  // jsonb content only for the page's rows.
  let q = db.selectFrom("blog_posts as p").where("p.published", "=", true).where(isPublished("p.published_at"));
  if (tag) q = q.where(sql<boolean>`${tag} = any(p.tags)`);
  if (author) q = q.where("p.author_id", "=", (eb) => eb.selectFrom("blog_authors").select("id").where("slug", "=", author));
  return pagedByIds(
    paging,
    () => countOf(q),
    (limit, offset) => limitOffset(q.select("p.id").orderBy("p.published_at", "desc").orderBy("p.id", "desc"), limit, offset).execute(),
    (ids) => posts(db).select([...columns(locale), localizedJson<ArticleSummary>("p.content", locale, ["body"]).as("text")]).where("p.id", "in", ids).execute(),
  );
}

/** One published post with its body (unsanitized: sanitize before rendering). */
export function findBlogPost(db: Db, locale: Locale, slug: string) {
  return posts(db)
    .select([...columns(locale), localSlugsSql("p").as("slugs"), localizedJson<ArticleContent>("p.content", locale).as("text")])
    .where(answersToSlug(locale, slug, "p"))
    .executeTakeFirst();
}

/** Post `id` as its preview link shows it (its editable state, published or not), as `findBlogPost` answers. */
export function findBlogPostPreview(db: Db, locale: Locale, id: number) {
  return db
    .selectFrom(editableRow("blog_posts", id).as("p"))
    .leftJoin("blog_authors as a", "a.id", "p.author_id")
    .select([...columns(locale), localSlugsSql("p").as("slugs"), localizedJson<ArticleContent>("p.content", locale).as("text")])
    .executeTakeFirst();
}

export function findAuthor(db: Db, locale: Locale, slug: string) {
  return db
    .selectFrom("blog_authors")
    .select(["slug", "name", localizedJson<{ bio: string; role?: string }>("content", locale).as("text")])
    .where("slug", "=", slug)
    .executeTakeFirst();
}

/** Every tag used by a published post, alphabetically (the blog's topic filter). */
export async function blogTags(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom(posts(db).select(sql<string>`unnest(p.tags)`.as("tag")).as("t"))
    .select("t.tag")
    .distinct()
    .orderBy("t.tag")
    .execute();
  return rows.map((r) => r.tag);
}
