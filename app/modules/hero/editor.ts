import type { ModuleEditorConfig } from "../editor-types";

export const heroEditor = {
  displayName: "Header 1 - Home",
  lowerToolbar: true,
  defaults: { title: "", body: "", theme: "dark" },
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
        {
          name: "theme",
          label: "Theme",
          kind: "select",
          options: [
            { value: "dark", label: "Dark" },
            { value: "light", label: "Light" },
          ],
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
