import { z } from "zod";
import type { ContentKindForm } from "../content-kind";
import { validationMessage } from "../../shell/validation-messages";
import { slugField } from "./shared-fields";

export const PROPERTY_NAMES_MAX = 4000;

/**
 * Property names, one a line (empty lines skipped, each name once, in order), or null when a
 * line cannot be a property's name: products write their properties as "Name: value" lines, so a
 * name has at most 100 characters and no colon.
 */
export function propertyNames(text: string): string[] | null {
  const names = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  if (names.some((name) => name.length > 100 || name.includes(":"))) return null;
  return [...new Set(names)];
}

const propertyNamesField = z
  .string()
  .max(PROPERTY_NAMES_MAX)
  .refine((text) => propertyNames(text) !== null, { message: validationMessage("propertyName") })
  .optional();

/**
 * Product categories: the catalogue's filter, and the property columns of product tables
 * (primary ones first). The title and description are translated.
 */
export const categoriesKindForm: ContentKindForm = {
  key: "categories",
  titleField: "title",
  slug: true,
  translated: ["title", "description"],
  shape: {
    title: z.string().trim().min(1).max(200),
    slug: slugField.optional(),
    primaryProperties: propertyNamesField,
    secondaryProperties: propertyNamesField,
    description: z.string().trim().max(1000).optional(),
  },
  editor: {
    displayName: "Categories",
    defaults: {},
    groups: [
      {
        id: "category",
        label: "Category",
        fields: [
          { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
          { name: "slug", label: "Slug", kind: "text", maxLength: 120 },
          { name: "primaryProperties", label: "Primary properties (one per line)", kind: "textarea", maxLength: PROPERTY_NAMES_MAX },
          { name: "secondaryProperties", label: "Secondary properties (one per line)", kind: "textarea", maxLength: PROPERTY_NAMES_MAX },
          { name: "description", label: "Description", kind: "textarea", maxLength: 1000 },
        ],
      },
    ],
  },
};
