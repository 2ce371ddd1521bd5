import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

export const MAX_WEBINARS = 12;

/** Webinars picked with the multi-select picker (SPEC §2.7, fetchWebinars): their ids, in order. */
export const webinarsSchema = z.object({
  webinars: z
    .array(z.number().int().positive())
    .max(MAX_WEBINARS, `Reached the maximum of ${MAX_WEBINARS} items.`)
    .default([]),
});
export type WebinarsData = z.infer<typeof webinarsSchema>;

export const webinars = { schema: webinarsSchema } satisfies ModuleSchema;
