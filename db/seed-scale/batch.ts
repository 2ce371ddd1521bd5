import { sql } from "kysely";
import type { Db } from "../index";
import type { Database } from "../schema";

type Table = keyof Database;

/** Inserts rows in multi-row statements of `size` (pg's 65,535 parameters stay far away). */
export async function insertRows(db: Db, table: Table, rows: Record<string, unknown>[], size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(i, i + size) as any).execute();
  }
}

/** Generated rows carry a slug ending in `-g<n>`: counts of the seeded and of the generated ones. */
export async function slugCounts(db: Db, table: Table, where = sql<boolean>`true`): Promise<{ base: number; generated: number }> {
  const row = await sql<{ base: number | string; generated: number | string }>`
    select count(*) filter (where slug !~ '-g[0-9]+$') as base, count(*) filter (where slug ~ '-g[0-9]+$') as generated
    from ${sql.table(table)} where ${where}`.execute(db);
  const { base, generated } = row.rows[0];
  return { base: Number(base), generated: Number(generated) };
}

/**
 * The indexes (1-based, after the ones already generated) to add so that `base` seeded rows
 * plus the generated ones make `factor` × base; a second run with the same factor adds none.
 */
export function toAdd(base: number, generated: number, factor: number): number[] {
  const wanted = Math.max(0, (factor - 1) * base);
  return Array.from({ length: Math.max(0, wanted - generated) }, (_, k) => generated + k + 1);
}

/** Runs `make` for each index in chunks and inserts each chunk's rows (bounded memory). */
export async function generate(
  db: Db,
  table: Table,
  indexes: number[],
  make: (index: number) => Record<string, unknown>,
  chunk = 2_000,
): Promise<void> {
  for (let i = 0; i < indexes.length; i += chunk) await insertRows(db, table, indexes.slice(i, i + chunk).map(make));
}
