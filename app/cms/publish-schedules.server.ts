import { sql, type Selectable, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { Db } from "../../db";
import { changeContent } from "~/lib/content-events.server";
import { logger } from "~/lib/logger.server";
import { indexPage } from "~/content/search-index.server";
import { SCHEDULE_MAX_ATTEMPTS, type PageSchedule, type ScheduleAction } from "./schedule-action";
import { copyModules, EditRejectedError, StaleVersionError } from "./revisions.server";
import { clearSteps } from "./draft-steps.server";

/**
 * Scheduled publishing (issue 25, ADR 047). "Publish at…" freezes the draft as it is into a
 * revision of status `scheduled`; at the due time that revision becomes the published one and
 * the draft keeps whatever was changed after scheduling. "Unpublish at…" turns the published
 * revision into history at the due time. One pending job per page and action; scheduling again
 * replaces it. Jobs are run by runDueSchedules, exactly once across instances (SKIP LOCKED).
 */

type Trx = Transaction<Database>;

async function isHomePage(trx: Trx | Db, pageId: number): Promise<boolean> {
  const home = await trx.selectFrom("page_translations").select("page_id").where("page_id", "=", pageId).where("path", "=", "").executeTakeFirst();
  return home !== undefined;
}

async function dropSchedule(trx: Trx, pageId: number, action: ScheduleAction): Promise<boolean> {
  const old = await trx.deleteFrom("publish_schedules").where("page_id", "=", pageId).where("action", "=", action).returning("revision_id").executeTakeFirst();
  if (old?.revision_id) await trx.deleteFrom("page_revisions").where("id", "=", old.revision_id).where("status", "=", "scheduled").execute();
  return old !== undefined;
}

/**
 * Schedules a publish (of the draft as it is now, checked against the version the editor read) or
 * an unpublish at `dueAt`. The caller has made sure a draft exists. Refused: a time not after
 * `now`, and unpublishing the home page.
 */
export async function schedulePageChange(
  db: Db,
  args: { pageId: number; action: ScheduleAction; version: number; dueAt: Date; timeZone: string; authorId: number; now?: Date },
): Promise<void> {
  if (!(args.dueAt.getTime() > (args.now ?? new Date()).getTime())) throw new EditRejectedError("errors.schedulePast");
  await db.transaction().execute(async (trx) => {
    if (args.action === "unpublish" && (await isHomePage(trx, args.pageId))) throw new EditRejectedError("errors.homeUnpublish");
    const draft = await trx
      .selectFrom("page_revisions")
      .select(["id", "version"])
      .where("page_id", "=", args.pageId)
      .where("status", "=", "draft")
      .forUpdate()
      .executeTakeFirst();
    if (!draft || draft.version !== args.version) throw new StaleVersionError();
    await dropSchedule(trx, args.pageId, args.action);
    let revisionId: number | null = null;
    if (args.action === "publish") {
      const frozen = await trx
        .insertInto("page_revisions")
        .values({ page_id: args.pageId, status: "scheduled", version: draft.version, author_id: args.authorId })
        .returning("id")
        .executeTakeFirstOrThrow();
      await copyModules(trx, draft.id, frozen.id);
      revisionId = frozen.id;
    }
    await trx
      .insertInto("publish_schedules")
      .values({
        page_id: args.pageId,
        action: args.action,
        due_at: args.dueAt,
        time_zone: args.timeZone,
        revision_id: revisionId,
        draft_version: draft.version,
        created_by: args.authorId,
      })
      .execute();
  });
}

/** Cancels a pending job (and drops the frozen revision of a publish). Cancelling what already ran or was cancelled is nothing. */
export async function cancelPageSchedule(db: Db, args: { pageId: number; action: ScheduleAction }): Promise<boolean> {
  return db.transaction().execute((trx) => dropSchedule(trx, args.pageId, args.action));
}

/** The page's pending jobs, soonest first. */
export async function pageSchedules(db: Db, pageId: number): Promise<PageSchedule[]> {
  const rows = await db
    .selectFrom("publish_schedules as s")
    .leftJoin("users as u", "u.id", "s.created_by")
    .select(["s.action", "s.due_at", "s.time_zone", "s.attempts", "s.last_error", "u.name", "u.email"])
    .where("s.page_id", "=", pageId)
    .orderBy("s.due_at")
    .execute();
  return rows.map((row) => ({ action: row.action, dueAt: new Date(row.due_at).toISOString(), timeZone: row.time_zone, by: row.name || row.email || null, attempts: row.attempts, lastError: row.last_error }));
}

/** Pending jobs of many pages at once (the page tree), by page id. */
export async function schedulesByPage(db: Db, pageIds: readonly number[]): Promise<Map<number, PageSchedule[]>> {
  const byPage = new Map<number, PageSchedule[]>();
  if (pageIds.length === 0) return byPage;
  const rows = await db
    .selectFrom("publish_schedules")
    .select(["page_id", "action", "due_at", "time_zone"])
    .where("page_id", "in", pageIds)
    .orderBy("due_at")
    .execute();
  for (const row of rows) {
    const list = byPage.get(row.page_id) ?? [];
    list.push({ action: row.action, dueAt: new Date(row.due_at).toISOString(), timeZone: row.time_zone, by: null });
    byPage.set(row.page_id, list);
  }
  return byPage;
}

type Job = { id: number; page_id: number; action: ScheduleAction; revision_id: number | null; draft_version: number | null };

/** The frozen revision becomes the published one; the draft goes when nobody changed it after scheduling. */
async function publishFrozen(trx: Trx, job: Job, now: Date): Promise<void> {
  if (job.revision_id === null) return;
  await trx.updateTable("page_revisions").set({ status: "history" }).where("page_id", "=", job.page_id).where("status", "=", "published").execute();
  await trx.updateTable("page_revisions").set({ status: "published", published_at: now }).where("id", "=", job.revision_id).execute();
  const gone = await trx.deleteFrom("page_revisions").where("page_id", "=", job.page_id).where("status", "=", "draft").where("version", "=", job.draft_version ?? -1).executeTakeFirst();
  if (Number(gone.numDeletedRows) > 0) await clearSteps(trx, job.page_id);
}

/** The published revision becomes history; a draft (a copy of it when there is none) stays for a later Publish. */
async function unpublishNow(trx: Trx, job: Job): Promise<void> {
  const published = await trx.selectFrom("page_revisions").select(["id", "version"]).where("page_id", "=", job.page_id).where("status", "=", "published").executeTakeFirst();
  if (!published) return;
  const draft = await trx.selectFrom("page_revisions").select("id").where("page_id", "=", job.page_id).where("status", "=", "draft").executeTakeFirst();
  if (!draft) {
    const created = await trx
      .insertInto("page_revisions")
      .values({ page_id: job.page_id, status: "draft", version: published.version + 1, author_id: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await copyModules(trx, published.id, created.id);
  }
  await trx.updateTable("page_revisions").set({ status: "history" }).where("id", "=", published.id).execute();
}

type Changed = (what: string) => Promise<void>;
type ScheduleTable = "publish_schedules" | "content_schedules";

/**
 * Runs the jobs of `table` due at `now`, one transaction each, until none is left (pages' and
 * content items' jobs alike). Each transaction locks one due job not passed over in this run (FOR
 * UPDATE SKIP LOCKED), lets `apply` carry it out and deletes it, so two instances never run one
 * job twice. A job whose `apply` throws is rolled back, its attempt and error are recorded, and it
 * is passed over for the rest of the run, so one broken job never holds up the jobs due after it;
 * jobs that failed SCHEDULE_MAX_ATTEMPTS times are left out. `applied` hears of each job right
 * after its commit (the audit entry), so a run that breaks off later (the database gone) has
 * still reported every job it applied.
 */
export async function runEachDueJob<T extends ScheduleTable, J>(
  db: Db,
  table: T,
  now: Date,
  apply: (trx: Trx, changed: Changed, due: Selectable<Database[T]>) => Promise<J>,
  applied: (job: J) => Promise<void> = async () => {},
): Promise<J[]> {
  const ran: J[] = [];
  const passedOver: number[] = [];
  // One query for both tables: they share the job columns (id, due_at, attempts, last_error).
  const jobs = table as ScheduleTable;
  for (;;) {
    let jobId: number | null = null;
    try {
      const job = await changeContent(db, async (trx, changed) => {
        const due = await trx
          .selectFrom(jobs)
          .selectAll()
          .where("due_at", "<=", now)
          .where("attempts", "<", SCHEDULE_MAX_ATTEMPTS)
          .$if(passedOver.length > 0, (q) => q.where("id", "not in", passedOver))
          .orderBy("due_at")
          .orderBy("id")
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!due) return null;
        jobId = due.id;
        const result = await apply(trx, changed, due as Selectable<Database[T]>);
        await trx.deleteFrom(jobs).where("id", "=", due.id).execute();
        return { result };
      });
      if (job === null) return ran;
      ran.push(job.result);
      await applied(job.result).catch((error: unknown) => logger.error({ err: error, scheduleId: jobId }, "scheduled job applied, but reporting it failed"));
    } catch (error) {
      if (jobId === null) throw error;
      passedOver.push(jobId);
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ err: error, scheduleId: jobId }, "scheduled job failed; passed over for now");
      await db.updateTable(jobs).set({ attempts: sql`attempts + 1`, last_error: message.slice(0, 500) }).where("id", "=", jobId).execute();
    }
  }
}

/**
 * Runs every job due at `now` (an injectable clock), one transaction per job: the job row is taken
 * with FOR UPDATE SKIP LOCKED and deleted in the transaction that applies it, so two instances
 * never run one job twice, and a job due while every server was down runs at the next start. The
 * page's search documents are rewritten in the job's transaction. Returns the pages changed.
 */
export async function runDueSchedules(
  db: Db,
  now: Date,
  applied?: (job: { pageId: number; action: ScheduleAction }) => Promise<void>,
): Promise<{ pageId: number; action: ScheduleAction }[]> {
  return runEachDueJob(
    db,
    "publish_schedules",
    now,
    async (trx, changed, due) => {
      if (due.action === "publish") await publishFrozen(trx, due, now);
      else await unpublishNow(trx, due);
      await trx.updateTable("pages").set({ updated_at: sql`now()` }).where("id", "=", due.page_id).execute();
      await indexPage(trx, due.page_id);
      await changed(`page:${due.page_id}`);
      return { pageId: due.page_id, action: due.action };
    },
    applied,
  );
}
