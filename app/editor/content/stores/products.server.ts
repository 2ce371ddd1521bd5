import { sql } from "kysely";
import { href } from "~/i18n/route-table";
import { validationMessage } from "../../shell/validation-messages";
import type { ContentStore } from "../content-store";
import { propertyLines } from "../kinds/products";
import { idOf, mediaExists, ref, slugHref } from "./store-helpers.server";

/** Products of the catalogue; the English display name is the `display_name` column, the others are texts. */
export const productsStore: ContentStore = {
  table: "products",
  columns: ["slug", "name", "display_name", "status", "product_class", "category_id", "series_id", "price_usd", "image_id", "properties"],
  jsonColumns: ["properties"],
  dateColumn: "created_at",
  titleSql: sql<string>`coalesce(nullif(coalesce(draft -> 'content', content) -> 'en' ->> 'displayName', ''), draft -> 'columns' ->> 'display_name', display_name)`,
  toForm: (c) => ({
    slug: c.slug,
    name: c.name,
    displayName: c.display_name,
    status: c.status,
    productClass: c.product_class,
    category: ref(c.category_id),
    series: ref(c.series_id),
    price: c.price_usd === null || c.price_usd === undefined ? undefined : String(c.price_usd),
    image: ref(c.image_id),
    properties: Object.entries((c.properties as Record<string, string> | null) ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n"),
  }),
  toColumns: (v) => ({
    slug: v.slug,
    name: v.name,
    display_name: v.displayName,
    status: v.status,
    product_class: v.productClass,
    category_id: idOf(v.category),
    series_id: idOf(v.series),
    price_usd: v.price ?? null,
    image_id: idOf(v.image),
    properties: Object.fromEntries((propertyLines(String(v.properties ?? "")) ?? []).map((p) => [p.name, p.value])),
  }),
  viewHref: (row, locale) => slugHref(row, locale, (slug) => href("product", locale, { slug })),
  relations: [
    { field: "category", column: "category_id", kind: "categories" },
    { field: "series", column: "series_id", kind: "series" },
  ],
  checkRelations: async (trx, c): Promise<Record<string, string[]>> => ((await mediaExists(trx, c.image_id, ["image"])) ? {} : { image: [validationMessage("mediaMissing")] }),
  usesOf: async (trx, id) => {
    const [downloads, inventory] = await Promise.all([
      trx.selectFrom("downloads").select(sql<string>`coalesce(content -> 'en' ->> 'title', '#' || id)`.as("name")).where("product_id", "=", id).orderBy("id").limit(20).execute(),
      trx.selectFrom("inventory_items").select("lot_code as name").where("product_id", "=", id).orderBy("id").limit(20).execute(),
    ]);
    return [...downloads.map((d) => ({ kind: "download" as const, name: d.name })), ...inventory.map((i) => ({ kind: "inventory" as const, name: i.name }))];
  },
};
