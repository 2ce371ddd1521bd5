import { sql } from "kysely";
import { createDb, setDb, type Db } from "../db";
import { migrateToLatest } from "../db/migrate";
import { seedIfEmpty } from "../db/seed";
import { ensureSearchIndex } from "../app/content/search-index.server";
import type { Config } from "../app/config.server";

export class StartupError extends Error {}

/** Names the database for messages, never showing a password. */
export function describeDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  url.password = url.password ? "***" : "";
  return url.toString();
}

/** The first line of an error's message (an AggregateError from a refused "localhost" has none). */
function reasonOf(error: unknown): string {
  const e = error as (Error & { code?: string; errors?: unknown[] }) | undefined;
  if (e?.message) return e.message.split("\n")[0];
  if (Array.isArray(e?.errors) && e.errors.length > 0) return reasonOf(e.errors[0]);
  return e?.code ?? String(error);
}

/** Opens the database and checks it answers; a StartupError names it in one line when it does not. */
export async function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir"> & Partial<Pick<Config, "databasePoolSize">>): Promise<Db> {
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new StartupError(`Cannot reach ${describeDatabase(config)}: ${reasonOf(error)}`);
  }
  return db;
}

/** Opens the database, checks it answers, migrates it and seeds it on first start. */
export async function startDatabase(config: Config, log: (line: string) => void): Promise<Db> {
  const db = await openDatabase(config);
  const ran = await migrateToLatest(db);
  if (ran.length) log(`Migrated: ${ran.join(", ")}`);
  if (await seedIfEmpty(db)) log("Seeded the example content");
  else if (await ensureSearchIndex(db)) log("Built the search index");
  setDb(db);
  return db;
}
