import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { ARTICLE_KIND, ARTICLE_TEXT_FIELDS, ARTICLE_TITLE_FIELDS, articleTextShape, articleTitleShape, dateTimeField, mediaRefField, optionalRowField } from "./shared-fields";

/** A tag's length, and how many a post takes (tags are part of the tag page's address). */
export const TAG_MAX = 40;
export const TAGS_MAX = 10;

/**
 * The Tags field's comma-separated text as the post's tags: trimmed, lower-cased, each once, in
 * the order typed; null when one is not lower-case letters, digits and single hyphens, is longer
 * than TAG_MAX or there are more than TAGS_MAX.
 */
export function tagList(text: string): string[] | null {
  const tags = [...new Set(text.split(",").map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  if (tags.length > TAGS_MAX || tags.some((tag) => tag.length > TAG_MAX || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag))) return null;
  return tags;
}

/** Blog posts: title, author (a blog author), tags, picture, publication date and texts. */
export const blogKindForm: ContentKindForm = {
  key: "blog",
  ...ARTICLE_KIND,
  shape: {
    ...articleTitleShape,
    author: optionalRowField,
    tags: z
      .string()
      .max(500)
      .refine((text) => tagList(text) !== null, { message: validationMessage("tagFormat") })
      .optional(),
    publishedAt: dateTimeField,
    image: mediaRefField,
    ...articleTextShape,
  },
  editor: {
    displayName: "Blog",
    defaults: {},
    groups: [
      {
        id: "post",
        label: "Blog post",
        fields: [
          ...ARTICLE_TITLE_FIELDS,
          { name: "author", label: "Author", kind: "singleSelect", source: "fetchBlogAuthors" },
          { name: "tags", label: "Tags (separated by commas)", kind: "text", maxLength: 500 },
          { name: "publishedAt", label: "Publication date (UTC)", kind: "datetime", required: true },
          { name: "image", label: "Image", kind: "image" },
          ...ARTICLE_TEXT_FIELDS,
        ],
      },
    ],
  },
};
