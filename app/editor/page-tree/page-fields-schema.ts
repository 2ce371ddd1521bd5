import { z } from "zod";
import { validationMessage } from "../shell/validation-messages";

/** A page slug: lower-case letters, digits and single hyphens (issue 22). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
export const TITLE_MAX = 120;

/** A page's title, as the New page form and the page settings dialog take it. */
export const pageTitleField = z.string().trim().min(1).max(TITLE_MAX);

/** A page's slug, optional in both forms (New page makes it from the title; the home page has none). */
export const pageSlugField = z
  .string()
  .trim()
  .max(SLUG_MAX)
  .regex(SLUG_PATTERN, { message: validationMessage("slugFormat") })
  .optional();
