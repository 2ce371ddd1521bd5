import type { FieldDiff } from "~/cms/revision-diff";

/** A content item's history as its form shows it (issue 25, ADR 056); client-safe. */
export type ContentHistoryEntry = {
  id: number;
  at: string;
  by: string | null;
  action: "save" | "publish" | "restore" | "discard" | "scheduledPublish" | "undo" | "redo";
  /** The locale a save or publish was made in (null: every locale, as a restore). */
  locale: string | null;
  /** An undo step that was undone (Redo can bring it back). */
  undone: boolean;
};

export type ContentHistory = { entries: ContentHistoryEntry[]; page: number; pages: number };

/** A version compared with the item's current draft: per locale, each form field that differs. */
export type ContentDiff = { revisionId: number; at: string; fields: FieldDiff[] };

export const CONTENT_HISTORY_PAGE_SIZE = 20;

/** An undo step of an item's draft (a save, restore or discard), as Undo and Redo name it. */
export type ContentStepLabel = { action: "save" | "restore" | "discard"; locale: string | null };

/** What Undo and Redo on the item form would do now (null: nothing). */
export type ContentSteps = { undo: (ContentStepLabel & { by: string | null; mine: boolean }) | null; redo: ContentStepLabel | null };
