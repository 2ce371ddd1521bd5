import type { Db } from "../../db";
import { indexPage } from "~/content/search-index.server";
import { contentChanged } from "~/lib/content-events.server";
import { logger } from "~/lib/logger.server";
import { recordAudit } from "~/audit/audit-log.server";
import { runDueContentSchedules } from "~/editor/content/content-scheduling.server";
import { runDueSchedules } from "./publish-schedules.server";

export type PublishScheduler = {
  /** Runs due jobs now and resolves when done (tests; a tick does the same). */
  tick(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * One per server process (server/main.ts): runs due publish/unpublish jobs of pages and content items at start (a job due
 * while every server was down) and every `pollMs`. Each instance polls; SKIP LOCKED hands each
 * job to one of them. A failed run is logged and tried again at the next tick.
 */
export function startPublishScheduler(db: Db, options: { pollMs?: number; now?: () => Date } = {}): PublishScheduler {
  const pollMs = options.pollMs ?? 15_000;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function runOnce(): Promise<void> {
    try {
      const ran = await runDueSchedules(db, now());
      for (const job of ran) {
        logger.info({ pageId: job.pageId, action: job.action }, "scheduled page change applied");
        await recordAudit(db, { user: null, actor: "scheduler", action: job.action === "publish" ? "page.scheduledPublish" : "page.scheduledUnpublish", target: { kind: "page", id: job.pageId } });
        await indexPage(db, job.pageId);
      }
      // Content items' jobs re-index search in their own transactions.
      const items = await runDueContentSchedules(db, now());
      for (const job of items) {
        logger.info({ kind: job.kind, itemId: job.id, action: job.action }, "scheduled content change applied");
        await recordAudit(db, {
          user: null,
          actor: "scheduler",
          action: job.action === "publish" ? "content.scheduledPublish" : "content.scheduledUnpublish",
          target: { kind: "content", id: `${job.kind}:${job.id}` },
          detail: { kind: job.kind, scheduledBy: job.by },
        });
      }
      if (ran.length) contentChanged(); // again, after the search index: cached search pages
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
