import type { Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import type { Db } from "../../../db";
import type { PageSchedule, ScheduleAction } from "~/cms/schedule-action";
import type { ContentKindKey } from "./content-kind";

/** A content item's pending "Publish at…" / "Unpublish at…" (issue 25, ADR 056): the stored jobs. */

/** Drops the item's pending job of that action (Publish drops a pending publish, Unpublish a pending unpublish). */
export async function dropContentSchedule(trx: Transaction<Database> | Db, kind: ContentKindKey, itemId: number, action: ScheduleAction): Promise<boolean> {
  const gone = await trx.deleteFrom("content_schedules").where("kind", "=", kind).where("item_id", "=", itemId).where("action", "=", action).executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/** The item's pending jobs, soonest first, with their failed attempts. */
export async function contentSchedules(db: Db, kind: ContentKindKey, itemId: number): Promise<PageSchedule[]> {
  const rows = await db
    .selectFrom("content_schedules as s")
    .leftJoin("users as u", "u.id", "s.created_by")
    .select(["s.action", "s.due_at", "s.time_zone", "s.attempts", "s.last_error", "u.name", "u.email"])
    .where("s.kind", "=", kind)
    .where("s.item_id", "=", itemId)
    .orderBy("s.due_at")
    .execute();
  return rows.map((row) => ({
    action: row.action,
    dueAt: new Date(row.due_at).toISOString(),
    timeZone: row.time_zone,
    by: row.name || row.email || null,
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}
