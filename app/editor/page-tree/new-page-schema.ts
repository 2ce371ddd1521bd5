import { z } from "zod";
import { validationMessage } from "../validation-messages";

/** A page slug: lower-case letters, digits and single hyphens (issue 22). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
export const TITLE_MAX = 120;

/**
 * The New page form, the same on the client (conform) and the server. An empty slug is made from
 * the title (slugFromTitle) on both sides; the parent and the page to copy from are optional.
 */
export const newPageSchema = z.object({
  title: z.string().trim().min(1).max(TITLE_MAX),
  slug: z
    .string()
    .trim()
    .max(SLUG_MAX)
    .regex(SLUG_PATTERN, { message: validationMessage("slugFormat") })
    .optional(),
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
