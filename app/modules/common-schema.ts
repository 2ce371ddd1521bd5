import { z } from "zod";
import { isSafeHref } from "./safe-href";
import { BACKGROUNDS, DEFAULT_LAYOUT, SPACINGS, WIDTHS } from "./types";

// Shared zod pieces for module schemas (client-safe: used by the editor and the server).

const linkObject = z
  .object({
    text: z.string().max(250).optional(),
    linkType: z.enum(["internal", "external", "download", "anchor"]),
    target: z.enum(["auto", "_blank", "_self"]).default("auto"),
    href: z.string().max(2000).default(""),
    /** Internal and anchor links name a page; the server sets href to its path in the saved locale. */
    pageId: z.number().int().positive().optional(),
    anchorId: z.string().max(200).optional(),
  })
  .superRefine((link, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message: "This field is required" });
    // SPEC §5.3: an anchor needs its id and page; an internal link a page (or a site path of an
    // app route); external and download links an address.
    if (link.linkType === "anchor") {
      if (!link.pageId) required("pageId");
      if (!link.anchorId?.trim()) required("anchorId");
    } else if (link.linkType === "internal") {
      if (!link.href && !link.pageId) required("pageId");
    } else if (!link.href) {
      required("href");
    }
    if (link.href && !isSafeHref(link.href)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["href"], message: "Enter a path starting with / or an http(s), mailto: or tel: address" });
    }
  });

/** A form's untouched reference/link fieldset arrives as an object of empty values: that is "no value". */
export function emptyToUndefined(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const filled = Object.entries(value).filter(([key, v]) => key !== "target" && key !== "url" && v !== undefined && v !== "");
  return filled.length === 0 ? undefined : value;
}

export const linkSchema = z.preprocess(emptyToUndefined, linkObject);
export const optionalLinkSchema = z.preprocess(emptyToUndefined, linkObject.optional());

// The server refreshes url/alt/size from the media row on save, so the form only needs the id.
const imageObject = z.object({
  id: z.number().int().positive(),
  url: z.string().default(""),
  alt: z.string().max(300).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const imageSchema = z.preprocess(emptyToUndefined, imageObject);
export const optionalImageSchema = z.preprocess(emptyToUndefined, imageObject.optional());

/** multiSelect values: the chosen rows' ids. */
export const idListSchema = z.array(z.number().int().positive()).default([]);
/** singleSelect value: the chosen row. */
export const selectedRowSchema = z.object({ id: z.number().int().positive(), title: z.string().max(300).optional() });
/** SPEC §5.3: a locations choice is required. */
export const locationsSchema = z.array(z.number().int().positive(), { message: "A locations choice is required" }).min(1, "A locations choice is required");

/**
 * SPEC §5.3 link text: a link shown as `linkTitle || link.text` needs one of them, or it is an
 * empty link. Use in the superRefine of an object holding `link` and `linkTitle`.
 */
export function requireLinkText(value: { link?: { text?: string }; linkTitle?: string }, ctx: z.RefinementCtx): void {
  if (value.link && !value.linkTitle?.trim() && !value.link.text?.trim()) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["link", "text"], message: "This field is required" });
  }
}

export const headingSchema = z
  .object({
    title: z.string().max(250).optional(),
    lead: z.string().max(600).optional(),
    linkTitle: z.string().max(130).optional(),
    link: optionalLinkSchema,
  })
  .superRefine(requireLinkText)
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
