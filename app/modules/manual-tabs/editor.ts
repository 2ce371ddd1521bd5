import type { ModuleEditorConfig } from "../editor-types";
import { MAX_MANUAL_TABS } from "./schema";

export const manualTabsEditor = {
  displayName: "Manual tabs",
  defaults: { tabs: [{ title: "", body: "", items: [{ filename: "" }] }] },
  groups: [
    {
      id: "tabs",
      label: "Tabs",
      fields: [
        {
          name: "tabs",
          label: "Tabs",
          kind: "list",
          minItems: 1,
          maxItems: MAX_MANUAL_TABS,
          item: {
            form: "manual tab",
            fields: [
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 250 },
              { name: "body", label: "Text", kind: "richText", maxLength: 5000 },
              {
                name: "items",
                label: "Manuals",
                kind: "list",
                item: {
                  form: "document item",
                  fields: [
                    { name: "filename", label: "Filename", kind: "text", required: true, maxLength: 100 },
                    { name: "document", label: "Document", kind: "document" },
                    { name: "file", label: "File", kind: "file" },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
