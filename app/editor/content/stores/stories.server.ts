import { sql } from "kysely";
import { href } from "~/i18n/route-table";
import { validationMessage } from "../../shell/validation-messages";
import type { ContentStore } from "../content-store";
import { dateTimeValue, utcDate } from "../kinds/shared-fields";
import { pagesWithModulePicking } from "./module-uses.server";
import { idOf, mediaExists, ref, slugHref } from "./store-helpers.server";

/** Employee stories: a page of their own; the Latest employee stories module can pick them. */
export const storiesStore: ContentStore = {
  table: "employee_stories",
  columns: ["slug", "category", "group_name", "visual_id", "has_video", "publish_from"],
  dateColumn: "publish_from",
  scheduleColumn: "publish_from",
  toForm: (c) => ({
    slug: c.slug,
    category: c.category,
    group: c.group_name,
    publishFrom: c.publish_from ? dateTimeValue(c.publish_from as string) : "",
    visual: ref(c.visual_id),
    hasVideo: Boolean(c.has_video),
  }),
  toColumns: (v) => ({
    slug: v.slug,
    category: v.category,
    group_name: v.group,
    visual_id: idOf(v.visual),
    has_video: v.hasVideo === true,
    publish_from: utcDate(String(v.publishFrom)).toISOString(),
  }),
  viewHref: (row, locale) => slugHref(row, locale, (slug) => href("story", locale, { slug })),
  checkRelations: async (trx, c): Promise<Record<string, string[]>> => ((await mediaExists(trx, c.visual_id, ["image"])) ? {} : { visual: [validationMessage("mediaMissing")] }),
  // The Employee stories module filters by group and category (no ids): only picked teasers count.
  usesOf: async (trx, id) => {
    const picks = sql<boolean>`jsonb_path_exists(c.data, '$.teasers[*] ? (@.story.id == $id)', jsonb_build_object('id', ${id}::int))`;
    const pages = await pagesWithModulePicking(trx, "LATEST_EMPLOYEE_STORIES", picks);
    return pages.map((name) => ({ kind: "storyTeaser" as const, name }));
  },
};
