/**
 * Paging and search of the editor's pickers (SPEC §7), shared by every list a picker shows,
 * whichever layer owns the rows (editor, forms). SPEC §9 leaves the page size open; pickers
 * have no per-page selector.
 */
export const PICKER_PAGE_SIZE = 10;

export type PickerPage<T> = { results: T[]; count: number };

/** Rows to skip for a 1-based picker page (clamped: a made-up page number reads no deeper than page 100,000). */
export function pageOffset(page: number): number {
  return (Math.max(1, Math.min(page, 100000)) - 1) * PICKER_PAGE_SIZE;
}

/** An ILIKE pattern that finds `search` literally (its %, _ and \ escaped). */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
