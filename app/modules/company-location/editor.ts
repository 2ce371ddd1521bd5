import type { ModuleEditorConfig } from "../editor-types";

export const companyLocationEditor = {
  displayName: "Company location",
  // No selectedLocations default: the field starts with every office selected (SPEC §4.2); the
  // first of them in the site's order (the headquarters) is the one shown.
  defaults: {},
  groups: [
    {
      id: "location",
      label: "Location",
      fields: [{ name: "selectedLocations", label: "Locations", kind: "locations" }],
    },
    {
      id: "content",
      label: "Content",
      fields: [
        { name: "description", label: "Description", kind: "textarea" },
        { name: "image", label: "Image", kind: "image" },
        { name: "linkTitle", label: "Link title", kind: "text" },
        { name: "link", label: "Link", kind: "link" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
