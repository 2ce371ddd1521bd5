import { sql } from "kysely";
import { createDb, setDb, type Db } from "../db";
import { migrateToLatest } from "../db/migrate";
import { isDatabaseUnavailable } from "../db/unavailable";
import { seedIfEmpty } from "../db/seed";
import { ensureSearchIndex, reindexAll } from "../app/content/search-index.server";
import { moduleSamples } from "../app/modules/samples.generated";
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

/** Waits between tries to reach PostgreSQL at start: 0.5 s, doubling, at most 5 s. */
export function startBackoffMs(attempt: number): number {
  return Math.min(5000, 500 * 2 ** (attempt - 1));
}

export type OpenOptions = Pick<Config, "databaseUrl" | "dataDir"> &
  Partial<Pick<Config, "databasePoolSize" | "databaseStartTimeout">> & {
    /** A line for each try that failed while there is time left (default: stderr, for the scripts). */
    log?: (line: string) => void;
  };

/**
 * Opens the database and checks it answers; a StartupError names it in one line when it does not.
 * A PostgreSQL that cannot be reached (down, starting, recovering: a container started beside its
 * database) is tried again with back-off for `databaseStartTimeout` seconds, each try logged.
 * Anything else (a wrong password, a missing database) fails at once.
 */
export async function openDatabase(config: OpenOptions): Promise<Db> {
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, warn: config.log });
  const deadline = Date.now() + (config.databaseUrl ? (config.databaseStartTimeout ?? 0) * 1000 : 0);
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      return db;
    } catch (error) {
      const wait = startBackoffMs(attempt);
      if (!isDatabaseUnavailable(error) || Date.now() + wait > deadline) {
        await db.destroy().catch(() => undefined);
        throw new StartupError(`Cannot reach ${describeDatabase(config)}: ${reasonOf(error)}`);
      }
      const left = Math.ceil((deadline - Date.now()) / 1000);
      (config.log ?? ((line: string) => console.error(line)))(`Cannot reach ${describeDatabase(config)} yet (try ${attempt}: ${reasonOf(error)}); trying again in ${wait} ms, for ${left} s more`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Opens the database, checks it answers, migrates it and seeds it on first start. */
export async function startDatabase(config: Config, log: (line: string) => void, warn: (line: string) => void = log): Promise<Db> {
  const db = await openDatabase({ ...config, log: warn });
  const ran = await migrateToLatest(db);
  if (ran.length) log(`Migrated: ${ran.join(", ")}`);
  if (await seedIfEmpty(db, reindexAll, moduleSamples)) log("Seeded the example content");
  else if (await ensureSearchIndex(db)) log("Built the search index");
  setDb(db);
  return db;
}
