import type { ModuleEditorConfig } from "../editor-types";
import { productCategoriesGroup, productSourceField } from "../shared/product-source-editor";

export const productSliderEditor = {
  displayName: "Product slider",
  defaults: { source: "category", categories: [], limit: 12, includeObsolete: false, items: [] },
  groups: [
    { id: "source", label: "Products", fields: [productSourceField("Picked products and series")] },
    productCategoriesGroup([
      { name: "limit", label: "Maximum number of products", kind: "number" },
      { name: "includeObsolete", label: "Include obsolete products", kind: "checkbox" },
    ]),
    {
      id: "manual",
      label: "Picked products and series",
      showWhen: { field: "source", equals: "manual" },
      fields: [
        {
          name: "items",
          label: "Products and series",
          kind: "list",
          minItems: 1, // when the source is "manual" (schema superRefine)
          item: {
            form: "product",
            fields: [
              { name: "product", label: "Product", kind: "singleSelect", source: "fetchProducts" },
              { name: "series", label: "Series (all its products)", kind: "singleSelect", source: "fetchSeries" },
            ],
          },
        },
      ],
    },
  ],
} satisfies ModuleEditorConfig;
