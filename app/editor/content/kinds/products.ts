import { z } from "zod";
import { PRODUCT_STATUSES } from "~/content/product-statuses";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { BODY_MAX, mediaRefField, optionalRowField, slugField } from "./shared-fields";

/** The status select's English labels (series take the same statuses). */
export const STATUS_LABELS = { active: "Active", new: "New", upcoming: "Upcoming", nrnd: "Not recommended for new designs", last_buy: "Last time buy", obsolete: "Obsolete" } as const;

/** A price in USD: zero or more, at most two decimals (numeric(12, 2)); inventory lots use it too. */
export const priceField = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { message: validationMessage("priceFormat") });

/** "Name: value" lines, as the Properties field takes them (a property's name is the category's). */
export function propertyLines(text: string): { name: string; value: string }[] | null {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const parsed = lines.map((line) => /^([^:]{1,100}):\s*(.{0,300})$/.exec(line));
  if (parsed.some((match) => !match || !match[1].trim())) return null;
  return parsed.map((match) => ({ name: match![1].trim(), value: match![2].trim() }));
}

/** Products of the catalogue: model, names, status, category and series, price, properties, texts. */
export const productsKindForm: ContentKindForm = {
  key: "products",
  titleField: "displayName",
  slugSource: "name",
  slug: true,
  // A slug per locale (ADR 057); not made from a translation's display name: the English slug comes
  // from the model name, which no translation changes, so an empty one is the English slug.
  localSlugs: true,
  translated: ["displayName", "summary", "description"],
  shape: {
    name: z.string().trim().min(1).max(100),
    displayName: z.string().trim().min(1).max(200),
    slug: slugField.optional(),
    status: z.enum(PRODUCT_STATUSES),
    productClass: z.string().trim().min(1).max(100),
    category: optionalRowField,
    series: optionalRowField,
    price: priceField.optional(),
    image: mediaRefField,
    properties: z
      .string()
      .max(4000)
      .refine((text) => propertyLines(text) !== null, { message: validationMessage("propertyLine") })
      .optional(),
    summary: z.string().trim().max(600).optional(),
    description: z.string().max(BODY_MAX).optional(),
  },
  editor: {
    displayName: "Products",
    defaults: { status: "active" },
    groups: [
      {
        id: "product",
        label: "Product",
        fields: [
          { name: "name", label: "Model", kind: "text", required: true, maxLength: 100 },
          { name: "displayName", label: "Display name", kind: "text", required: true, maxLength: 200 },
          { name: "slug", label: "Slug", kind: "text", maxLength: 120 },
          { name: "status", label: "Status", kind: "select", options: PRODUCT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })) },
          { name: "productClass", label: "Product class", kind: "text", required: true, maxLength: 100 },
          { name: "category", label: "Category", kind: "singleSelect", source: "fetchCategories" },
          { name: "series", label: "Series", kind: "singleSelect", source: "fetchSeries" },
          { name: "price", label: "Price (USD)", kind: "text", maxLength: 14 },
          { name: "image", label: "Image", kind: "image" },
          { name: "properties", label: "Properties (one per line: Name: value)", kind: "textarea", maxLength: 4000 },
          { name: "summary", label: "Summary", kind: "textarea", maxLength: 600 },
          { name: "description", label: "Description", kind: "richText", maxLength: BODY_MAX },
        ],
      },
    ],
  },
};
