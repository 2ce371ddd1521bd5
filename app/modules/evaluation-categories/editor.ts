import type { ModuleEditorConfig } from "../editor-types";

export const evaluationCategoriesEditor = {
  displayName: "Evaluation categories",
  defaults: { items: [{ title: "" }] },
  groups: [
    {
      id: "items",
      label: "Categories",
      fields: [
        {
          name: "items",
          label: "Categories",
          kind: "list",
          item: {
            form: "evaluation category",
            fields: [
              { name: "title", label: "Title", kind: "text" },
              { name: "description", label: "Description", kind: "textarea" },
              { name: "link", label: "Link", kind: "link" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
