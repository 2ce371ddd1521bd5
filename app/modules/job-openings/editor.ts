import type { ModuleEditorConfig } from "../editor-types";
import { JOB_LIMITS } from "./schema";

export const jobOpeningsEditor = {
  displayName: "Job openings",
  defaults: { limit: 5, showAllLink: true },
  groups: [
    {
      id: "jobs",
      label: "Job openings",
      fields: [
        { name: "limit", label: "Number of items", kind: "select", options: JOB_LIMITS.map((n) => ({ value: String(n), label: String(n) })) },
        { name: "location", label: "Location (city, empty for all)", kind: "text" },
        { name: "showAllLink", label: "Link to the full list", kind: "checkbox" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
