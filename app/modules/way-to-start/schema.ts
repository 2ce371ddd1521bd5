import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const wayToStartSchema = z.object({});
export type WayToStartData = z.infer<typeof wayToStartSchema>;

export const wayToStart = { schema: wayToStartSchema } satisfies ModuleSchema;
