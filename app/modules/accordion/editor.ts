import type { ModuleEditorConfig } from "../editor-types";

export const accordionEditor = {
  displayName: "Accordion",
  defaults: { items: [{ title: "", body: "" }], openFirst: false },
  groups: [
    {
      id: "items",
      label: "Items",
      fields: [
        { name: "openFirst", label: "Open the first item", kind: "checkbox" },
        {
          name: "items",
          label: "Items",
          kind: "list",
          item: {
            form: "list item",
            fields: [
              { name: "title", label: "Title", kind: "text" },
              { name: "body", label: "Body", kind: "richText" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
