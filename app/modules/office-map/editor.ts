import type { ModuleEditorConfig } from "../editor-types";

export const officeMapEditor = {
  displayName: "Map",
  // No selectedLocations default: the locations field starts with every office selected (SPEC §4.2).
  defaults: { area: "fit" },
  groups: [
    {
      id: "locations",
      label: "Locations",
      fields: [{ name: "selectedLocations", label: "Locations", kind: "locations" }],
    },
    {
      id: "map",
      label: "Map",
      fields: [
        {
          name: "area",
          label: "Map area",
          kind: "select",
          options: [
            { value: "fit", label: "Fit to the locations" },
            { value: "world", label: "World" },
            { value: "europe", label: "Europe" },
          ],
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
