import { z } from "zod";
import { LOCALES } from "~/i18n/locales";
import { MAX_DB_ID } from "~/lib/query-input";
import { isSafeHref } from "~/modules/safe-href";
import { validationMessage } from "../shell/validation-messages";

export const LABEL_MAX = 80;
export const URL_MAX = 2000;

const label = z.string().trim().max(LABEL_MAX).optional();

/**
 * A navigation item (issue 22), the same on the client (conform) and the server: its menu, an
 * optional parent (a top-level item of that menu: one level of nesting), what it leads to (a page
 * of the site, or an address under the link rules) and its label per locale. A page item's empty
 * label follows the page's title in each locale; an address needs at least its English label.
 */
export const navItemSchema = z
  .object({
    menu: z.enum(["header", "footer"], { message: validationMessage("choice") }),
    parentId: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
    // "section": a seeded item that leads to a section of the route table; it keeps its section.
    targetKind: z.enum(["page", "url", "section"], { message: validationMessage("choice") }),
    pageId: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
    url: z.string().trim().max(URL_MAX).optional(),
    labels: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, label])) as Record<(typeof LOCALES)[number], typeof label>).optional(),
  })
  .superRefine((item, ctx) => {
    const required = (path: (string | number)[]) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: validationMessage("required") });
    if (item.targetKind === "page" && !item.pageId) required(["pageId"]);
    if (item.targetKind === "url") {
      if (!item.url) required(["url"]);
      else if (!isSafeHref(item.url)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["url"], message: validationMessage("safeHref") });
      if (!item.labels?.en) required(["labels", "en"]);
    }
  });

export type NavItemInput = z.infer<typeof navItemSchema>;
