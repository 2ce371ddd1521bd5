import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import type { Paging } from "~/lib/pagination";
import { editableRow } from "./item-preview.server";
import { pagedByIds } from "./paged.server";
import { answersToSlug, localSlugSql, localSlugsSql } from "./local-slugs.server";
import { countOf, isPublished, limitOffset, localizedJson } from "./sql.server";

export type StoryText = { title: string; summary: string; body: string };

/** The row's columns, its slug the one of the locale (links lead to the localized address). */
const columns = (locale: Locale) => ["id", localSlugSql(locale).as("slug"), "category", "group_name", "has_video", "publish_from", "visual_id"] as const;

function stories(db: Db) {
  return db.selectFrom("employee_stories").where("published", "=", true).where(isPublished("publish_from"));
}

/** Published employee stories, newest first, filtered by group and/or category. */
export function listStories(db: Db, locale: Locale, paging: Paging, { group, category }: { group?: string; category?: string } = {}) {
  let q = stories(db);
  if (group) q = q.where("group_name", "=", group);
  if (category) q = q.where("category", "=", category);
  return pagedByIds(
    paging,
    () => countOf(q),
    (limit, offset) => limitOffset(q.select("id").orderBy("publish_from", "desc").orderBy("id", "desc"), limit, offset).execute(),
    (ids) => db.selectFrom("employee_stories").select([...columns(locale), localizedJson<Omit<StoryText, "body">>("content", locale, ["body"]).as("text")]).where("id", "in", ids).execute(),
  );
}

/** The newest `limit` stories (career hub). */
export function latestStories(db: Db, locale: Locale, limit: number) {
  return stories(db)
    .select([...columns(locale), localizedJson<Omit<StoryText, "body">>("content", locale, ["body"]).as("text")])
    .orderBy("publish_from", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The story a detail address names in a locale (by its slug there or its English one); `slugs`: its slug in every locale. */
export function findStory(db: Db, locale: Locale, slug: string) {
  return stories(db)
    .select([...columns(locale), localSlugsSql().as("slugs"), localizedJson<StoryText>("content", locale).as("text")])
    .where(answersToSlug(locale, slug))
    .executeTakeFirst();
}

/** Story `id` as its preview link shows it (its editable state, published or not), as `findStory` answers. */
export function findStoryPreview(db: Db, locale: Locale, id: number) {
  return db
    .selectFrom(editableRow("employee_stories", id).as("employee_stories"))
    .select([...columns(locale), localSlugsSql().as("slugs"), localizedJson<StoryText>("content", locale).as("text")])
    .executeTakeFirst();
}

/** The groups and categories that published stories use (the filters' options). */
export async function storyFilters(db: Db): Promise<{ groups: string[]; categories: string[] }> {
  const [groups, categories] = await Promise.all([
    stories(db).select("group_name").distinct().orderBy("group_name").execute(),
    stories(db).select("category").distinct().orderBy("category").execute(),
  ]);
  return { groups: groups.map((r) => r.group_name), categories: categories.map((r) => r.category) };
}
