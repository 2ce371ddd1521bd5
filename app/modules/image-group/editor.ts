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
          item: {
            form: "image pair",
            fields: [
              { name: "image", label: "Image", kind: "image" },
              { name: "title", label: "Title", kind: "text" },
              { name: "caption", label: "Caption", kind: "text" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
