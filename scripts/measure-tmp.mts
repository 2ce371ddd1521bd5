import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { createDb } from "../db";
import { migrateToLatest } from "../db/migrate";
import { translationStatus } from "../app/cms/translation-status.server";
import { listAudit } from "../app/audit/audit-log.server";
import { runDueSchedules } from "../app/cms/publish-schedules.server";
import { listPageTree } from "../app/editor/page-tree/page-tree.server";
import { listPageHistory } from "../app/cms/page-history.server";

const db = createDb({ databaseUrl: process.env.DATABASE_URL });
await migrateToLatest(db);
async function time(label: string, fn: () => Promise<unknown>) {
  const runs: number[] = [];
  await fn();
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await fn();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  console.log(`${label}: median ${runs[2].toFixed(1)} ms (max ${runs[4].toFixed(1)})`);
}
const pages = await db.selectFrom("pages").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
const biggest = await sql<{ page_id: number; n: number }>`select r.page_id, count(*)::int as n from page_modules m join page_revisions r on r.id = m.revision_id where r.status = 'published' group by r.page_id order by n desc limit 1`.execute(db);
console.log(`pages: ${pages.n}; biggest page ${biggest.rows[0].page_id} with ${biggest.rows[0].n} modules`);
await time("translationStatus (biggest page, 4 locales)", () => translationStatus(db, biggest.rows[0].page_id, ["de", "cn", "jp", "kr"]));
await time("listPageTree (with schedules)", () => listPageTree(db, { site: "main" }));
await time("listPageHistory (biggest page)", () => listPageHistory(db, biggest.rows[0].page_id));
await time("runDueSchedules (nothing due)", () => runDueSchedules(db, new Date()));
const existing = await db.selectFrom("audit_log").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
if (Number(existing.n) < 500_000) {
  await sql`insert into audit_log (at, user_id, actor, action, target_kind, target_id, target_label, detail)
    select now() - (g || ' seconds')::interval * 60, null, 'editor' || (g % 10), (array['page.publish','page.saveModule','content.save','signIn','media.upload'])[1 + g % 5],
           'page', (g % 5000)::text, 'Page ' || (g % 5000), jsonb_build_object('locale', 'de')
    from generate_series(1, 500000) g`.execute(db);
  await sql`analyze audit_log`.execute(db);
}
const paging = { page: 1, pageSize: 24 as const };
await time("listAudit 500k: unfiltered page 1", () => listAudit(db, {}, paging));
await time("listAudit 500k: page 1000", () => listAudit(db, {}, { page: 1000, pageSize: 24 }));
await time("listAudit 500k: action filter", () => listAudit(db, { action: "signIn" }, paging));
await time("listAudit 500k: target id", () => listAudit(db, { target: "1234" }, paging));
await time("listAudit 500k: target name", () => listAudit(db, { target: "Page 123" }, paging));
await time("listAudit 500k: last 7 days", () => listAudit(db, { from: new Date(Date.now() - 7 * 86_400_000) }, paging));
await db.destroy();
