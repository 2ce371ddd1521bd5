import { z } from "zod";
import type { Db } from "../../../db";
import { MAX_DB_ID } from "~/lib/query-input";
import { isSafeHref } from "~/modules/safe-href";
import { fetchLinks, type LinkRow } from "./pickers.server";
import { validationMessage } from "../shell/validation-messages";

/** SPEC §5.3 link form: type, text and target always; url for external/download; page (+ anchor id) otherwise. */
export const linkFormSchema = z
  .object({
    linkType: z.enum(["internal", "external", "download", "anchor"], { message: "This field is required" }),
    text: z.string({ message: "This field is required" }).trim().min(1, "This field is required").max(250),
    target: z.enum(["auto", "_blank", "_self"], { message: "This field is required" }),
    url: z.string().trim().max(2000).optional(),
    pageId: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
    anchorId: z.string().trim().max(200).optional(),
  })
  .superRefine((link, ctx) => {
    const need = (path: "url" | "pageId" | "anchorId") =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message: "This field is required" });
    if ((link.linkType === "external" || link.linkType === "download") && !link.url) need("url");
    if (link.linkType === "external" && link.url && !/^https?:\/\//i.test(link.url)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["url"], message: "Enter an address starting with http:// or https://" });
    } else if (link.url && !isSafeHref(link.url)) {
      // Download, anchor and internal links too: never javascript:, data: or any other scheme (issue 20.6).
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["url"], message: validationMessage("safeHref") });
    }
    if (link.linkType === "internal" && !link.pageId) need("pageId");
    if (link.linkType === "anchor") {
      if (!link.anchorId) need("anchorId");
      if (!link.pageId) need("pageId");
    }
  });

export type LinkForm = z.infer<typeof linkFormSchema>;

/** Links that already point where the new one would (same url, anchor or page): SPEC §4.3. */
export async function duplicateLinks(db: Db, link: LinkForm): Promise<LinkRow[]> {
  const found = await fetchLinks(db, {
    page: 1,
    search: "",
    url: link.url || undefined,
    anchorId: link.linkType === "anchor" ? link.anchorId : undefined,
    pageId: link.linkType === "internal" || link.linkType === "anchor" ? link.pageId : undefined,
  });
  return found.results;
}

/** addLink: stores the link; returns its id. */
export async function addLink(db: Db, link: LinkForm): Promise<number> {
  const row = await db
    .insertInto("links")
    .values({
      text: link.text,
      link_type: link.linkType,
      target: link.target,
      url: link.url || null,
      page_id: link.pageId ?? null,
      anchor_id: link.anchorId || null,
      media_id: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
