import type { ModuleEditorConfig } from "../editor-types";

export const wayToStartEditor = {
  displayName: "Ways to start",
  defaults: { items: [{ title: "" }] },
  groups: [
    {
      id: "items",
      label: "Items",
      fields: [
        {
          name: "items",
          label: "Items",
          kind: "list",
          item: {
            form: "way-to-start item",
            fields: [
              { name: "title", label: "Title", kind: "text" },
              { name: "body", label: "Body", kind: "textarea" },
              { name: "image", label: "Image", kind: "image" },
              { name: "linkTitle", label: "Link title", kind: "text" },
              { name: "link", label: "Link", kind: "link" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
