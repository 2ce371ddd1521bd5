import type { ModuleEditorConfig } from "../editor-types";

export const linkListEditor = {
  displayName: "Links: int,ext,downl.",
  quickEntry: "Links: int,ext,downl.",
  defaults: { items: [{}] },
  groups: [
    {
      id: "items",
      label: "Links",
      fields: [
        {
          name: "items",
          label: "Links",
          kind: "list",
          item: {
            form: "link",
            fields: [
              { name: "link", label: "Link", kind: "link", required: true },
              { name: "linkTitle", label: "Link title", kind: "text", maxLength: 130 },
              { name: "title", label: "Title", kind: "text", maxLength: 250 },
              { name: "body", label: "Body", kind: "textarea", maxLength: 100 },
              { name: "summary", label: "Summary", kind: "text", maxLength: 60 },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
