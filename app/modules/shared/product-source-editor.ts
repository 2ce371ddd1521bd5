import type { EditorField, EditorGroup } from "../editor-types";

/**
 * The product slider's and product table's choice of products: those of categories, or picked ones
 * (`manual`, labelled by each type). `required` on the categories because the schemas check it across
 * fields (superRefine: when the source is "category").
 */
export function productSourceField(manualLabel: string): EditorField {
  return {
    name: "source",
    label: "Show",
    kind: "select",
    options: [
      { value: "category", label: "Products of categories" },
      { value: "manual", label: manualLabel },
    ],
  };
}

/** The categories group, shown when the source is "category"; `more` fields follow the categories. */
export function productCategoriesGroup(more: readonly EditorField[] = []): EditorGroup {
  return {
    id: "category",
    label: "Categories",
    showWhen: { field: "source", equals: "category" },
    fields: [{ name: "categories", label: "Categories", kind: "multiSelect", source: "fetchCategories", required: true }, ...more],
  };
}
