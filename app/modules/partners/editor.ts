import type { ModuleEditorConfig } from "../editor-types";

export const partnersEditor = {
  displayName: "Logo carousel",
  defaults: { logos: [{}] },
  groups: [
    {
      id: "logos",
      label: "Logos",
      fields: [
        {
          name: "logos",
          label: "Logos",
          kind: "list",
          item: {
            form: "partner logo",
            fields: [
              { name: "image", label: "Image", kind: "image" },
              { name: "link", label: "Link", kind: "link" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
