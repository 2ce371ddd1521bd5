import type { ReviewState } from "../../../db/schema";

/** What the page builder's toolbar shows of a page's review (issue 45), for one account. */
export type PageReviewInfo = {
  /** The review in progress, if any. */
  id: number | null;
  state: ReviewState | null;
  /** The account submitted it (may withdraw). */
  mine: boolean;
  /** The draft is read-only for the account (its own submission, open). */
  locked: boolean;
  /** When an edit voided the last approval (while open again). */
  voidedAt: string | null;
  publishAt: string | null;
  /** The section requires review before publishing (two-person rule). */
  required: boolean;
  /** The account may submit the draft now (no review open, or changes were requested of it). */
  maySubmit: boolean;
  /** Comments on modules of the draft, for the module they name (newest last). */
  comments: { moduleId: string; actor: string; message: string; at: string }[];
};
