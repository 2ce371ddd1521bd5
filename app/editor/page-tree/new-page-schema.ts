import { z } from "zod";
import { pageSlugField, pageTitleField, SLUG_MAX } from "./page-fields-schema";

/**
 * The New page form, the same on the client (conform) and the server. An empty slug is made from
 * the title (slugFromTitle) on both sides; the parent and the page to copy from are optional.
 */
export const newPageSchema = z.object({
  title: pageTitleField,
  slug: pageSlugField,
  parentId: z.coerce.number().int().positive().optional(),
  copyFrom: z.coerce.number().int().positive().optional(),
});

export type NewPageInput = z.infer<typeof newPageSchema>;

/** "Pressure sensors – Überblick" → "pressure-sensors-uberblick"; "" when the title has no Latin letters or digits. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}
