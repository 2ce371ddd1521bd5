import type { ModuleEditorConfig } from "../editor-types";

export const interrupterEditor = {
  displayName: "Interrupter",
  defaults: { title: "", body: "", linkTitle: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "title", label: "Title", kind: "text", required: true, maxLength: 60 },
        { name: "body", label: "Text", kind: "textarea", required: true, maxLength: 150 },
        { name: "image", label: "Image", kind: "image" },
        { name: "linkTitle", label: "Button title", kind: "text", required: true, maxLength: 50 },
        { name: "link", label: "Button link", kind: "link", required: true },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
