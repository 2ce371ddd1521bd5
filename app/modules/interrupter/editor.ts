import type { ModuleEditorConfig } from "../editor-types";

export const interrupterEditor = {
  displayName: "Interrupter",
  defaults: { title: "", body: "", linkTitle: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "title", label: "Title", kind: "text" },
        { name: "body", label: "Text", kind: "textarea" },
        { name: "image", label: "Image", kind: "image" },
        { name: "linkTitle", label: "Button title", kind: "text" },
        { name: "link", label: "Button link", kind: "link" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
