import type { ModuleEditorConfig } from "../editor-types";
import { STORY_GRID_LIMITS } from "./schema";

export const employeeStoriesEditor = {
  displayName: "Employee stories",
  defaults: { limit: 6, showAllLink: true },
  groups: [
    {
      id: "stories",
      label: "Employee stories",
      fields: [
        // No choice means All (SPEC §3.8: group and category for stories).
        { name: "group", label: "Group (empty for all)", kind: "singleSelect", source: "fetchStoriesGroups" },
        { name: "category", label: "Category (empty for all)", kind: "singleSelect", source: "fetchStoriesCategories" },
        { name: "limit", label: "Number of items", kind: "select", options: STORY_GRID_LIMITS.map((n) => ({ value: String(n), label: String(n) })) },
        { name: "showAllLink", label: "Link to the full list", kind: "checkbox" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
