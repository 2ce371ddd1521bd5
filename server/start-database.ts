import { sql } from "kysely";
import { createDb, setDb, type Db } from "../db";
import { migrateToLatest } from "../db/migrate";
import { seedIfEmpty } from "../db/seed";
import type { Config } from "../app/config.server";

export class StartupError extends Error {}

function describe(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  url.password = url.password ? "***" : "";
  return url.toString();
}

/** Opens the database, checks it answers, migrates it and seeds it on first start. */
export async function startDatabase(config: Config, log: (line: string) => void): Promise<Db> {
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new StartupError(`Cannot reach ${describe(config)}: ${(error as Error).message || String(error)}`);
  }
  const ran = await migrateToLatest(db);
  if (ran.length) log(`Migrated: ${ran.join(", ")}`);
  if (await seedIfEmpty(db)) log("Seeded the example content");
  setDb(db);
  return db;
}
