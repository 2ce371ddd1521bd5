import { z } from "zod";
import { imageSchema, type ModuleSchema } from "../common-schema";

/** SPEC §5.3 key item: title 8, subtitle 70, body 100, image required; at most 3 (SPEC §9). */
export const keyFigureSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(8),
  subtitle: z.string().max(70).default(""),
  body: z.string().max(100).optional(),
  image: imageSchema,
});

export const keyFiguresSchema = z.object({
  items: z.array(keyFigureSchema).min(1, "This field is required").max(3, "Reached the maximum of 3 items."),
});
export type KeyFiguresData = z.infer<typeof keyFiguresSchema>;

export const keyFigures = { schema: keyFiguresSchema } satisfies ModuleSchema;
