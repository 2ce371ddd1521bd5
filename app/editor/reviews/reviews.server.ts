import { sql } from "kysely";
import type { Db } from "../../../db";
import type { ReviewEventKind, ReviewState } from "../../../db/schema";

// Issue 45: the review rows and their thread (tables reviews, review_events, review_sections;
// migration 2026-12-08-001-reviews). Plain queries; the rules are review-flow.server.ts's.

export const ACTIVE_STATES: readonly ReviewState[] = ["open", "changesRequested", "approved"];

export type ReviewRow = {
  id: number;
  targetKind: "page" | "content";
  pageId: number | null;
  contentKind: string | null;
  itemId: number | null;
  section: string;
  locale: string;
  state: ReviewState;
  submittedBy: number | null;
  submittedAt: string;
  approvedVersion: number | null;
  publishAt: string | null;
  updatedAt: string;
};

export type ReviewEvent = {
  id: string;
  kind: ReviewEventKind;
  userId: number | null;
  actor: string;
  message: string | null;
  moduleId: string | null;
  detail: Record<string, unknown> | null;
  at: string;
};

type RawReview = {
  id: number;
  target_kind: "page" | "content";
  page_id: number | null;
  content_kind: string | null;
  item_id: number | null;
  section: string;
  locale: string;
  state: ReviewState;
  submitted_by: number | null;
  submitted_at: Date | string;
  approved_version: number | null;
  publish_at: Date | string | null;
  updated_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export const toReview = (row: RawReview): ReviewRow => ({
  id: row.id,
  targetKind: row.target_kind,
  pageId: row.page_id,
  contentKind: row.content_kind,
  itemId: row.item_id,
  section: row.section,
  locale: row.locale,
  state: row.state,
  submittedBy: row.submitted_by,
  submittedAt: iso(row.submitted_at),
  approvedVersion: row.approved_version,
  publishAt: row.publish_at === null ? null : iso(row.publish_at),
  updatedAt: iso(row.updated_at),
});

/** The review in progress of a page's draft (open, changes requested or approved), if any. */
export async function activePageReview(db: Db, pageId: number, { lock = false } = {}): Promise<ReviewRow | null> {
  let q = db.selectFrom("reviews").selectAll().where("target_kind", "=", "page").where("page_id", "=", pageId).where("state", "in", ACTIVE_STATES);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? toReview(row as RawReview) : null;
}

/** The review in progress of a content item (issue 45: news, events, products, …), if any. */
export async function activeContentReview(db: Db, kind: string, itemId: number, { lock = false } = {}): Promise<ReviewRow | null> {
  let q = db.selectFrom("reviews").selectAll().where("target_kind", "=", "content").where("content_kind", "=", kind).where("item_id", "=", itemId).where("state", "in", ACTIVE_STATES);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? toReview(row as RawReview) : null;
}

export async function findReview(db: Db, id: number, { lock = false } = {}): Promise<ReviewRow | null> {
  let q = db.selectFrom("reviews").selectAll().where("id", "=", id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? toReview(row as RawReview) : null;
}

/** A review's thread, oldest first. */
export async function reviewThread(db: Db, reviewId: number): Promise<ReviewEvent[]> {
  const rows = await db.selectFrom("review_events").selectAll().where("review_id", "=", reviewId).orderBy("id").execute();
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    userId: row.user_id,
    actor: row.actor,
    message: row.message,
    moduleId: row.module_id,
    detail: (typeof row.detail === "string" ? JSON.parse(row.detail) : row.detail) as Record<string, unknown> | null,
    at: iso(row.at),
  }));
}

/** Everyone who submitted (or resubmitted) this review: under the two-person rule none of them decides on it. */
export async function submittersOf(db: Db, reviewId: number): Promise<Set<number>> {
  const rows = await db.selectFrom("review_events").select("user_id").where("review_id", "=", reviewId).where("kind", "in", ["submitted", "resubmitted"]).execute();
  return new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])));
}

/** Everyone who commented on or decided this review (an author's answer goes to them). */
export async function reviewersOf(db: Db, reviewId: number): Promise<Set<number>> {
  const rows = await db.selectFrom("review_events").select("user_id").where("review_id", "=", reviewId).where("kind", "in", ["comment", "changesRequested", "approved"]).execute();
  return new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])));
}

export type NewEvent = { kind: ReviewEventKind; user: { id: number; name: string; email: string } | null; message?: string | null; moduleId?: string | null; detail?: Record<string, unknown> | null };

export async function addReviewEvent(db: Db, reviewId: number, event: NewEvent): Promise<void> {
  await db
    .insertInto("review_events")
    .values({
      review_id: reviewId,
      kind: event.kind,
      user_id: event.user?.id ?? null,
      actor: (event.user ? event.user.name || event.user.email : "system").slice(0, 320),
      message: event.message ?? null,
      module_id: event.moduleId ?? null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
    })
    .execute();
}

export async function setReviewState(db: Db, reviewId: number, change: { state: ReviewState; approvedVersion?: number | null; publishAt?: Date | null }): Promise<void> {
  await db
    .updateTable("reviews")
    .set({
      state: change.state,
      ...(change.approvedVersion !== undefined ? { approved_version: change.approvedVersion } : {}),
      ...(change.publishAt !== undefined ? { publish_at: change.publishAt } : {}),
      updated_at: sql`now()`,
    })
    .where("id", "=", reviewId)
    .execute();
}

/** The sections where review is required before publishing (two-person rule). */
export async function reviewSections(db: Db): Promise<string[]> {
  return (await db.selectFrom("review_sections").select("section").orderBy("section").execute()).map((r) => r.section);
}

/** Whether a required section covers this page (its English path, subtree) or content kind. */
export function sectionCovers(sections: readonly string[], target: { pagePath?: string; kind?: string }): boolean {
  if (target.pagePath !== undefined) {
    const path = target.pagePath;
    return sections.some((s) => s.startsWith("/") && (s === "/" || path === s || path.startsWith(`${s}/`)));
  }
  return target.kind !== undefined && sections.includes(target.kind);
}

export async function reviewRequired(db: Db, target: { pagePath?: string; kind?: string }): Promise<boolean> {
  return sectionCovers(await reviewSections(db), target);
}

export async function setReviewRequired(db: Db, section: string, required: boolean, by: number): Promise<void> {
  if (required) await db.insertInto("review_sections").values({ section, created_by: by }).onConflict((oc) => oc.column("section").doNothing()).execute();
  else await db.deleteFrom("review_sections").where("section", "=", section).execute();
}

/** The draft's version (moved on by every draft write), or null without a draft. */
export async function pageDraftVersion(db: Db, pageId: number): Promise<number | null> {
  const row = await db.selectFrom("page_revisions").select("version").where("page_id", "=", pageId).where("status", "=", "draft").executeTakeFirst();
  return row?.version ?? null;
}

/** Whether the page's draft has this module (a comment may be attached to it). */
export async function draftHasModule(db: Db, pageId: number, moduleId: string): Promise<boolean> {
  const row = await db
    .selectFrom("page_modules as m")
    .innerJoin("page_revisions as r", "r.id", "m.revision_id")
    .select("m.id")
    .where("r.page_id", "=", pageId)
    .where("r.status", "=", "draft")
    .where("m.id", "=", moduleId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Each account's choice to get review notices by e-mail. */
export async function setReviewMail(db: Db, userId: number, on: boolean): Promise<void> {
  await db.updateTable("users").set({ review_mail: on }).where("id", "=", userId).execute();
}
