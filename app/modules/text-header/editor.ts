import type { ModuleEditorConfig } from "../editor-types";

export const textHeaderEditor = {
  displayName: "Header 4 - Text",
  defaults: { tag: "", title: "", lead: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "tag", label: "Tag", kind: "text", maxLength: 50 },
        { name: "title", label: "Title", kind: "text", required: true, maxLength: 150 },
        { name: "lead", label: "Lead", kind: "textarea", maxLength: 400 },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
