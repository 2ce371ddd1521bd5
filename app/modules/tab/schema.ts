import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

export const MAX_TABS = 10;

/** SPEC §5.3 text item: title max 250, body max 400, both required. */
export const textItemSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(250),
  body: z.string().trim().min(1, "This field is required").max(400),
});
export type TextItem = z.infer<typeof textItemSchema>;

export const tabSchema = z.object({
  items: z
    .array(textItemSchema)
    .min(1, "This field is required")
    .max(MAX_TABS, `Reached the maximum of ${MAX_TABS} items.`),
});
export type TabData = z.infer<typeof tabSchema>;

export const tab = { schema: tabSchema } satisfies ModuleSchema;
