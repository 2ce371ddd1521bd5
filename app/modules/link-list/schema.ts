import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const linkListSchema = z.object({});
export type LinkListData = z.infer<typeof linkListSchema>;

export const linkList = { schema: linkListSchema } satisfies ModuleSchema;
