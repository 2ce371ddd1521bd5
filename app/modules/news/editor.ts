import type { ModuleEditorConfig } from "../editor-types";
import { NEWS_LIMITS } from "./schema";

export const newsEditor = {
  displayName: "News all",
  defaults: { newsType: "newsroom", category: "all", limit: 3, showAllLink: true },
  groups: [
    {
      id: "news",
      label: "News",
      fields: [
        {
          name: "newsType",
          label: "News type",
          kind: "select",
          required: true, // always chosen: the schema fills a default
          options: [
            { value: "newsroom", label: "Newsroom" },
            { value: "career", label: "Career news" },
          ],
        },
        {
          // One select for both types: the schema rejects a category of the other type.
          name: "category",
          label: "Category",
          kind: "select",
          required: true, // always chosen: the schema fills a default
          options: [
            { value: "all", label: "All" },
            { value: "news", label: "Newsroom – News" },
            { value: "press", label: "Newsroom – Press release" },
            { value: "adhoc", label: "Newsroom – Ad hoc news" },
            { value: "career", label: "Career news – Career news" },
            { value: "apprentice", label: "Career news – Apprentice news" },
          ],
        },
        { name: "limit", label: "Number of items", kind: "select", options: NEWS_LIMITS.map((n) => ({ value: String(n), label: String(n) })) },
        { name: "showAllLink", label: "Link to the full list", kind: "checkbox" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
