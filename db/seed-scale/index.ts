import { sql } from "kysely";
import type { Db } from "../index";
import type { IndexContent } from "../seed";
import { scaleArticles } from "./articles";
import { scaleCatalogue } from "./catalogue";
import { scaleJobs } from "./jobs";
import { scalePages } from "./pages";
import { scaleSubmissions } from "./submissions";

export class SeedScaleError extends Error {}

/** `--factor N` (a whole number from 1 to 1000) from the script's arguments; a SeedScaleError otherwise. */
export function parseFactor(args: string[]): number {
  const usage = "Usage: npm run seed:scale -- --factor N   (N a whole number from 1 to 1000)";
  let raw: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--factor") raw = args[++i];
    else if (arg.startsWith("--factor=")) raw = arg.slice("--factor=".length);
    else throw new SeedScaleError(`Unknown argument "${arg}". ${usage}`);
  }
  if (raw === undefined) throw new SeedScaleError(`Missing --factor. ${usage}`);
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1000) throw new SeedScaleError(`Bad --factor "${raw}". ${usage}`);
  return Number(raw);
}

/** Refuses a database without the example content (the generator copies its shapes and adds to its forms). */
async function checkSeeded(db: Db, where: string): Promise<void> {
  const unseeded = new SeedScaleError(`${where} has no example content: run \`npm run db:seed\` first, then seed:scale.`);
  const pages = await sql<{ count: number | string }>`select count(*) as count from pages`.execute(db).catch(() => {
    throw unseeded;
  });
  if (Number(pages.rows[0].count) === 0) throw unseeded;
  const form = await db.selectFrom("forms").select("id").where("id", "=", 1).executeTakeFirst();
  const product = await db.selectFrom("products").select("id").limit(1).executeTakeFirst();
  if (!form || !product) throw unseeded;
}

/**
 * Grows the seeded database to about `factor` × its content (deterministic generated rows in
 * all five locales) and `factor` × 2,000 submissions to the contact form, then rebuilds the
 * search index (`indexContent`: the app's reindexAll, ADR 055) and refreshes the planner's
 * statistics. Running it again with the same factor adds nothing; a larger factor adds the
 * difference.
 */
export async function seedScale(
  db: Db,
  factor: number,
  { indexContent, where = "The database", log = (_: string) => {} }: { indexContent: IndexContent; where?: string; log?: (line: string) => void },
): Promise<Record<string, number>> {
  await checkSeeded(db, where);
  const added: Record<string, number> = {};
  const step = async (name: string, run: () => Promise<Record<string, number>>) => {
    const started = Date.now();
    const result = await run();
    Object.assign(added, result);
    log(`${name}: ${Object.entries(result).map(([k, v]) => `${v} ${k}`).join(", ") || "nothing to add"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  await step("Articles", () => scaleArticles(db, factor));
  await step("Catalogue", () => scaleCatalogue(db, factor));
  await step("Jobs", () => scaleJobs(db, factor));
  await step("Pages", () => scalePages(db, factor));
  await step("Submissions", () => scaleSubmissions(db, factor));
  const contentAdded = Object.entries(added).some(([k, v]) => k !== "submissions" && v > 0);
  if (contentAdded) {
    await step("Search index", async () => {
      await indexContent(db);
      const { rows } = await sql<{ count: number | string }>`select count(*) as count from search_documents`.execute(db);
      return { "search documents": Number(rows[0].count) };
    });
  }
  await sql`vacuum analyze`.execute(db); // statistics, and the visibility map index-only list walks need
  return added;
}
