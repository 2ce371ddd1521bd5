import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

export const accordionSchema = z.object({
  items: z
    .array(
      z.object({
        title: z.string().trim().min(1, "This field is required").max(250),
        body: z.string().max(5000).default(""),
      }),
    )
    .min(1, "This field is required"),
  openFirst: z.boolean().default(false),
});
export type AccordionData = z.infer<typeof accordionSchema>;

export const accordion = { schema: accordionSchema, richTextFields: ["items.*.body"] } satisfies ModuleSchema;
