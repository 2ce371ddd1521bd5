import type { Db } from "../../../db";
import { runEachDueJob } from "~/cms/publish-schedules.server";
import type { ScheduleAction } from "~/cms/schedule-action";
import { isContentKind, type ContentKindKey } from "./content-kind";
import { editableOf, lockItemRow, lockRow, publishEditable, unpublishRow, type Editable } from "./content-items.server";
import { recordContentRevision } from "./content-revisions.server";
import { dropContentSchedule } from "./content-schedules.server";
import { CONTENT_STORES } from "./content-stores.server";

/** Unpublishing an item that visitors do not see: nothing to schedule. */
export class NothingToUnpublish extends Error {}

/**
 * "Publish at…" / "Unpublish at…" of a content item (issue 25, ADR 056), checked against the
 * revision the editor read. A publish freezes the item as it is now (its draft, or the columns of
 * an unpublished row): later saves are not published unless the editor schedules again. Scheduling
 * again replaces the pending job of that action.
 */
export async function scheduleContentChange(
  db: Db,
  args: { kind: ContentKindKey; id: number; action: ScheduleAction; revision: number; dueAt: Date; timeZone: string; editorId: number },
): Promise<void> {
  const store = CONTENT_STORES[args.kind];
  await db.transaction().execute(async (trx) => {
    const row = await lockRow(trx, store, args.id, args.revision);
    if (args.action === "unpublish" && !row.published) throw new NothingToUnpublish();
    await dropContentSchedule(trx, args.kind, args.id, args.action);
    await trx
      .insertInto("content_schedules")
      .values({
        kind: args.kind,
        item_id: args.id,
        action: args.action,
        due_at: args.dueAt,
        time_zone: args.timeZone,
        snapshot: args.action === "publish" ? JSON.stringify(editableOf(store, row)) : null,
        item_revision: Number(row.revision),
        created_by: args.editorId,
      })
      .execute();
  });
}

export type ContentJobRun = { kind: ContentKindKey; id: number; action: ScheduleAction; by: number | null };

/**
 * Runs every content job due at `now` exactly once across instances (runEachDueJob: SKIP LOCKED,
 * the job deleted in the transaction that applies it, a failing one recorded and passed over).
 * A publish writes the frozen state; what the editor changed after scheduling stays pending as the
 * draft. Search documents and the cache NOTIFY follow as for a Publish.
 */
export async function runDueContentSchedules(db: Db, now: Date, applied?: (job: ContentJobRun) => Promise<void>): Promise<ContentJobRun[]> {
  return runEachDueJob(
    db,
    "content_schedules",
    now,
    async (trx, changed, due): Promise<ContentJobRun> => {
      if (!isContentKind(due.kind)) throw new Error(`unknown content kind ${due.kind}`);
      const store = CONTENT_STORES[due.kind];
      const row = await lockItemRow(trx, store, due.item_id);
      if (row && due.action === "publish") {
        const frozen = (typeof due.snapshot === "string" ? JSON.parse(due.snapshot) : due.snapshot) as Editable;
        const changedSince = Number(row.revision) !== due.item_revision;
        const revision = await publishEditable(trx, changed, store, row, frozen, { draft: changedSince ? editableOf(store, row) : null, editorId: due.created_by });
        await recordContentRevision(trx, { kind: due.kind, itemId: due.item_id, action: "scheduledPublish", locale: null, itemRevision: revision, snapshot: frozen, editorId: due.created_by });
      } else if (row) {
        await unpublishRow(trx, changed, store, row, due.created_by);
      }
      return { kind: due.kind, id: due.item_id, action: due.action, by: due.created_by };
    },
    applied,
  );
}
