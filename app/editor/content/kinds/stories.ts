import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { BODY_MAX, dateTimeField, mediaRefField, slugField } from "./shared-fields";

/** The stories' categories and groups: the values the list's filters and their translations know. */
export const STORY_CATEGORIES = ["Engineering", "Operations", "Sales"] as const;
export const STORY_GROUPS = ["Employees", "Apprentices"] as const;

/** Employee stories: title and texts, category and group (the list's filters), visual, video flag, date. */
export const storiesKindForm: ContentKindForm = {
  key: "stories",
  titleField: "title",
  slug: true,
  localSlugs: true,
  translated: ["title", "summary", "body"],
  shape: {
    title: z.string().trim().min(1).max(200),
    slug: slugField.optional(),
    category: z.enum(STORY_CATEGORIES),
    group: z.enum(STORY_GROUPS),
    publishFrom: dateTimeField,
    visual: mediaRefField,
    // An unticked checkbox posts nothing: no video.
    hasVideo: z.boolean().default(false),
    summary: z.string().trim().max(600).optional(),
    body: z.string().max(BODY_MAX).optional(),
  },
  editor: {
    displayName: "Employee stories",
    defaults: { category: STORY_CATEGORIES[0], group: STORY_GROUPS[0], hasVideo: false },
    groups: [
      {
        id: "story",
        label: "Employee story",
        fields: [
          { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
          { name: "slug", label: "Slug", kind: "text", maxLength: 120 },
          { name: "category", label: "Category", kind: "select", options: STORY_CATEGORIES.map((value) => ({ value, label: value })) },
          { name: "group", label: "Group", kind: "select", options: STORY_GROUPS.map((value) => ({ value, label: value })) },
          { name: "publishFrom", label: "Publish from (UTC)", kind: "datetime", required: true },
          { name: "visual", label: "Visual", kind: "image" },
          { name: "hasVideo", label: "The story contains a video", kind: "checkbox" },
          { name: "summary", label: "Summary", kind: "textarea", maxLength: 600 },
          { name: "body", label: "Text", kind: "richText", maxLength: BODY_MAX },
        ],
      },
    ],
  },
};
