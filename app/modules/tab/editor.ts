import type { ModuleEditorConfig } from "../editor-types";

export const tabEditor = {
  displayName: "Tabs",
  defaults: { items: [{ title: "", body: "" }] },
  groups: [
    {
      id: "tabs",
      label: "Tabs",
      fields: [
        {
          name: "items",
          label: "Tabs",
          kind: "list",
          item: {
            form: "text item",
            fields: [
              { name: "title", label: "Title", kind: "text" },
              { name: "body", label: "Text", kind: "textarea" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
