import type { ModuleEditorConfig } from "../editor-types";
import { EVALUATION_CATEGORIES_MAX_ITEMS } from "./schema";

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
          minItems: 1,
          maxItems: EVALUATION_CATEGORIES_MAX_ITEMS,
          item: {
            form: "evaluation category",
            fields: [
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 100 },
              { name: "description", label: "Description", kind: "textarea", maxLength: 200 },
              { name: "link", label: "Link", kind: "link", required: true },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
