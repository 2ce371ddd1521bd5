import type { ModuleEditorConfig } from "../editor-types";
import { slideFields } from "../slider/editor";
import { MAX_FULL_WIDTH_SLIDES } from "./schema";

export const fullWidthSliderEditor = {
  displayName: "Full-width slider",
  defaults: { slides: [{ title: "" }] },
  groups: [
    {
      id: "slides",
      label: "Slides",
      fields: [
        { name: "slides", label: "Slides", kind: "list", minItems: 1, maxItems: MAX_FULL_WIDTH_SLIDES, item: { form: "slider slide", fields: slideFields } },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
