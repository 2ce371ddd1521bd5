import type { ModuleEditorConfig } from "../editor-types";

export const ctaBlockEditor = {
  displayName: "CTA block",
  defaults: { topics: [{ title: "" }] },
  groups: [
    {
      id: "topics",
      label: "Topics",
      fields: [
        {
          name: "topics",
          label: "Topics",
          kind: "list",
          item: {
            form: "topic",
            fields: [
              { name: "title", label: "Title", kind: "text" },
              { name: "body", label: "Body", kind: "textarea" },
              { name: "image", label: "Image", kind: "image" },
              { name: "linkTitle", label: "Button title", kind: "text" },
              { name: "link", label: "Button link", kind: "link" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
