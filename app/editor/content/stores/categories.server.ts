import { href } from "~/i18n/route-table";
import type { ContentStore } from "../content-store";
import { propertyNames } from "../kinds/categories";
import { productModulesPicking } from "./catalogue-uses.server";

const lines = (names: unknown) => (Array.isArray(names) ? names.map(String).join("\n") : "");
const names = (text: unknown) => propertyNames(String(text ?? "")) ?? [];

/** Product categories: slug and property names (jsonb string arrays); title and description per locale. */
export const categoriesStore: ContentStore = {
  table: "product_categories",
  columns: ["slug", "primary_properties", "secondary_properties"],
  jsonColumns: ["primary_properties", "secondary_properties"],
  dateColumn: "updated_at",
  toForm: (c) => ({ slug: c.slug, primaryProperties: lines(c.primary_properties), secondaryProperties: lines(c.secondary_properties) }),
  toColumns: (v) => ({ slug: v.slug, primary_properties: names(v.primaryProperties), secondary_properties: names(v.secondaryProperties) }),
  // The catalogue filtered by the category (a query, not a path: no redirect is written for a new slug).
  viewHref: (row, locale) => (typeof row.slug === "string" ? href("catalog", locale, {}, { category: row.slug }) : null),
  usesOf: async (trx, id) => {
    const products = await trx.selectFrom("products").select("name").where("category_id", "=", id).orderBy("name").orderBy("id").limit(20).execute();
    return [...products.map((p) => ({ kind: "product" as const, name: p.name })), ...(await productModulesPicking(trx, "category", id))];
  },
};
