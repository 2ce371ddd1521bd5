import { sql } from "kysely";
import { href } from "~/i18n/route-table";
import type { ContentStore } from "../content-store";
import { idOf, ref } from "./store-helpers.server";

/** Inventory lots of a product: lot code, quantity and unit price in USD, English only (no `content` column). */
export const inventoryStore: ContentStore = {
  table: "inventory_items",
  noContent: true,
  columns: ["slug", "product_id", "lot_code", "quantity", "price_usd"],
  dateColumn: "updated_at",
  titleSql: sql<string>`coalesce(nullif(draft -> 'columns' ->> 'lot_code', ''), lot_code)`,
  toForm: (c) => ({
    slug: c.slug,
    lotCode: c.lot_code,
    product: ref(c.product_id),
    quantity: c.quantity === null || c.quantity === undefined ? undefined : Number(c.quantity),
    price: c.price_usd === null || c.price_usd === undefined ? undefined : String(c.price_usd),
  }),
  toColumns: (v) => ({ slug: v.slug, product_id: idOf(v.product), lot_code: v.lotCode, quantity: v.quantity, price_usd: v.price }),
  viewHref: (row, locale) => (typeof row.slug === "string" ? href("inventoryItem", locale, { slug: row.slug }) : null),
  relations: [{ field: "product", column: "product_id", kind: "products", required: true }],
};
