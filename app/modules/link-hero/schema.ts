import { z } from "zod";
import { linkSchema, optionalImageSchema, type ModuleSchema } from "../common-schema";

export const LINK_HERO_MAX_LINKS = 6;

/** SPEC §5.3 simple link: link title 130; the link itself is required. */
export const quickLinkSchema = z.object({
  link: linkSchema,
  linkTitle: z.string().max(130).optional(),
});
export type QuickLink = z.infer<typeof quickLinkSchema>;

/** A page header with a few quick links into the page's topics (at most 6, one short row on desktop). */
export const linkHeroSchema = z.object({
  title: z.string().trim().min(1, "This field is required").max(100),
  body: z.string().max(300).optional(),
  image: optionalImageSchema,
  links: z.array(quickLinkSchema).max(LINK_HERO_MAX_LINKS, `Reached the maximum of ${LINK_HERO_MAX_LINKS} items.`).default([]),
});
export type LinkHeroData = z.infer<typeof linkHeroSchema>;

export const linkHero = { schema: linkHeroSchema } satisfies ModuleSchema;
