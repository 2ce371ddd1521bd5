import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompiledQuery, sql } from "kysely";
import { querySpy } from "../../tests/support/query-spy";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { migrateToLatest } from "../../db/migrate";
import type { Db } from "../../db";
import { listBlogPosts } from "./blog.server";
import { listDownloads } from "./downloads.server";
import { listEvents } from "./events.server";
import { listJobs } from "./jobs.server";
import { listNews } from "./news.server";
import { listProducts } from "./products.server";
import { listStories } from "./stories.server";

// Issue 27 item 3: each list's page of ids is an index walk (filter and order from one index, no
// sort), and the jsonb content is read only for the page's rows. Plans are read with sequential scans,
// bitmap scans and sorts off (a sort then still shows when no index gives the order), so a table
// this small still shows which index serves the query.

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await migrateToLatest(t.db);
  // One row per list, so the page's second step (content by id) runs too.
  await sql`insert into news_articles (slug, news_type, category, published_at, content) values ('n', 'newsroom', 1, now() - interval '1 day', '{"en": {"title": "N", "summary": "", "body": "<p>long</p>"}}')`.execute(t.db);
  await sql`insert into jobs (slug, city, country, published_at, content) values ('j', 'Tokyo', 'Japan', now() - interval '1 day', '{}')`.execute(t.db);
  await sql`insert into events (slug, kind, starts_at, content) values ('e1', 'company', now() + interval '1 day', '{}'), ('e2', 'company', now() - interval '1 day', '{}')`.execute(t.db);
}, 60_000);

afterAll(async () => {
  await t?.destroy();
});

/** Runs `list` on one connection with sequential scans off; the EXPLAIN of every query it ran. */
async function plans(list: (db: Db) => Promise<unknown>): Promise<{ sql: string; plan: string }[]> {
  return t.db.connection().execute(async (conn) => {
    const seen: CompiledQuery[] = [];
    const spy = querySpy(conn, seen);
    for (const setting of ["enable_seqscan", "enable_bitmapscan", "enable_sort"]) await sql`set ${sql.raw(setting)} = off`.execute(conn);
    try {
      await list(conn.withPlugin(spy));
      const out: { sql: string; plan: string }[] = [];
      for (const q of seen) {
        const result = await conn.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]));
        out.push({ sql: q.sql, plan: result.rows.map((r) => r["QUERY PLAN"]).join("\n") });
      }
      return out;
    } finally {
      await sql`reset all`.execute(conn);
    }
  });
}

/** The plan of the query that picks the page's ids (it has a limit). */
function idPage(found: { sql: string; plan: string }[]): string {
  const page = found.filter((q) => / limit /i.test(q.sql) && !/"content"/.test(q.sql));
  expect(page.length, found.map((q) => q.sql).join("\n")).toBeGreaterThan(0);
  return page.map((q) => q.plan).join("\n");
}

const paging = { page: 3, pageSize: 12 as const };
const CASES: [name: string, list: (db: Db) => Promise<unknown>, index: RegExp][] = [
  ["newsroom", (db) => listNews(db, "en", paging, { newsType: "newsroom" }), /news_articles_list\b/],
  ["newsroom by category", (db) => listNews(db, "en", paging, { newsType: "newsroom", category: 1 }), /news_articles_list_category/],
  ["blog", (db) => listBlogPosts(db, "en", paging), /blog_posts_list\b/],
  ["jobs by city", (db) => listJobs(db, "en", paging, { city: "Tokyo" }), /jobs_list_city/],
  ["events", (db) => listEvents(db, "en", paging, { list: "career" }), /events_list/],
  ["stories", (db) => listStories(db, "en", paging), /employee_stories_list/],
  ["products by status", (db) => listProducts(db, "en", paging, { status: "active" }), /products_list_status/],
  ["downloads by kind", (db) => listDownloads(db, "en", paging, { kind: "software" }), /downloads_list_kind/],
];

describe("list pages are index walks", () => {
  for (const [name, list, index] of CASES) {
    it(`${name}: the page's ids come from its index without a sort`, async () => {
      const plan = idPage(await plans(list));
      expect(plan).toMatch(index);
      expect(plan).toMatch(/Index Only Scan/);
      expect(plan).not.toMatch(/(^|-> +)Sort +\(/m); // an Incremental Sort of ties is fine
    });
  }

  it("the jsonb content is read only by id, for the page's rows", async () => {
    const found = await plans((db) => listNews(db, "en", { page: 1, pageSize: 12 }, { newsType: "newsroom" }));
    const withContent = found.filter((q) => /"content"/.test(q.sql));
    expect(withContent).toHaveLength(1);
    expect(withContent[0].sql).toMatch(/"id" in \(/);
    expect(withContent[0].sql).not.toMatch(/order by|offset/i);
  });
});
