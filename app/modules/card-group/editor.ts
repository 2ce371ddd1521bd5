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
          minItems: 1,
          maxItems: 4,
          item: {
            form: "card",
            fields: [
              { name: "tag", label: "Tag", kind: "text", maxLength: 50 },
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 250 },
              { name: "body", label: "Body", kind: "textarea", maxLength: 600 },
              { name: "image", label: "Image", kind: "image" },
              { name: "linkTitle", label: "Link title", kind: "text", maxLength: 50 },
              { name: "link", label: "Link", kind: "link" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
