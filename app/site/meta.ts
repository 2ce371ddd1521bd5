import type { MetaDescriptor } from "@remix-run/node";

const SITE_NAME = "Vireo Sensors";

/** Title, description, canonical and Open Graph tags (with the Social image) of a page; robots noindex for an internal page. */
export function pageMeta({
  title,
  description,
  canonical,
  noindex = false,
  image,
}: {
  title: string;
  description?: string;
  canonical?: string;
  noindex?: boolean;
  /** The absolute address of the image the page is shared with (page settings' Social image). */
  image?: string | null;
}): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { property: "og:title", content: fullTitle },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "website" },
  ];
  if (description) {
    tags.push({ name: "description", content: description }, { property: "og:description", content: description });
  }
  if (canonical) tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:card", content: "summary_large_image" });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
