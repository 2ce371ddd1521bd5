import type { ModuleEditorConfig } from "../editor-types";
import { MAX_WEBINARS } from "./schema";

export const webinarsEditor = {
  displayName: "Webinars cards",
  defaults: { webinars: [] },
  groups: [
    {
      id: "webinars",
      label: "Webinars",
      fields: [{ name: "webinars", label: "Webinars", kind: "multiSelect", source: "fetchWebinars", maxItems: MAX_WEBINARS }],
    },
  ],
} satisfies ModuleEditorConfig;
