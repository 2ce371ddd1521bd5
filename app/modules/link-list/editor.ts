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
              { name: "link", label: "Link", kind: "link" },
              { name: "linkTitle", label: "Link title", kind: "text" },
              { name: "title", label: "Title", kind: "text" },
              { name: "body", label: "Body", kind: "textarea" },
              { name: "summary", label: "Summary", kind: "text" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
