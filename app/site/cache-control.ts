/**
 * Published pages for visitors: our in-process cache keeps them until a publish; CDNs may keep
 * them 5 minutes and serve a stale copy for a day while they revalidate.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
