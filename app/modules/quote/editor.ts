import type { ModuleEditorConfig } from "../editor-types";

export const quoteEditor = {
  displayName: "Quote",
  defaults: { quote: "", name: "", position: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "quote", label: "Quote", kind: "textarea", required: true, maxLength: 400 },
        { name: "name", label: "Name", kind: "text", maxLength: 100 },
        { name: "position", label: "Position", kind: "text", maxLength: 150 },
        { name: "image", label: "Portrait", kind: "image" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
