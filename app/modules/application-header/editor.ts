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
        { name: "tag", label: "Tag", kind: "text" },
        { name: "title", label: "Title", kind: "text" },
        { name: "body", label: "Text", kind: "textarea" },
        { name: "image", label: "Image", kind: "image" },
        { name: "linkTitle", label: "Button title", kind: "text" },
        { name: "link", label: "Button link", kind: "link" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
