import type { ModuleEditorConfig } from "../editor-types";

export const quoteEditor = {
  displayName: "Quote",
  defaults: { quote: "", name: "", position: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "quote", label: "Quote", kind: "textarea" },
        { name: "name", label: "Name", kind: "text" },
        { name: "position", label: "Position", kind: "text" },
        { name: "image", label: "Portrait", kind: "image" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
