import { z } from "zod";
import { pageSlugField, pageTitleField } from "./page-fields-schema";

export const DESCRIPTION_MAX = 300;

/**
 * The page settings dialog (issue 22), the same on the client (conform) and the server: the
 * page's title, slug and description in one locale, and whether search engines may index it. The
 * home page has no slug field (its address never changes).
 */
export const pageSettingsSchema = z.object({
  title: pageTitleField,
  slug: pageSlugField,
  description: z.string().trim().max(DESCRIPTION_MAX).optional(),
  noindex: z.boolean().optional(),
});
