import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const mediaTeaserSchema = z.object({});
export type MediaTeaserData = z.infer<typeof mediaTeaserSchema>;

export const mediaTeaser = { schema: mediaTeaserSchema } satisfies ModuleSchema;
