import type { ModuleEditorConfig } from "../editor-types";

/** Not offered in the module picker (SPEC §2.5), but existing ones stay editable. */
export const secondaryHeaderEditor = {
  displayName: "Header 2 - Megatrends",
  defaults: { title: "", lead: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "title", label: "Title", kind: "text" },
        { name: "lead", label: "Lead", kind: "textarea" },
        { name: "image", label: "Background image", kind: "image" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
