import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import type { Paging } from "~/lib/pagination";
import { localSlugSql } from "./local-slugs.server";
import { paged } from "./paged.server";
import { productDisplayName } from "./products.server";
import { countOf, limitOffset } from "./sql.server";

function items(db: Db) {
  // Published lots of published products only.
  return db.selectFrom("inventory_items as i").innerJoin("products as p", "p.id", "i.product_id").where("i.published", "=", true).where("p.published", "=", true);
}

const columns = (locale: Locale) => ["i.id", "i.slug", "i.lot_code", "i.quantity", "i.price_usd", "p.name", productDisplayName(locale), localSlugSql(locale, "p").as("productSlug"), "p.status"] as const;

/** Stock on hand, by product name (shown in the locale). Prices are numeric(12,2) and arrive as strings. */
export function listInventory(db: Db, paging: Paging, locale: Locale) {
  const q = items(db);
  return paged(
    paging,
    () => countOf(q),
    (limit, offset) => limitOffset(q.select(columns(locale)).orderBy("p.name").orderBy("i.id"), limit, offset).execute(),
  );
}

export function findInventoryItem(db: Db, slug: string, locale: Locale) {
  return items(db).select(columns(locale)).where("i.slug", "=", slug).executeTakeFirst();
}
