import type { ModuleEditorConfig } from "../editor-types";

export const textBlockEditor = {
  displayName: "Text editor",
  quickEntry: "Text editor",
  defaults: { body: "", columns: "1", collapsible: false },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "body", label: "Text", kind: "richText" },
        {
          name: "columns",
          label: "Columns",
          kind: "select",
          options: [
            { value: "1", label: "One column" },
            { value: "2", label: "Two columns" },
          ],
        },
        { name: "collapsible", label: "Collapse long text (Show more)", kind: "checkbox" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
