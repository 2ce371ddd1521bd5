import { z } from "zod";
import { imageSchema, optionalLinkSchema, type ModuleSchema } from "../common-schema";

/** SPEC is silent on the number of logos; two dozen fill several rows of the widest view (7). */
export const MAX_PARTNER_LOGOS = 24;

/** SPEC §3.5 partner: image, link; §5.3: the image is required ('This field is required'). */
export const partnerLogoSchema = z.object({
  image: imageSchema,
  link: optionalLinkSchema,
});
export type PartnerLogo = z.infer<typeof partnerLogoSchema>;

export const partnersSchema = z.object({
  logos: z
    .array(partnerLogoSchema)
    .min(1, "This field is required")
    .max(MAX_PARTNER_LOGOS, `Reached the maximum of ${MAX_PARTNER_LOGOS} items.`),
});
export type PartnersData = z.infer<typeof partnersSchema>;

export const partners = { schema: partnersSchema } satisfies ModuleSchema;
