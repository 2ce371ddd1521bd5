import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const newsSchema = z.object({});
export type NewsData = z.infer<typeof newsSchema>;

export const news = { schema: newsSchema } satisfies ModuleSchema;
