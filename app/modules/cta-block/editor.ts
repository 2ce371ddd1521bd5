import type { ModuleEditorConfig } from "../editor-types";

// STUB: replace with the real field groups.
export const ctaBlockEditor = {
  displayName: "CTA block",
  defaults: {},
  groups: [],
} satisfies ModuleEditorConfig;
