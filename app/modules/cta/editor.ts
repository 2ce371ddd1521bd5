import type { ModuleEditorConfig } from "../editor-types";

export const ctaEditor = {
  displayName: "CTA",
  defaults: { title: "", body: "", linkTitle: "" },
  groups: [
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "title", label: "Title", kind: "text", required: true, maxLength: 120 },
        { name: "body", label: "Text", kind: "textarea", maxLength: 300 },
        { name: "linkTitle", label: "Button title", kind: "text", required: true, maxLength: 50 },
        { name: "link", label: "Button link", kind: "link", required: true },
        { name: "secondaryLinkTitle", label: "Second button title", kind: "text", maxLength: 50 },
        { name: "secondaryLink", label: "Second button link", kind: "link" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
