import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

export const textBlockSchema = z.object({
  body: z.string().max(20000).default(""),
  columns: z.enum(["1", "2"]).default("1"),
});
export type TextBlockData = z.infer<typeof textBlockSchema>;

export const textBlock = { schema: textBlockSchema, richTextFields: ["body"] } satisfies ModuleSchema;
