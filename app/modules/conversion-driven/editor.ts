import type { ModuleEditorConfig } from "../editor-types";

export const conversionDrivenEditor = {
  displayName: "Image with card",
  defaults: { imagePosition: "left", tag: "", title: "", body: "", linkTitle: "" },
  groups: [
    {
      id: "image",
      label: "Image",
      fields: [
        { name: "image", label: "Image", kind: "image" },
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
        { name: "tag", label: "Tag", kind: "text" },
        { name: "title", label: "Title", kind: "text" },
        { name: "body", label: "Text", kind: "textarea" },
        { name: "linkTitle", label: "Button title", kind: "text" },
        { name: "link", label: "Button link", kind: "link" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
