import { z } from "zod";
import { idListSchema, selectedRowSchema, type ModuleSchema } from "../common-schema";

export const PRODUCT_SOURCES = ["category", "manual"] as const;
export const MAX_PICKED = 12;
export const MAX_SLIDER_PRODUCTS = 24;

/** One pick: a product, or a series standing for all its products (the product when both are set). */
export const productPickSchema = z
  .object({ product: selectedRowSchema.optional(), series: selectedRowSchema.optional() })
  .refine((pick) => pick.product || pick.series, { path: ["product"], message: "This field is required" });

export const productSliderSchema = z
  .object({
    source: z.enum(PRODUCT_SOURCES).default("category"),
    /** source "category": the categories' products by name, at most `limit`. */
    categories: idListSchema,
    limit: z.number().int().min(1).max(MAX_SLIDER_PRODUCTS).default(12),
    includeObsolete: z.boolean().default(false),
    /** source "manual": picked products and series, in this order. */
    items: z.array(productPickSchema).max(MAX_PICKED, `Reached the maximum of ${MAX_PICKED} items.`).default([]),
  })
  // The group of the other source is hidden in the editor, so only the chosen one is required.
  .superRefine((data, ctx) => {
    if (data.source === "category" && data.categories.length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["categories"], message: "This field is required" });
    }
    if (data.source === "manual" && data.items.length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["items"], message: "This field is required" });
    }
  });
export type ProductSliderData = z.infer<typeof productSliderSchema>;

export const productSlider = { schema: productSliderSchema } satisfies ModuleSchema;
