import type { ModuleEditorConfig } from "../editor-types";
import { HIGHLIGHT_LIMITS } from "./schema";

export const highlightsEditor = {
  displayName: "Job highlights",
  defaults: { limit: 8, showAllLink: true },
  groups: [
    {
      id: "jobs",
      label: "Job openings",
      fields: [
        { name: "limit", label: "Number of items", kind: "select", options: HIGHLIGHT_LIMITS.map((n) => ({ value: String(n), label: String(n) })) },
        { name: "location", label: "Location (city, empty for all)", kind: "text" },
        { name: "showAllLink", label: "Link to the full list", kind: "checkbox" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
