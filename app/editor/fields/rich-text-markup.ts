import { isSafeHref } from "~/modules/safe-href";

// What the rich-text editor can show. Client-safe, no TipTap: the field and tests use it too.

/** Markup the server keeps (app/lib/sanitize.server.ts) that the editor has no toolbar or node for. */
const SOURCE_ONLY_TAGS = ["table", "thead", "tbody", "tr", "th", "td", "sub", "sup"];

/** True when opening this HTML in the editor would lose markup: it is edited as HTML source then. */
export function needsSourceMode(html: string): boolean {
  return new RegExp(`<(${SOURCE_ONLY_TAGS.join("|")})[\\s>/]`, "i").test(html);
}

/** Link addresses the editor accepts: the link field's and the sanitizer's rule (paths, #anchors, http(s), mailto, tel). */
export function isAllowedHref(href: string): boolean {
  return isSafeHref(href.trim());
}

/**
 * Word and Google Docs clipboard HTML, reduced before the editor's schema parses it: Office's
 * <o:p> paragraph fillers and the conditional blocks that hold list bullets as text ("·", "1.").
 * Styles, classes, scripts and unknown tags are dropped by the schema itself.
 */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!\[if[^\]]*\]>[\s\S]*?<!\[endif\]>/gi, "")
    .replace(/<\/?o:p[^>]*>/gi, "");
}
