import { z } from "zod";
import { idListSchema, selectedRowSchema, type ModuleSchema } from "../common-schema";

/** SPEC §3.7 view modes and table sizes. */
export const VIEW_MODES = ["grid", "table"] as const;
export const TABLE_SIZES = ["Large", "Small", "Table"] as const;
export type TableSize = (typeof TABLE_SIZES)[number];

export const MAX_TABLE_PRODUCTS = 50;

export const productTableSchema = z
  .object({
    source: z.enum(["category", "manual"]).default("category"),
    /** source "category": every product of these categories; their properties are the columns. */
    categories: idListSchema,
    /** source "manual": these products, in this order. */
    items: z
      .array(z.object({ product: selectedRowSchema }))
      .max(MAX_TABLE_PRODUCTS, `Reached the maximum of ${MAX_TABLE_PRODUCTS} items.`)
      .default([]),
    viewMode: z.enum(VIEW_MODES).default("table"),
    tableSize: z.enum(TABLE_SIZES).default("Large"),
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
export type ProductTableData = z.infer<typeof productTableSchema>;

export const productTable = { schema: productTableSchema } satisfies ModuleSchema;
