import { z } from "zod";
import { imageSchema, type ModuleSchema } from "../common-schema";

/**
 * A picked file or document: the same reference snapshot as an image ({ id, url }, refreshed
 * from the media row on save); the loader reads the row again, so a deleted file is skipped.
 */
export const mediaReferenceSchema = imageSchema;

/** SPEC §3.5 file item; §5.3: filename max 100, required; the file is required. */
export const fileItemSchema = z.object({
  filename: z.string().trim().min(1, "This field is required").max(100),
  file: mediaReferenceSchema,
});

export const softwareDownloadsSchema = z.object({
  items: z.array(fileItemSchema).default([]),
});
export type SoftwareDownloadsData = z.infer<typeof softwareDownloadsSchema>;

export const softwareDownloads = { schema: softwareDownloadsSchema } satisfies ModuleSchema;
