import type { ModuleEditorConfig } from "../editor-types";

export const contactLocationsEditor = {
  displayName: "Contact locations",
  // No selectedLocations default: the locations field starts with every office selected (SPEC §4.2).
  defaults: { showMap: false },
  groups: [
    {
      id: "locations",
      label: "Locations",
      fields: [
        { name: "selectedLocations", label: "Locations", kind: "locations" },
        { name: "showMap", label: "Show the map", kind: "checkbox" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
