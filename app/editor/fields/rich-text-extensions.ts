import type { Attributes } from "@tiptap/core";
import Link from "@tiptap/extension-link";
import StarterKit from "@tiptap/starter-kit";
import { isAllowedHref } from "./rich-text-markup";

/** Links keep href, target, rel and title (what the sanitizer keeps); a pasted class is dropped. */
const RichTextLink = Link.extend({
  addAttributes() {
    const { class: _dropped, ...kept }: Attributes = this.parent?.() ?? {};
    return kept;
  },
});

/**
 * The editor's schema. Everything it can produce is markup the server's sanitizer keeps, and
 * parsing (stored HTML, paste) keeps only what the schema knows: no styles, classes or scripts.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4, 5] }, // the sanitizer's headings; the module title is the h2 above
    trailingNode: false, // no empty <p> after a closing list or heading in the stored HTML
    link: false,
  }),
  RichTextLink.configure({
    openOnClick: false,
    HTMLAttributes: { target: null, rel: null },
    isAllowedUri: (url) => isAllowedHref(url),
    shouldAutoLink: (url) => /^https?:\/\//i.test(url),
  }),
];
