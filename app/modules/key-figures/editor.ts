import type { ModuleEditorConfig } from "../editor-types";

export const keyFiguresEditor = {
  displayName: "Key figures",
  defaults: { items: [{ title: "", subtitle: "" }] },
  groups: [
    {
      id: "items",
      label: "Key figures",
      fields: [
        {
          name: "items",
          label: "Key figures",
          kind: "list",
          minItems: 1,
          maxItems: 3,
          item: {
            form: "key item",
            fields: [
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 8 },
              { name: "subtitle", label: "Subtitle", kind: "text", maxLength: 70 },
              { name: "body", label: "Body", kind: "textarea", maxLength: 100 },
              { name: "image", label: "Vector image", kind: "vector", required: true },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
