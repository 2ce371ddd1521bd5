import type { ModuleEditorConfig } from "../editor-types";

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
          item: {
            form: "manual tab",
            fields: [
              { name: "title", label: "Title", kind: "text" },
              { name: "body", label: "Text", kind: "richText" },
              {
                name: "items",
                label: "Manuals",
                kind: "list",
                item: {
                  form: "document item",
                  fields: [
                    { name: "filename", label: "Filename", kind: "text" },
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
