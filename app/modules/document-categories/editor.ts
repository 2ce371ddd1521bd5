import type { ModuleEditorConfig } from "../editor-types";

export const documentCategoriesEditor = {
  displayName: "Document categories",
  defaults: { categories: [{ documents: [{}] }], openFirst: true },
  groups: [
    {
      id: "categories",
      label: "Categories",
      fields: [
        {
          name: "categories",
          label: "Categories",
          kind: "list",
          item: {
            form: "document category",
            fields: [
              { name: "title", label: "Title", kind: "text", required: true, maxLength: 100 },
              {
                name: "documents",
                label: "Documents",
                kind: "list",
                item: {
                  form: "document",
                  fields: [
                    { name: "filename", label: "Filename", kind: "text", required: true, maxLength: 100 },
                    { name: "document", label: "Document", kind: "document", required: true },
                  ],
                },
              },
            ],
          },
        },
        { name: "openFirst", label: "Open the first item", kind: "checkbox" },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
