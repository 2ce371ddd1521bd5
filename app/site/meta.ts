import type { MetaDescriptor } from "@remix-run/node";

const SITE_NAME = "Vireo Sensors";

/** Title, description, canonical and Open Graph tags of a page; robots noindex for an internal page. */
export function pageMeta({
  title,
  description,
  canonical,
  noindex = false,
}: {
  title: string;
  description?: string;
  canonical?: string;
  noindex?: boolean;
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
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
