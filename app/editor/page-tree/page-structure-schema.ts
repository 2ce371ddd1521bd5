import { z } from "zod";
import { MAX_DB_ID } from "~/lib/query-input";

/** The most pages one parent holds in the order field (a place past the last one means last). */
export const POSITION_MAX = 10_000;

/**
 * Move page (issue 22), the same on the client (conform) and the server: the new parent (none:
 * the top level) and the place among its children (none: last).
 */
export const movePageSchema = z.object({
  parentId: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
  position: z.coerce.number().int().min(1).max(POSITION_MAX).optional(),
});

/** Delete page: the page that the deleted pages' visitors, links and navigation go to (optional). */
export const deletePageSchema = z.object({
  redirectTo: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
});
