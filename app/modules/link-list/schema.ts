import { z } from "zod";
import { linkSchema, type ModuleSchema } from "../common-schema";

/** SPEC §3.5 link item; §5.3 link form limits: body 100, link title 130, summary 60. */
export const linkItemSchema = z.object({
  link: linkSchema,
  linkTitle: z.string().max(130).optional(),
  title: z.string().max(250).optional(),
  body: z.string().max(100).optional(),
  summary: z.string().max(60).optional(),
});
export type LinkItem = z.infer<typeof linkItemSchema>;

export const linkListSchema = z.object({
  items: z.array(linkItemSchema).default([]),
});
export type LinkListData = z.infer<typeof linkListSchema>;

export const linkList = { schema: linkListSchema } satisfies ModuleSchema;
