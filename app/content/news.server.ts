import type { Db } from "../../db";
import type { ArticleContent } from "../../db/schema";
import type { Locale } from "~/i18n/locales";
import type { Paging } from "~/lib/pagination";
import type { ArticleSummary } from "./blog.server";
import { editableRow } from "./item-preview.server";
import { pagedByIds } from "./paged.server";
import { answersToSlug, localSlugSql, localSlugsSql } from "./local-slugs.server";
import { countOf, isPublished, limitOffset, localizedJson } from "./sql.server";

import { NEWS_CATEGORIES, type NewsType } from "./news-categories";

export { NEWS_CATEGORIES, type NewsType };

/** ?category=n for a news type: a known index, -1 (matches nothing) for anything else, undefined for none. */
export function newsCategory(newsType: NewsType, raw: string | null): number | undefined {
  if (raw === null || raw === "") return undefined;
  return /^\d$/.test(raw) && Number(raw) < NEWS_CATEGORIES[newsType].length ? Number(raw) : -1;
}

/** The row's columns, its slug the one of the locale (links lead to the localized address). */
const columns = (locale: Locale) => ["id", localSlugSql(locale).as("slug"), "category", "published_at", "image_id"] as const;

function articles(db: Db, newsType: NewsType) {
  return db.selectFrom("news_articles").where("news_type", "=", newsType).where("published", "=", true).where(isPublished("published_at"));
}

/** Published articles of one news type, newest first, optionally of one category. */
export function listNews(db: Db, locale: Locale, paging: Paging, { newsType, category }: { newsType: NewsType; category?: number }) {
  let q = articles(db, newsType);
  if (category !== undefined) q = q.where("category", "=", category);
  return pagedByIds(
    paging,
    () => countOf(q),
    (limit, offset) => limitOffset(q.select("id").orderBy("published_at", "desc").orderBy("id", "desc"), limit, offset).execute(),
    (ids) => db.selectFrom("news_articles").select([...columns(locale), localizedJson<ArticleSummary>("content", locale, ["body"]).as("text")]).where("id", "in", ids).execute(),
  );
}

/** The article a detail address names in a locale (by its slug there or its English one); `slugs`: its slug in every locale. */
export function findNews(db: Db, locale: Locale, slug: string, newsType: NewsType) {
  return articles(db, newsType)
    .select([...columns(locale), localSlugsSql().as("slugs"), localizedJson<ArticleContent>("content", locale).as("text")])
    .where(answersToSlug(locale, slug))
    .executeTakeFirst();
}

/** Article `id` of a news type as its preview link shows it (its editable state, published or not), as `findNews` answers. */
export function findNewsPreview(db: Db, locale: Locale, id: number, newsType: NewsType) {
  return db
    .selectFrom(editableRow("news_articles", id).as("news_articles"))
    .where("news_type", "=", newsType)
    .select([...columns(locale), localSlugsSql().as("slugs"), localizedJson<ArticleContent>("content", locale).as("text")])
    .executeTakeFirst();
}
