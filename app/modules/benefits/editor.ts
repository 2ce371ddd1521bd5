import type { ModuleEditorConfig } from "../editor-types";

export const benefitsEditor = {
  displayName: "Benefits",
  defaults: { items: [{ title: "", subtitle: "" }] },
  groups: [
    {
      id: "items",
      label: "Benefits",
      fields: [
        {
          name: "items",
          label: "Benefits",
          kind: "list",
          item: {
            form: "key item",
            fields: [
              { name: "title", label: "Title", kind: "text" },
              { name: "subtitle", label: "Subtitle", kind: "text" },
              { name: "body", label: "Body", kind: "textarea" },
              { name: "image", label: "Vector image", kind: "vector" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
