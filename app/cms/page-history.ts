/** One published version of a page: the one visitors see now, or an earlier one. */
export type HistoryEntry = {
  revisionId: number;
  version: number;
  current: boolean;
  /** ISO time it was published. */
  publishedAt: string;
  /** Who made its last change before it was published (null: the seed, or a deleted account). */
  by: string | null;
  modules: number;
};

export type PageHistory = { entries: HistoryEntry[]; page: number; pages: number };
