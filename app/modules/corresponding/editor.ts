import type { ModuleEditorConfig } from "../editor-types";

export const correspondingEditor = {
  displayName: "Related topics",
  defaults: { teasers: [{}] },
  groups: [
    {
      id: "teasers",
      label: "Teasers",
      fields: [
        {
          name: "teasers",
          label: "Teasers",
          kind: "list",
          item: {
            form: "teaser",
            fields: [
              { name: "tag", label: "Tag", kind: "text" },
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
