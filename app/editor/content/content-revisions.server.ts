import { sql, type Transaction } from "kysely";
import type { ContentRevisionAction, Database } from "../../../db/schema";
import type { ContentKindKey } from "./content-kind";

/** Undo steps kept per item; older ones cannot be undone any more (ADR 050's bound for pages too). */
export const MAX_CONTENT_STEPS = 30;

/**
 * The editable state before a step (a save, restore or discard of an existing item): what Undo puts
 * back. `draft`: on a published row, whether it had a draft then (Undo removes one it did not have);
 * null on an unpublished row (its columns are the draft).
 */
export type StepBefore = { state: unknown; draft: boolean | null };

/** A locked row's editable state as a step's `before`. */
export function stepBefore(row: Record<string, unknown>, state: unknown): StepBefore {
  return { state, draft: row.published ? row.draft !== null && row.draft !== undefined : null };
}

/**
 * A content item's history (issue 25, ADR 056): its editable state after each save, publish,
 * restore, discard, scheduled publish, undo and redo, written in the transaction of that write.
 * A write with `before` is an undo step: it drops what could be redone (one line of history);
 * a publish ends the draft's steps. Answers the row's id.
 */
export async function recordContentRevision(
  trx: Transaction<Database>,
  entry: { kind: ContentKindKey; itemId: number; action: ContentRevisionAction; locale: string | null; itemRevision: number; snapshot: unknown; editorId: number | null; before?: StepBefore },
): Promise<number> {
  const steps = trx.updateTable("content_revisions").set({ step: "dropped", before: null }).where("kind", "=", entry.kind).where("item_id", "=", entry.itemId);
  if (entry.before) await steps.where("step", "=", "undone").execute();
  if (entry.action === "publish" || entry.action === "scheduledPublish") await endContentSteps(trx, entry.kind, entry.itemId);
  const row = await trx
    .insertInto("content_revisions")
    .values({
      kind: entry.kind,
      item_id: entry.itemId,
      action: entry.action,
      locale: entry.locale,
      item_revision: entry.itemRevision,
      snapshot: JSON.stringify(entry.snapshot),
      created_by: entry.editorId,
      before: entry.before ? JSON.stringify(entry.before.state) : null,
      before_draft: entry.before ? entry.before.draft : null,
      step: entry.before ? "done" : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (entry.before) {
    // Bounded: the steps older than the newest MAX_CONTENT_STEPS are dropped (their history rows stay).
    const oldest = sql<number>`(select id from content_revisions where kind = ${entry.kind} and item_id = ${entry.itemId} and step = 'done' order by id desc offset ${MAX_CONTENT_STEPS} limit 1)`;
    await steps.where("step", "=", "done").where("id", "<=", oldest).execute();
  }
  return row.id;
}

/**
 * The item's undo steps end (a publish; a write that keeps no history, as the products import):
 * the states they hold are no longer the draft's past, and undoing would put them back silently.
 */
export async function endContentSteps(trx: Transaction<Database>, kind: ContentKindKey, itemId: number): Promise<void> {
  await trx.updateTable("content_revisions").set({ step: "dropped", before: null }).where("kind", "=", kind).where("item_id", "=", itemId).where("step", "in", ["done", "undone"]).execute();
}

/** A deleted item's history, pending jobs and preview links go with it (they name it by kind and id, without a foreign key). */
export async function forgetContentItem(trx: Transaction<Database>, kind: ContentKindKey, itemId: number): Promise<void> {
  await trx.deleteFrom("content_revisions").where("kind", "=", kind).where("item_id", "=", itemId).execute();
  await trx.deleteFrom("content_schedules").where("kind", "=", kind).where("item_id", "=", itemId).execute();
  await trx.deleteFrom("preview_links").where("kind", "=", kind).where("item_id", "=", itemId).execute();
}
