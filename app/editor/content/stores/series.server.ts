import { sql } from "kysely";
import { href } from "~/i18n/route-table";
import { validationMessage } from "../../shell/validation-messages";
import type { ContentStore } from "../content-store";
import { productModulesPicking } from "./catalogue-uses.server";
import { idOf, mediaExists, ref } from "./store-helpers.server";

/** Product series: name, status and picture, English only (no `content` column). */
export const seriesStore: ContentStore = {
  table: "series",
  noContent: true,
  columns: ["slug", "name", "status", "image_id"],
  dateColumn: "updated_at",
  titleSql: sql<string>`coalesce(nullif(draft -> 'columns' ->> 'name', ''), name)`,
  toForm: (c) => ({ slug: c.slug, name: c.name, status: c.status ?? "active", image: ref(c.image_id) }),
  toColumns: (v) => ({ slug: v.slug, name: v.name, status: v.status, image_id: idOf(v.image) }),
  // Series have no page of their own: their name shows beside their products in the catalogue.
  viewHref: (_row, locale) => href("catalog", locale),
  checkRelations: async (trx, c): Promise<Record<string, string[]>> => ((await mediaExists(trx, c.image_id, ["image"])) ? {} : { image: [validationMessage("mediaMissing")] }),
  usesOf: async (trx, id) => {
    const products = await trx.selectFrom("products").select("name").where("series_id", "=", id).orderBy("name").orderBy("id").limit(20).execute();
    return [...products.map((p) => ({ kind: "product" as const, name: p.name })), ...(await productModulesPicking(trx, "series", id))];
  },
};
