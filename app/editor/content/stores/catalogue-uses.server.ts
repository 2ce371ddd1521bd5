import { sql, type Transaction } from "kysely";
import type { Database } from "../../../../db/schema";
import { modulesPicking } from "./module-uses.server";
import type { ContentUse } from "../content-store";

const TYPES = { PRODUCT_TABLE: "productTable", PRODUCT_SLIDER: "productSlider" } as const;

/**
 * The product tables and sliders of pages (their draft or published modules; history does not
 * count) that show a category's products, or a slider that picks a series: the page's title, once
 * per page and module type. A module of the other source keeps its hidden picks: they do not count.
 */
export async function productModulesPicking(trx: Transaction<Database>, by: "category" | "series", id: number): Promise<ContentUse[]> {
  const picks =
    by === "category"
      ? sql<boolean>`m.type in ('PRODUCT_TABLE', 'PRODUCT_SLIDER') and coalesce(c.data ->> 'source', 'category') = 'category' and coalesce(c.data -> 'categories', '[]'::jsonb) @> to_jsonb(${id}::int)`
      : sql<boolean>`m.type = 'PRODUCT_SLIDER' and c.data ->> 'source' = 'manual' and jsonb_path_exists(c.data, '$.items[*] ? (@.series.id == $id && !exists(@.product.id))', jsonb_build_object('id', ${id}::int))`;
  const rows = await modulesPicking(trx, Object.keys(TYPES), picks);
  return rows.map((row) => ({ kind: TYPES[row.type as keyof typeof TYPES], name: row.title }));
}
