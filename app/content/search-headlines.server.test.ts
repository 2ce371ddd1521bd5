import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompiledQuery } from "kysely";
import { querySpy } from "../../tests/support/query-spy";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { migrateToLatest } from "../../db/migrate";
import { seed } from "../../db/seed";
import { searchDocuments } from "./search.server";
import { reindexAll } from "~/content/search-index.server";
import { moduleSamples } from "~/modules/samples.generated";

// Issue 27 item 5: ts_headline runs for the page's rows only, never for the rows before the
// offset. Read from EXPLAIN ANALYZE: every plan node that computes a headline handled at most
// one page of rows.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await migrateToLatest(t.db);
  await seed(t.db, reindexAll, moduleSamples);
}, 180_000);
afterAll(() => t?.destroy());

type PlanNode = { "Node Type": string; Output?: string[]; "Actual Rows": number; "Actual Loops": number; Plans?: PlanNode[] };

/** The nodes of a plan that output a headline, with the rows they handled. */
function headlineNodes(node: PlanNode, found: { type: string; rows: number }[] = []): { type: string; rows: number }[] {
  if (node.Output?.some((column) => column.includes("ts_headline"))) found.push({ type: node["Node Type"], rows: node["Actual Rows"] * node["Actual Loops"] });
  for (const child of node.Plans ?? []) headlineNodes(child, found);
  return found;
}

describe("search headlines", () => {
  it("are made for the page's rows only, also deep in the results", async () => {
    const limit = 5;
    const offset = 15;
    const { hits, total } = await searchDocuments(t.db, { site: "main", locale: "en", q: "sensor", limit, offset });
    expect(total).toBeGreaterThan(offset + limit);
    expect(hits).toHaveLength(limit);

    const plans = await t.db.connection().execute(async (conn) => {
      const seen: CompiledQuery[] = [];
      const spy = querySpy(conn, seen);
      await searchDocuments(conn.withPlugin(spy), { site: "main", locale: "en", q: "sensor", limit, offset });
      const withHeadline = seen.filter((q) => q.sql.includes("ts_headline"));
      expect(withHeadline).toHaveLength(1);
      const explained = await conn.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        CompiledQuery.raw(`explain (analyze, verbose, format json) ${withHeadline[0].sql}`, [...withHeadline[0].parameters]),
      );
      return explained.rows[0]["QUERY PLAN"][0].Plan;
    });
    const nodes = headlineNodes(plans);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(node.rows, node.type).toBeLessThanOrEqual(limit);
  });
});
