import type { ModuleEditorConfig } from "../editor-types";
import { BENEFITS_MAX_ITEMS } from "./schema";

export const benefitsEditor = {
  displayName: "Benefits",
  defaults: { items: [{ title: "", subtitle: "" }] },
  groups: [
    {
      id: "items",
      label: "Benefits",
      fields: [
        {
          name: "items",
          label: "Benefits",
          kind: "list",
          minItems: 1,
          maxItems: BENEFITS_MAX_ITEMS,
          item: {
            form: "key item",
            fields: [
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 8 },
              { name: "subtitle", label: "Subtitle", kind: "text", maxLength: 70 },
              { name: "body", label: "Body", kind: "textarea", maxLength: 100 },
              { name: "image", label: "Vector image", kind: "vector", required: true },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
