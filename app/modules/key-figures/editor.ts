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
