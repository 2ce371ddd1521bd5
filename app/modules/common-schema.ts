import { z } from "zod";
import { BACKGROUNDS, DEFAULT_LAYOUT, SPACINGS, WIDTHS } from "./types";

/** Shared zod pieces for module schemas (client-safe: used by the editor and the server). */
export const linkSchema = z.object({
  text: z.string().max(250).optional(),
  linkType: z.enum(["internal", "external", "download", "anchor"]),
  target: z.enum(["auto", "_blank", "_self"]).default("auto"),
  href: z.string().min(1).max(2000),
});

// The server refreshes url/alt/size from the media row on save, so the form only needs the id.
export const imageSchema = z.object({
  id: z.number().int().positive(),
  url: z.string().default(""),
  alt: z.string().max(300).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const headingSchema = z
  .object({
    title: z.string().max(250).optional(),
    lead: z.string().max(600).optional(),
    linkTitle: z.string().max(130).optional(),
    link: linkSchema.optional(),
  })
  .default({});

export const layoutSchema = z
  .object({
    background: z.enum(BACKGROUNDS).catch(DEFAULT_LAYOUT.background),
    spaceTop: z.enum(SPACINGS).catch(DEFAULT_LAYOUT.spaceTop),
    spaceBottom: z.enum(SPACINGS).catch(DEFAULT_LAYOUT.spaceBottom),
    width: z.enum(WIDTHS).catch(DEFAULT_LAYOUT.width),
  })
  .partial()
  .transform((layout) => ({ ...DEFAULT_LAYOUT, ...layout }));

/** What a module schema file exports: its data schema and the paths of its rich-text fields. */
export type ModuleSchema = {
  schema: z.ZodTypeAny;
  /** Dotted paths of HTML fields sanitized on save and render; `*` walks every list item. */
  richTextFields?: readonly string[];
};
