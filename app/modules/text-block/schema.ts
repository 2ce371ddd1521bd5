import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

export const textBlockSchema = z.object({
  body: z.string().max(20000).refine((body) => body.trim() !== "", "This field is required"),
  columns: z.enum(["1", "2"]).default("1"),
  /** Long text starts collapsed at 100 px with Show more (SPEC §9 text toggler). */
  collapsible: z.boolean().default(false),
});
export type TextBlockData = z.infer<typeof textBlockSchema>;

export const textBlock = { schema: textBlockSchema, richTextFields: ["body"] } satisfies ModuleSchema;
