import type { ModuleEditorConfig } from "../editor-types";

export const imageGroupEditor = {
  displayName: "Images 1&2",
  quickEntry: "Images 1&2",
  defaults: { items: [{}] },
  groups: [
    {
      id: "items",
      label: "Images",
      fields: [
        {
          name: "items",
          label: "Images",
          kind: "list",
          maxItems: 2,
          item: {
            form: "image pair",
            fields: [
              { name: "image", label: "Image", kind: "image", required: true },
              { name: "title", label: "Title", kind: "text", maxLength: 60 },
              { name: "caption", label: "Caption", kind: "text", maxLength: 130 },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
