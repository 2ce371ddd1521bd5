import type { ModuleEditorConfig } from "../editor-types";

export const webinarsEditor = {
  displayName: "Webinars cards",
  defaults: { webinars: [] },
  groups: [
    {
      id: "webinars",
      label: "Webinars",
      fields: [{ name: "webinars", label: "Webinars", kind: "multiSelect", source: "fetchWebinars" }],
    },
  ],
} satisfies ModuleEditorConfig;
