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

/**
 * A page in two steps (DESIGN §10 "every list is an index walk"): `ids` walks the list's index
 * for the page's ids only (filter, order, limit/offset: an index-only path, no per-row work),
 * then `rows` reads the content of those ids, and the rows come back in the ids' order.
 */
export function pagedByIds<T extends { id: number }>(
  paging: Paging,
  count: () => Promise<number | string | bigint>,
  ids: (limit: number | null, offset: number) => Promise<{ id: number }[]>,
  rows: (ids: number[]) => Promise<T[]>,
): Promise<Page<T>> {
  return paged(paging, count, async (limit, offset) => {
    const wanted = (await ids(limit, offset)).map((r) => r.id);
    if (wanted.length === 0) return [];
    const byId = new Map((await rows(wanted)).map((row) => [row.id, row]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  });
}
