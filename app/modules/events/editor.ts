import type { ModuleEditorConfig } from "../editor-types";
import { EVENT_LIMITS } from "./schema";

export const eventsEditor = {
  displayName: "Events cards",
  defaults: { list: "company", limit: 3, showAllLink: true },
  groups: [
    {
      id: "events",
      label: "Events",
      fields: [
        {
          name: "list",
          label: "Event list",
          kind: "select",
          required: true, // always chosen: the schema fills a default
          options: [
            { value: "company", label: "Events" },
            { value: "career", label: "Career events" },
          ],
        },
        { name: "limit", label: "Number of items", kind: "select", options: EVENT_LIMITS.map((n) => ({ value: String(n), label: String(n) })) },
        { name: "showAllLink", label: "Link to the full list", kind: "checkbox" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
