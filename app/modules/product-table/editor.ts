import type { ModuleEditorConfig } from "../editor-types";
import { productCategoriesGroup, productSourceField } from "../shared/product-source-editor";

export const productTableEditor = {
  displayName: "Product table man.",
  quickEntry: "Product table man.",
  defaults: { source: "category", categories: [], items: [], viewMode: "table", tableSize: "Large" },
  groups: [
    {
      id: "source",
      label: "Products",
      fields: [
        productSourceField("Picked products"),
        {
          name: "viewMode",
          label: "View mode",
          kind: "select",
          options: [
            { value: "table", label: "Table" },
            { value: "grid", label: "Grid" },
          ],
        },
      ],
    },
    productCategoriesGroup(),
    {
      id: "manual",
      label: "Picked products",
      showWhen: { field: "source", equals: "manual" },
      fields: [
        {
          name: "items",
          label: "Products",
          kind: "list",
          minItems: 1, // when the source is "manual" (schema superRefine)
          item: { form: "product", fields: [{ name: "product", label: "Product", kind: "singleSelect", source: "fetchProducts" }] },
        },
      ],
    },
    {
      id: "table",
      label: "Table",
      showWhen: { field: "viewMode", equals: "table" },
      fields: [
        {
          name: "tableSize",
          label: "Table size",
          kind: "select",
          options: [
            { value: "Large", label: "Large" },
            { value: "Small", label: "Small" },
            { value: "Table", label: "Table" },
          ],
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
