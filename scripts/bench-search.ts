// npm run bench:search — median latency of the site search over the seeded data, and its query plan.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { createDb } from "../db";
import { migrateToLatest } from "../db/migrate";
import { seed } from "../db/seed";
import { searchDocuments } from "../app/content/search.server";
import { reindexAll } from "../app/content/search-index.server";
import { moduleSamples } from "../app/modules/samples.generated";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
const db = createDb({ databaseUrl: process.env.DATABASE_URL, dataDir });
const QUERIES = [["en", "humidity sensor"], ["de", "Feuchtesensoren"], ["en", '"flow sensor" -liquid'], ["cn", "湿度"], ["jp", "センサー"]] as const;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await migrateToLatest(db);
  await seed(db, reindexAll, moduleSamples);
  const { count } = await db.selectFrom("search_documents").select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}, ${count} indexed documents`);
  for (const [locale, q] of QUERIES) {
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const t = performance.now();
      await searchDocuments(db, { site: "main", locale, q, limit: 12, offset: 0 });
      times.push(performance.now() - t);
    }
    console.log(`${locale} ${JSON.stringify(q).padEnd(26)} median ${median(times).toFixed(1)} ms`);
  }
  const plan = await sql<{ "QUERY PLAN": string }>`explain select id from search_documents
    where site = 'main' and locale = 'en' and tsv @@ websearch_to_tsquery('search_english'::regconfig, 'humidity sensor')`.execute(db);
  console.log("plan (en):\n" + plan.rows.map((r) => "  " + r["QUERY PLAN"]).join("\n"));
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
