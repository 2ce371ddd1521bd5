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
              { name: "filename", label: "Filename", kind: "text", required: true, maxLength: 100 },
              { name: "file", label: "File", kind: "file", required: true },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
