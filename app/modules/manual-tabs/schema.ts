import { z } from "zod";
import { optionalImageSchema, type ModuleSchema } from "../common-schema";

export const MAX_MANUAL_TABS = 10;

// A file or document reference is stored like an image snapshot: id and media URL (set on save).
const optionalMediaSchema = optionalImageSchema;

/**
 * SPEC §3.5 document item (filename, document) or file item (filename, file); §5.3: filename
 * max 100, required. One item links one document or one file (the document when both are set).
 */
export const manualItemSchema = z
  .object({
    filename: z.string().trim().min(1, "This field is required").max(100),
    document: optionalMediaSchema,
    file: optionalMediaSchema,
  })
  .refine((item) => item.document || item.file, { path: ["document"], message: "This field is required" });
export type ManualItem = z.infer<typeof manualItemSchema>;

/** A tab: its title and its manuals, an optional rich-text introduction; never empty. */
export const manualTabSchema = z
  .object({
    title: z.string().trim().min(1, "This field is required").max(250),
    body: z.string().max(5000).default(""),
    items: z.array(manualItemSchema).default([]),
  })
  .refine((tab) => tab.items.length > 0 || tab.body.replace(/<[^>]*>/g, "").trim() !== "", {
    path: ["items"],
    message: "This field is required",
  });
export type ManualTab = z.infer<typeof manualTabSchema>;

export const manualTabsSchema = z.object({
  tabs: z
    .array(manualTabSchema)
    .min(1, "This field is required")
    .max(MAX_MANUAL_TABS, `Reached the maximum of ${MAX_MANUAL_TABS} items.`),
});
export type ManualTabsData = z.infer<typeof manualTabsSchema>;

export const manualTabs = { schema: manualTabsSchema, richTextFields: ["tabs.*.body"] } satisfies ModuleSchema;
