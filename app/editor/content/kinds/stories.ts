import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { ARTICLE_KIND, ARTICLE_TEXT_FIELDS, ARTICLE_TITLE_FIELDS, articleTextShape, articleTitleShape, dateTimeField, mediaRefField } from "./shared-fields";

/** The stories' categories and groups: the values the list's filters and their translations know. */
export const STORY_CATEGORIES = ["Engineering", "Operations", "Sales"] as const;
export const STORY_GROUPS = ["Employees", "Apprentices"] as const;

/** Employee stories: title and texts, category and group (the list's filters), visual, video flag, date. */
export const storiesKindForm: ContentKindForm = {
  key: "stories",
  ...ARTICLE_KIND,
  shape: {
    ...articleTitleShape,
    category: z.enum(STORY_CATEGORIES),
    group: z.enum(STORY_GROUPS),
    publishFrom: dateTimeField,
    visual: mediaRefField,
    // An unticked checkbox posts nothing: no video.
    hasVideo: z.boolean().default(false),
    ...articleTextShape,
  },
  editor: {
    displayName: "Employee stories",
    defaults: { category: STORY_CATEGORIES[0], group: STORY_GROUPS[0], hasVideo: false },
    groups: [
      {
        id: "story",
        label: "Employee story",
        fields: [
          ...ARTICLE_TITLE_FIELDS,
          { name: "category", label: "Category", kind: "select", options: STORY_CATEGORIES.map((value) => ({ value, label: value })) },
          { name: "group", label: "Group", kind: "select", options: STORY_GROUPS.map((value) => ({ value, label: value })) },
          { name: "publishFrom", label: "Publish from (UTC)", kind: "datetime", required: true },
          { name: "visual", label: "Visual", kind: "image" },
          { name: "hasVideo", label: "The story contains a video", kind: "checkbox" },
          ...ARTICLE_TEXT_FIELDS,
        ],
      },
    ],
  },
};
