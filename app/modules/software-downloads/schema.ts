import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

// STUB: replace with the module's real data schema.
export const softwareDownloadsSchema = z.object({});
export type SoftwareDownloadsData = z.infer<typeof softwareDownloadsSchema>;

export const softwareDownloads = { schema: softwareDownloadsSchema } satisfies ModuleSchema;
