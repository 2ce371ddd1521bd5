// npm run bench:editor — median time to save a module and to publish a 20-module page,
// through the same action code the page uses, on the configured database (embedded: a temp copy).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createDb } from "../db";
import { migrateToLatest } from "../db/migrate";
import { insertPage } from "../db/seed/insert-page";
import { loadPageModules } from "../app/cms/pages.server";
import { ensureDraft } from "../app/cms/revisions.server";
import { runPageAction } from "../app/editor/pages/page-actions.server";
import { logger } from "../app/lib/logger.server";

const RUNS = 7;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-editor-"));
const db = createDb({ databaseUrl: process.env.DATABASE_URL, dataDir });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
}

try {
  await migrateToLatest(db);
  const { id: editorId } = await db.insertInto("users").values({ email: `bench-${Date.now()}@example.com`, password_hash: "x" }).returning("id").executeTakeFirstOrThrow();
  const editor = { id: editorId, email: "bench", name: "bench", role: "administrator" as const, locales: null, sections: null };
  const saves: number[] = [];
  const publishes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const pageId = await insertPage(db, {
      translations: { en: { slug: `bench-${Date.now()}-${run}`, title: "Bench" } },
      modules: Array.from({ length: 20 }, (_, i) => ({ type: "TEXT_BLOCK", content: { en: { body: `<p>Module ${i}</p>` }, de: { body: `<p>Modul ${i}</p>` } } })),
    });
    let { version } = await ensureDraft(db, pageId, editorId);
    const [first] = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules;
    const ctx = { db, editor, pageId, locale: "en" as const, site: "main", log: logger };
    let t = performance.now();
    await runPageAction(form({ _action: "saveModule", version: String(version), moduleId: first.id, "data.body": "<p>Edited</p>", "data.columns": "1" }), ctx);
    saves.push(performance.now() - t);
    version++;
    t = performance.now();
    await runPageAction(form({ _action: "publishPage", version: String(version) }), ctx);
    publishes.push(performance.now() - t);
  }
  console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}, ${RUNS} runs`);
  console.log(`save a module (updateModule):          median ${median(saves).toFixed(1)} ms`);
  console.log(`publish a 20-module page (publishPage): median ${median(publishes).toFixed(1)} ms`);
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
