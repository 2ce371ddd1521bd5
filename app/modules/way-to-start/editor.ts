import type { ModuleEditorConfig } from "../editor-types";
import { MAX_WAYS } from "./schema";

export const wayToStartEditor = {
  displayName: "Ways to start",
  defaults: { items: [{ title: "" }] },
  groups: [
    {
      id: "items",
      label: "Items",
      fields: [
        {
          name: "items",
          label: "Items",
          kind: "list",
          minItems: 1,
          maxItems: MAX_WAYS,
          item: {
            form: "way-to-start item",
            fields: [
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 100 },
              { name: "body", label: "Body", kind: "textarea", maxLength: 100 },
              { name: "image", label: "Image", kind: "image", required: true },
              { name: "linkTitle", label: "Link title", kind: "text", maxLength: 100 },
              { name: "link", label: "Link", kind: "link" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
