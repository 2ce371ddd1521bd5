import type { Db } from "../../../db";
import { listStories, type StoryText } from "~/content/stories.server";
import { localSlugSql } from "~/content/local-slugs.server";
import { isPublished, localizedJson } from "~/content/sql.server";
import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/route-table";
import { truncate } from "~/lib/format";
import { rowImages } from "../shared/row-images.server";
import type { StoryCard, StoryRows } from "./story-card";

/** SPEC §5.3 story teaser: body 150; a story's own summary is cut to the same length. */
export const STORY_TEASER_BODY = 150;

type StoryRow = {
  id: number;
  slug: string;
  category: string;
  group_name: string;
  has_video: boolean;
  visual_id: number | null;
  text: Omit<StoryText, "body"> | null;
};

/** Story rows as cards: their visuals read in one query, each linking to its detail page. */
export async function toStoryCards(db: Db, locale: Locale, rows: StoryRow[], bodies: Map<number, string> = new Map()): Promise<StoryCard[]> {
  const images = await rowImages(db, locale, rows.map((r) => r.visual_id));
  return rows.map((row) => ({
    id: row.id,
    title: row.text?.title || row.slug,
    body: bodies.get(row.id) || truncate(row.text?.summary ?? "", STORY_TEASER_BODY),
    category: row.category,
    group: row.group_name,
    hasVideo: row.has_video,
    href: href("story", locale, { slug: row.slug }),
    image: (row.visual_id && images.get(row.visual_id)) || null,
  }));
}

/** Published stories by id, in the order given (an unpublished or deleted one is skipped). */
export async function storiesByIds(db: Db, locale: Locale, ids: number[]): Promise<StoryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("employee_stories")
    .where("published", "=", true)
    .where(isPublished("publish_from"))
    .where("id", "in", ids)
    .select(["id", localSlugSql(locale).as("slug"), "category", "group_name", "has_video", "visual_id", localizedJson<Omit<StoryText, "body">>("content", locale, ["body"]).as("text")])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The newest published stories of a group and/or category, as cards. */
export async function loadStoryGrid(
  db: Db,
  locale: Locale,
  { group, category, limit }: { group?: string; category?: string; limit: number },
): Promise<StoryRows> {
  const page = await listStories(db, locale, { page: 1, pageSize: limit }, { group, category });
  return {
    stories: await toStoryCards(db, locale, page.rows),
    total: page.total,
    allHref: href("stories", locale, {}, { group, category }),
  };
}
