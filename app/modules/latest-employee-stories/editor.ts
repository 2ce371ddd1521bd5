import type { ModuleEditorConfig } from "../editor-types";
import { LATEST_STORY_LIMITS } from "./schema";

export const latestEmployeeStoriesEditor = {
  displayName: "Latest employee stories",
  defaults: { teasers: [], limit: 6, showAllLink: true },
  groups: [
    {
      id: "stories",
      label: "Employee stories",
      fields: [
        {
          name: "teasers",
          label: "Chosen stories (empty for the latest)",
          kind: "list",
          item: {
            form: "employee-story teaser",
            fields: [
              { name: "story", label: "Employee story", kind: "singleSelect", source: "fetchEmployeeStories" },
              { name: "body", label: "Body", kind: "textarea" },
            ],
          },
        },
        { name: "limit", label: "Number of latest stories", kind: "select", options: LATEST_STORY_LIMITS.map((n) => ({ value: String(n), label: String(n) })) },
        { name: "showAllLink", label: "Link to the full list", kind: "checkbox" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
