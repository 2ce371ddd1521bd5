import type { ModuleEditorConfig } from "../editor-types";
import { MAX_TABS } from "./schema";

export const tabEditor = {
  displayName: "Tabs",
  defaults: { items: [{ title: "", body: "" }] },
  groups: [
    {
      id: "tabs",
      label: "Tabs",
      fields: [
        {
          name: "items",
          label: "Tabs",
          kind: "list",
          minItems: 1,
          maxItems: MAX_TABS,
          item: {
            form: "text item",
            fields: [
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 250 },
              { name: "body", label: "Text", kind: "textarea", required: true, maxLength: 400 },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
