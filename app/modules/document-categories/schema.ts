import { z } from "zod";
import type { ModuleSchema } from "../common-schema";
import { mediaReferenceSchema } from "../software-downloads/schema";

const required = "This field is required";

/** SPEC §3.5 document item; §5.3: filename max 100, required; the document is required. */
export const documentItemSchema = z.object({
  filename: z.string().trim().min(1, required).max(100),
  document: mediaReferenceSchema,
});

/** A category: a title and its documents (one accordion item with a download table). */
export const documentCategorySchema = z.object({
  title: z.string().trim().min(1, required).max(100),
  documents: z.array(documentItemSchema).default([]),
});

export const documentCategoriesSchema = z.object({
  categories: z.array(documentCategorySchema).default([]),
  /** The first category starts open (absent, as an unticked checkbox is, means closed; new modules start ticked). */
  openFirst: z.boolean().default(false),
});
export type DocumentCategoriesData = z.infer<typeof documentCategoriesSchema>;

export const documentCategories = { schema: documentCategoriesSchema } satisfies ModuleSchema;
