import { lastPage, sliceOf, type Paging } from "~/lib/pagination";

export type Page<T> = { rows: T[]; total: number; page: number; last: number; pageSize: number | "all" };

/** Count, then fetch one page with SQL limit/offset (never slicing in JavaScript). */
export async function paged<T>(
  paging: Paging,
  count: () => Promise<number | string | bigint>,
  fetch: (limit: number | null, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const total = Number(await count()); // pg answers count(*) as a string, PGlite as a number
  const { page, limit, offset } = sliceOf(paging, total);
  return { rows: await fetch(limit, offset), total, page, last: lastPage(total, paging.pageSize), pageSize: paging.pageSize };
}

/** A listing's canonical URL: its path, plus `?page=n` beyond the first page (filters canonicalize to the plain list). */
export function pagedCanonical(canonical: string, page: number): string {
  return page > 1 ? `${canonical}?page=${page}` : canonical;
}
