import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "strong", "b", "em", "i", "u", "s", "sub", "sup", "a", "ul", "ol", "li",
    "h2", "h3", "h4", "h5", "blockquote", "code", "pre", "hr", "table", "thead", "tbody", "tr", "th", "td", "span",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"], th: ["scope", "colspan"], td: ["colspan"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** Sanitizes editor HTML (DESIGN.md §6): on save and again on render. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const DIFF_OPTIONS: sanitizeHtml.IOptions = { ...OPTIONS, allowedTags: [...(OPTIONS.allowedTags as string[]), "ins", "del"] };

/** Sanitizes a rendered comparison of two rich texts (editor history): rich text plus `<ins>` and `<del>`. */
export function sanitizeRichTextDiff(html: string): string {
  return sanitizeHtml(html, DIFF_OPTIONS);
}
