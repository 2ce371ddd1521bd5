import type { ModuleEditorConfig } from "../editor-types";

export const applicationHeaderEditor = {
  displayName: "Header 3 - Applications",
  lowerToolbar: true,
  defaults: { tag: "", title: "", body: "", linkTitle: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "tag", label: "Tag", kind: "text", maxLength: 50 },
        { name: "title", label: "Title", kind: "text", required: true, maxLength: 100 },
        { name: "body", label: "Text", kind: "textarea", maxLength: 400 },
        { name: "image", label: "Image", kind: "image", required: true },
        { name: "linkTitle", label: "Button title", kind: "text", maxLength: 50 },
        { name: "link", label: "Button link", kind: "link" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
