import type { FieldDiff } from "~/cms/revision-diff";

/** A content item's history as its form shows it (issue 25, ADR 056); client-safe. */
export type ContentHistoryEntry = {
  id: number;
  at: string;
  by: string | null;
  action: "save" | "publish" | "restore" | "discard" | "scheduledPublish";
  /** The locale a save or publish was made in (null: every locale, as a restore). */
  locale: string | null;
};

export type ContentHistory = { entries: ContentHistoryEntry[]; page: number; pages: number };

/** A version compared with the item's current draft: per locale, each form field that differs. */
export type ContentDiff = { revisionId: number; at: string; fields: FieldDiff[] };

export const CONTENT_HISTORY_PAGE_SIZE = 20;
