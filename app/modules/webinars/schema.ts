import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const webinarsSchema = z.object({});
export type WebinarsData = z.infer<typeof webinarsSchema>;

export const webinars = { schema: webinarsSchema } satisfies ModuleSchema;
