import { stringify } from "csv-stringify/sync";
import { sql, type SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema";
import type { Db } from "../../db";
import { safeCsvCell } from "~/forms/csv-cell";
import { sliceOf, type Paging } from "~/lib/pagination";
import { likePattern } from "~/lib/picker-page.server";
import { logger } from "~/lib/logger.server";
import type { AuditAction, AuditRow, AuditTargetKind } from "./audit-actions";

/**
 * The audit log (issue 25, ADR 049): one row per thing an editor (or the scheduler) did. The app
 * only appends, and deletes what is older than the retention period (pruneAuditLog).
 */
export type AuditEntry = {
  /** Who: a signed-in editor, or null with `actor` for a failed sign-in's e-mail or the scheduler. */
  user: { id: number; email: string; name?: string | null } | null;
  actor?: string;
  action: AuditAction;
  target?: { kind: AuditTargetKind; id: string | number; label?: string | null };
  detail?: Record<string, unknown>;
};

/**
 * Appends an entry after the action it records has happened. Never fails the action: an entry
 * that cannot be written is logged instead (the action already committed).
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  try {
    await db
      .insertInto("audit_log")
      .values({
        user_id: entry.user?.id ?? null,
        actor: (entry.user ? entry.user.name || entry.user.email : (entry.actor ?? "system")).slice(0, 320),
        action: entry.action,
        target_kind: entry.target?.kind ?? null,
        target_id: entry.target ? String(entry.target.id) : null,
        target_label: entry.target?.label?.slice(0, 300) ?? null,
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
      })
      .execute();
  } catch (error) {
    logger.error({ err: error, audit: { action: entry.action, userId: entry.user?.id ?? null, target: entry.target ?? null } }, "[audit] entry not written");
  }
}

export type AuditFilter = { userId?: number; action?: AuditAction; target?: string; from?: Date; to?: Date };

function filtered(db: Db, filter: AuditFilter): SelectQueryBuilder<Database, "audit_log", object> {
  let q = db.selectFrom("audit_log");
  if (filter.userId !== undefined) q = q.where("user_id", "=", filter.userId);
  if (filter.action) q = q.where("action", "=", filter.action);
  if (filter.target) {
    const needle = filter.target;
    // An id ("12", "news:12") is looked up in the index; a name is searched in the labels.
    if (/^[a-zA-Z]*:?\d{1,12}$/.test(needle)) q = q.where("target_id", "=", needle);
    else q = q.where((eb) => eb.or([eb("target_id", "=", needle), eb("target_label", "ilike", likePattern(needle))]));
  }
  if (filter.from) q = q.where("at", ">=", filter.from);
  if (filter.to) q = q.where("at", "<", filter.to);
  return q;
}

const COLUMNS = ["id", "at", "actor", "action", "target_kind", "target_id", "target_label", "detail"] as const;
type DbRow = { id: string | number; at: Date | string; actor: string; action: string; target_kind: string | null; target_id: string | null; target_label: string | null; detail: unknown };

const toRow = (row: DbRow): AuditRow => ({
  id: String(row.id),
  at: new Date(row.at).toISOString(),
  actor: row.actor,
  action: row.action,
  targetKind: row.target_kind,
  targetId: row.target_id,
  targetLabel: row.target_label,
  detail: (typeof row.detail === "string" ? JSON.parse(row.detail) : row.detail) as Record<string, unknown> | null,
});

/** One page of entries, newest first. */
export async function listAudit(db: Db, filter: AuditFilter, paging: Paging): Promise<{ rows: AuditRow[]; total: number; page: number }> {
  const { n } = await filtered(db, filter).select(sql<string | number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  const total = Number(n);
  const { page, limit, offset } = sliceOf(paging, total);
  const rows = await filtered(db, filter).select(COLUMNS).orderBy("id", "desc").limit(limit).offset(offset).execute();
  return { rows: rows.map((row) => toRow(row as DbRow)), total, page };
}

/** The editors who appear in the log, for the filter (accounts that still exist). */
export async function auditEditors(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db.selectFrom("users").select(["id", "name", "email"]).orderBy("email").execute();
  return rows.map((row) => ({ id: row.id, name: row.name || row.email }));
}

const BATCH = 500;
export type AuditCsvLabels = { header: string[]; action: (action: string) => string };

/** Every entry the filter keeps as CSV (formula-safe cells, BOM), newest first, streamed in batches. */
export function auditCsv(db: Db, filter: AuditFilter, labels: AuditCsvLabels): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (cells: string[]) => cells.map((cell) => safeCsvCell(cell));
  let before: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(stringify([line(labels.header)], { bom: true, record_delimiter: "\r\n" })));
        return;
      }
      // Newest first by id (entries are appended in time order): keyset batches, no offset.
      let q = filtered(db, filter).select(COLUMNS).orderBy("id", "desc").limit(BATCH);
      if (before !== null) q = q.where("id", "<", before);
      const rows = (await q.execute()) as DbRow[];
      if (rows.length) {
        const records = rows.map((row) => {
          const r = toRow(row);
          return line([r.at, r.actor, labels.action(r.action), r.targetKind ?? "", r.targetId ?? "", r.targetLabel ?? "", r.detail ? JSON.stringify(r.detail) : ""]);
        });
        controller.enqueue(encoder.encode(stringify(records, { record_delimiter: "\r\n" })));
      }
      if (rows.length < BATCH) controller.close();
      else before = String(rows[rows.length - 1].id);
    },
  });
}

/** Deletes entries older than `retentionDays` before `now`; the number deleted. */
export async function pruneAuditLog(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const result = await db.deleteFrom("audit_log").where("at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
