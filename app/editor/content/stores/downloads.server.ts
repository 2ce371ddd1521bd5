import { href } from "~/i18n/route-table";
import { validationMessage } from "../../shell/validation-messages";
import type { ContentStore } from "../content-store";
import { idOf, mediaExists, ref } from "./store-helpers.server";

/** Downloads: a library PDF (document) or archive (software), optionally of one product. */
export const downloadsStore: ContentStore = {
  table: "downloads",
  columns: ["kind", "media_id", "product_id", "version", "content_date"],
  dateColumn: "content_date",
  toForm: (c) => ({
    kind: c.kind,
    [c.kind === "software" ? "software" : "document"]: ref(c.media_id),
    product: ref(c.product_id),
    version: c.version ?? undefined,
    contentDate: c.content_date ? String(c.content_date instanceof Date ? c.content_date.toISOString() : c.content_date).slice(0, 10) : "",
  }),
  toColumns: (v) => ({
    kind: v.kind,
    media_id: idOf(v.kind === "software" ? v.software : v.document),
    product_id: idOf(v.product),
    version: v.version ?? null,
    content_date: v.contentDate,
  }),
  viewHref: (_row, locale) => href("downloads", locale),
  relations: [{ field: "product", column: "product_id", kind: "products" }],
  checkRelations: async (trx, c) => {
    const errors: Record<string, string[]> = {};
    const field = c.kind === "software" ? "software" : "document";
    if (!(await mediaExists(trx, c.media_id, c.kind === "software" ? ["file"] : ["document"]))) errors[field] = [validationMessage("mediaMissing")];
    return errors;
  },
};
