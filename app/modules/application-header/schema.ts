import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const applicationHeaderSchema = z.object({});
export type ApplicationHeaderData = z.infer<typeof applicationHeaderSchema>;

export const applicationHeader = { schema: applicationHeaderSchema } satisfies ModuleSchema;
