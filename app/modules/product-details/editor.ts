import type { ModuleEditorConfig } from "../editor-types";

export const productDetailsEditor = {
  displayName: "Product details",
  defaults: {},
  groups: [
    {
      id: "product",
      label: "Product",
      fields: [{ name: "product", label: "Product", kind: "singleSelect", source: "fetchProducts" }],
    },
  ],
} satisfies ModuleEditorConfig;
