import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const secondaryHeaderSchema = z.object({});
export type SecondaryHeaderData = z.infer<typeof secondaryHeaderSchema>;

export const secondaryHeader = { schema: secondaryHeaderSchema } satisfies ModuleSchema;
