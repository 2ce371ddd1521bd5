import { href } from "~/i18n/route-table";
import { validationMessage } from "../../shell/validation-messages";
import type { ContentStore } from "../content-store";
import { tagList } from "../kinds/blog";
import { dateTimeValue, utcDate } from "../kinds/shared-fields";
import { idOf, mediaExists, ref, slugHref } from "./store-helpers.server";

/** Blog posts: by a blog author (authors are not administered here), with tags; a page of their own. */
export const blogStore: ContentStore = {
  table: "blog_posts",
  columns: ["slug", "author_id", "tags", "image_id", "published_at"],
  dateColumn: "published_at",
  scheduleColumn: "published_at",
  toForm: (c) => ({
    slug: c.slug,
    author: ref(c.author_id),
    tags: ((c.tags as string[] | undefined) ?? []).join(", "),
    publishedAt: c.published_at ? dateTimeValue(c.published_at as string) : "",
    image: ref(c.image_id),
  }),
  toColumns: (v) => ({
    slug: v.slug,
    author_id: idOf(v.author),
    tags: tagList(String(v.tags ?? "")) ?? [],
    image_id: idOf(v.image),
    published_at: utcDate(String(v.publishedAt)).toISOString(),
  }),
  viewHref: (row, locale) => slugHref(row, locale, (post) => href("blogPost", locale, { post })),
  checkRelations: async (trx, c) => {
    const errors: Record<string, string[]> = {};
    if (!(await mediaExists(trx, c.image_id, ["image"]))) errors.image = [validationMessage("mediaMissing")];
    if (typeof c.author_id === "number" && !(await trx.selectFrom("blog_authors").select("id").where("id", "=", c.author_id).executeTakeFirst())) {
      errors.author = [validationMessage("relationMissing")];
    }
    return errors;
  },
};
