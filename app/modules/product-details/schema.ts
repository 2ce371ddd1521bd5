import { z } from "zod";
import { selectedRowSchema, type ModuleSchema } from "../common-schema";

export const productDetailsSchema = z.object({
  /** The product shown, picked with fetchProducts (a missing pick reads 'This field is required'). */
  product: selectedRowSchema,
});
export type ProductDetailsData = z.infer<typeof productDetailsSchema>;

export const productDetails = { schema: productDetailsSchema } satisfies ModuleSchema;
