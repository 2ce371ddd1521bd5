import type { ModuleEditorConfig } from "../editor-types";

export const mediaTeaserEditor = {
  displayName: "Media teaser",
  defaults: { items: [{ title: "" }] },
  groups: [
    {
      id: "items",
      label: "Media teasers",
      fields: [
        {
          name: "items",
          label: "Media teasers",
          kind: "list",
          item: {
            form: "media teaser",
            fields: [
              { name: "image", label: "Image", kind: "image" },
              { name: "tag", label: "Tag", kind: "text" },
              { name: "title", label: "Title", kind: "text" },
              { name: "body", label: "Body", kind: "textarea" },
              { name: "linkTitle", label: "Button title", kind: "text" },
              { name: "link", label: "Link", kind: "link" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
