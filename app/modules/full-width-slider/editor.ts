import type { ModuleEditorConfig } from "../editor-types";
import { slideFields } from "../slider/editor";

export const fullWidthSliderEditor = {
  displayName: "Full-width slider",
  defaults: { slides: [{ title: "" }] },
  groups: [
    {
      id: "slides",
      label: "Slides",
      fields: [
        { name: "slides", label: "Slides", kind: "list", item: { form: "slider slide", fields: slideFields } },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
