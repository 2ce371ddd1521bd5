import type { ModuleEditorConfig } from "../editor-types";

export const conversionDrivenEditor = {
  displayName: "Image with card",
  defaults: { imagePosition: "left", tag: "", title: "", body: "", linkTitle: "" },
  groups: [
    {
      id: "image",
      label: "Image",
      fields: [
        { name: "image", label: "Image", kind: "image", required: true },
        {
          name: "imagePosition",
          label: "Image position",
          kind: "select",
          options: [
            { value: "left", label: "Left" },
            { value: "right", label: "Right" },
          ],
        },
      ],
    },
    {
      id: "card",
      label: "Card",
      fields: [
        { name: "tag", label: "Tag", kind: "text", maxLength: 50 },
        { name: "title", label: "Title", kind: "text", required: true, maxLength: 60 },
        { name: "body", label: "Text", kind: "textarea", required: true, maxLength: 150 },
        { name: "linkTitle", label: "Button title", kind: "text", required: true, maxLength: 50 },
        { name: "link", label: "Button link", kind: "link", required: true },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
