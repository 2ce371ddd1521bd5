import type { StepLabel } from "./draft-step";

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

/** One step of the current draft (issue 25): when, who, what; undone ones can be redone. */
export type DraftStepEntry = StepLabel & { at: string; by: string | null; undone: boolean };

export type PageHistory = { entries: HistoryEntry[]; page: number; pages: number; steps: DraftStepEntry[] };
