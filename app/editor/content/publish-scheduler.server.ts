import type { Db } from "../../../db";
import { logger } from "~/lib/logger.server";
import { recordAudit } from "~/audit/audit-log.server";
import { runDueSchedules } from "~/cms/publish-schedules.server";
import { runDueContentSchedules, type ContentJobRun } from "./content-scheduling.server";

export type PublishScheduler = {
  /** Runs due jobs now and resolves when done (tests; a tick does the same). */
  tick(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Editor code (it runs the content admin's jobs, content-scheduling.server.ts, beside the pages' of
 * app/cms), so it lives in the editor wing: app/cms stays below the editor (issue 42).
 *
 * One per server process (server/main.ts): runs due publish/unpublish jobs of pages and content items at start (a job due
 * while every server was down) and every `pollMs`. Each instance polls; SKIP LOCKED hands each
 * job to one of them. A failed run is logged and tried again at the next tick.
 */
export function startPublishScheduler(db: Db, options: { pollMs?: number; now?: () => Date } = {}): PublishScheduler {
  const pollMs = options.pollMs ?? 15_000;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  // Each job is reported (log line, audit entry) right after its own commit; search is rewritten in it.
  const pageApplied = async (job: { pageId: number; action: "publish" | "unpublish" }) => {
    logger.info({ pageId: job.pageId, action: job.action }, "scheduled page change applied");
    await recordAudit(db, { user: null, actor: "scheduler", action: job.action === "publish" ? "page.scheduledPublish" : "page.scheduledUnpublish", target: { kind: "page", id: job.pageId } });
  };
  const contentApplied = async (job: ContentJobRun) => {
    logger.info({ kind: job.kind, itemId: job.id, action: job.action }, "scheduled content change applied");
    await recordAudit(db, {
      user: null,
      actor: "scheduler",
      action: job.action === "publish" ? "content.scheduledPublish" : "content.scheduledUnpublish",
      target: { kind: "content", id: `${job.kind}:${job.id}` },
      detail: { kind: job.kind, scheduledBy: job.by },
    });
  };

  async function runOnce(): Promise<void> {
    try {
      await runDueSchedules(db, now(), pageApplied);
      await runDueContentSchedules(db, now(), contentApplied);
    } catch (error) {
      logger.error({ err: error }, "scheduled page changes failed; trying again at the next tick");
    }
  }

  const tick = () => (running = running.then(runOnce));
  const timer = setInterval(() => {
    if (!stopped) void tick();
  }, pollMs);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
