import { z } from "zod";
import { validationMessage } from "../validation-messages";
import { SLUG_MAX, SLUG_PATTERN, TITLE_MAX } from "./new-page-schema";

export const DESCRIPTION_MAX = 300;

/**
 * The page settings dialog (issue 22), the same on the client (conform) and the server: the
 * page's title, slug and description in one locale, and whether search engines may index it. The
 * home page has no slug field (its address never changes).
 */
export const pageSettingsSchema = z.object({
  title: z.string().trim().min(1).max(TITLE_MAX),
  slug: z
    .string()
    .trim()
    .max(SLUG_MAX)
    .regex(SLUG_PATTERN, { message: validationMessage("slugFormat") })
    .optional(),
  description: z.string().trim().max(DESCRIPTION_MAX).optional(),
  noindex: z.boolean().optional(),
});
