import type { ModuleEditorConfig } from "../editor-types";

export const ctaEditor = {
  displayName: "CTA",
  defaults: { title: "", body: "", linkTitle: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "title", label: "Title", kind: "text" },
        { name: "body", label: "Text", kind: "textarea" },
        { name: "linkTitle", label: "Button title", kind: "text" },
        { name: "link", label: "Button link", kind: "link" },
        { name: "secondaryLinkTitle", label: "Second button title", kind: "text" },
        { name: "secondaryLink", label: "Second button link", kind: "link" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
