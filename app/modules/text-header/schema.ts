import { z } from "zod";
import type { ModuleSchema } from "../common-schema";

export const textHeaderSchema = z.object({
  tag: z.string().max(50).optional(),
  title: z.string().trim().min(1, "This field is required").max(150),
  lead: z.string().max(400).optional(),
});
export type TextHeaderData = z.infer<typeof textHeaderSchema>;

export const textHeader = { schema: textHeaderSchema } satisfies ModuleSchema;
