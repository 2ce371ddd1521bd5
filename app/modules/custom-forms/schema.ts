import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const customFormsSchema = z.object({});
export type CustomFormsData = z.infer<typeof customFormsSchema>;

export const customForms = { schema: customFormsSchema } satisfies ModuleSchema;
