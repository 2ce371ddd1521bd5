/** What search results can be (client-safe: the search screen groups and filters by it). */
export const SEARCH_KINDS = ["page", "product", "blog", "news", "job", "event", "story"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export type SearchHit = { kind: SearchKind; title: string; href: string; snippet: string };
