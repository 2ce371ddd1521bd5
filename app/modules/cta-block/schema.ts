import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const ctaBlockSchema = z.object({});
export type CtaBlockData = z.infer<typeof ctaBlockSchema>;

export const ctaBlock = { schema: ctaBlockSchema } satisfies ModuleSchema;
