import type { EditorField, ModuleEditorConfig } from "../editor-types";

/** The SPEC §2.7 "slider slide" item form, shared with the full-width slider (§5.3: title 100, button title 50). */
export const slideFields: readonly EditorField[] = [
  { name: "title", label: "Title", kind: "text" },
  { name: "body", label: "Body", kind: "textarea" },
  { name: "image", label: "Image", kind: "image" },
  { name: "videoUrl", label: "Video address (YouTube)", kind: "text" },
  { name: "linkTitle", label: "Button title", kind: "text" },
  { name: "link", label: "Link", kind: "link" },
];

export const sliderEditor = {
  displayName: "Card slider",
  defaults: { slides: [{ title: "" }] },
  groups: [
    {
      id: "slides",
      label: "Slides",
      fields: [{ name: "slides", label: "Slides", kind: "list", item: { form: "slider slide", fields: slideFields } }],
    },
  ],
} satisfies ModuleEditorConfig;
