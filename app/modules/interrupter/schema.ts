import { z } from "zod";
import { linkSchema, optionalImageSchema, type ModuleSchema } from "../common-schema";

/** SPEC §5.3 teaser: title 60, body 150 and link title 50, all required; the link is required. */
export const interrupterSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(60),
  body: z.string().trim().min(1, "This field is required").max(150),
  linkTitle: z.string().trim().min(1, "This field is required").max(50),
  link: linkSchema,
  image: optionalImageSchema,
});
export type InterrupterData = z.infer<typeof interrupterSchema>;

export const interrupter = { schema: interrupterSchema } satisfies ModuleSchema;
