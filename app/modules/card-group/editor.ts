import type { ModuleEditorConfig } from "../editor-types";

export const cardGroupEditor = {
  displayName: "Cards / CTA",
  quickEntry: "Cards / CTA",
  defaults: { cards: [{ title: "" }] },
  groups: [
    {
      id: "cards",
      label: "Cards",
      fields: [
        {
          name: "cards",
          label: "Cards",
          kind: "list",
          item: {
            form: "card",
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
