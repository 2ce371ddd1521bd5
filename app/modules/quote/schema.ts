import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const quoteSchema = z.object({});
export type QuoteData = z.infer<typeof quoteSchema>;

export const quote = { schema: quoteSchema } satisfies ModuleSchema;
