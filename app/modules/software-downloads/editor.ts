import type { ModuleEditorConfig } from "../editor-types";

export const softwareDownloadsEditor = {
  displayName: "Software downloads",
  defaults: { items: [{}] },
  groups: [
    {
      id: "files",
      label: "Files",
      fields: [
        {
          name: "items",
          label: "Files",
          kind: "list",
          item: {
            form: "file",
            fields: [
              { name: "filename", label: "Filename", kind: "text" },
              { name: "file", label: "File", kind: "file" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
