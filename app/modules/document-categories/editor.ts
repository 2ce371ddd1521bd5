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
              { name: "title", label: "Title", kind: "text" },
              {
                name: "documents",
                label: "Documents",
                kind: "list",
                item: {
                  form: "document",
                  fields: [
                    { name: "filename", label: "Filename", kind: "text" },
                    { name: "document", label: "Document", kind: "document" },
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
