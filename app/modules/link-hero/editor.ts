import type { ModuleEditorConfig } from "../editor-types";

export const linkHeroEditor = {
  displayName: "Link hero",
  lowerToolbar: true,
  defaults: { title: "", body: "", links: [{}] },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "title", label: "Title", kind: "text" },
        { name: "body", label: "Text", kind: "textarea" },
        { name: "image", label: "Background image", kind: "image" },
      ],
    },
    {
      id: "links",
      label: "Quick links",
      fields: [
        {
          name: "links",
          label: "Quick links",
          kind: "list",
          item: {
            form: "link",
            fields: [
              { name: "link", label: "Link", kind: "link" },
              { name: "linkTitle", label: "Link title", kind: "text" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
