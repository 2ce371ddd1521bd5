import type { ModuleEditorConfig } from "../editor-types";

export const textHeaderEditor = {
  displayName: "Header 4 - Text",
  defaults: { tag: "", title: "", lead: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "tag", label: "Tag", kind: "text" },
        { name: "title", label: "Title", kind: "text" },
        { name: "lead", label: "Lead", kind: "textarea" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
