import { z } from "zod";
import { locationsSchema, optionalImageSchema, optionalLinkSchema, type ModuleSchema } from "../common-schema";

/** The first selected office (in the site's order) is shown, close up on the map. */
export const companyLocationSchema = z.object({
  selectedLocations: locationsSchema,
  description: z.string().max(600).optional(),
  image: optionalImageSchema,
  linkTitle: z.string().max(50).optional(),
  link: optionalLinkSchema,
});
export type CompanyLocationData = z.infer<typeof companyLocationSchema>;

export const companyLocation = { schema: companyLocationSchema } satisfies ModuleSchema;
