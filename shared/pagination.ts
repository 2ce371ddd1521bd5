/** SPEC §2.8 pagination: `page` and `page_size` (12 default, 24, all). */
export const PAGE_SIZES = ["12", "24", "all"] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const PAGING_PARAMS = ["page", "page_size"] as const;

export type Paging = { page: number; pageSize: number | "all" };

/**
 * "all" shows at most this many rows on a page: a list that grew to thousands of rows (years of
 * press releases) is paged by it rather than rendered whole for any visitor who asks (issue 27).
 */
export const ALL_PAGE_LIMIT = 240;

/** The rows a page holds for a page size ("all": ALL_PAGE_LIMIT). */
export function rowsPerPage(pageSize: number | "all"): number {
  return pageSize === "all" ? ALL_PAGE_LIMIT : pageSize;
}

/** Malformed values (negative, zero, text, huge, not an option) give page 1 and size 12. */
export function parsePaging(params: URLSearchParams): Paging {
  const rawSize = params.get("page_size");
  const pageSize = rawSize === "all" ? "all" : rawSize === "24" ? 24 : DEFAULT_PAGE_SIZE;
  const rawPage = params.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { page, pageSize };
}

export function lastPage(total: number, pageSize: number | "all"): number {
  return Math.max(1, Math.ceil(total / rowsPerPage(pageSize)));
}

/** SQL limit/offset for a page, clamped to the last page (a page past the end shows the last one). */
export function sliceOf(paging: Paging, total: number): { page: number; limit: number; offset: number } {
  const size = rowsPerPage(paging.pageSize);
  const page = Math.min(paging.page, lastPage(total, paging.pageSize));
  return { page, limit: size, offset: (page - 1) * size };
}

/**
 * Page numbers to show: first, last, the current one and its neighbours, "gap" (an ellipsis)
 * for two or more hidden pages; a single hidden page is shown instead of an ellipsis.
 */
export function pageItems(current: number, last: number): (number | "gap")[] {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (i > 0 && page - previous === 2) items.push(previous + 1);
    else if (i > 0 && page - previous > 2) items.push("gap");
    items.push(page);
  });
  return items;
}
