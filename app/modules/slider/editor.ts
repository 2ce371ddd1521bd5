import type { EditorField, ModuleEditorConfig } from "../editor-types";
import { MAX_SLIDES } from "./schema";

/** The SPEC §2.7 "slider slide" item form, shared with the full-width slider (§5.3: title 100, button title 50). */
export const slideFields: readonly EditorField[] = [
  { name: "title", label: "Title", kind: "text", required: true, maxLength: 100 },
  { name: "body", label: "Body", kind: "textarea", maxLength: 300 },
  { name: "image", label: "Image", kind: "image" },
  { name: "videoUrl", label: "Video address (YouTube)", kind: "text", maxLength: 500 },
  { name: "linkTitle", label: "Button title", kind: "text", maxLength: 50 },
  { name: "link", label: "Link", kind: "link" },
];

export const sliderEditor = {
  displayName: "Card slider",
  defaults: { slides: [{ title: "" }] },
  groups: [
    {
      id: "slides",
      label: "Slides",
      fields: [{ name: "slides", label: "Slides", kind: "list", minItems: 1, maxItems: MAX_SLIDES, item: { form: "slider slide", fields: slideFields } }],
    },
  ],
} satisfies ModuleEditorConfig;
