import { Migrator, type MigrationResultSet } from "kysely";
import { migrations } from "../migrations";
import type { Db } from "./index";

function migrator(db: Db) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function check({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${String((error as Error).message ?? error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Runs every pending migration; returns the names it ran. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return check(await migrator(db).migrateToLatest());
}

/** Rolls every migration back, newest first. */
export async function migrateDownAll(db: Db): Promise<void> {
  const m = migrator(db);
  for (;;) {
    const result = await m.migrateDown();
    check(result);
    if (!result.results?.length) return;
  }
}
