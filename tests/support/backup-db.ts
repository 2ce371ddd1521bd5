import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { insertPage } from "../../db/seed/insert-page";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "./test-db";

export type BackupTarget = "pglite" | "postgres";

/** The embedded database always; PostgreSQL too when DATABASE_URL is set. */
export function backupTargets(): BackupTarget[] {
  return testDatabaseUrl() ? ["pglite", "postgres"] : ["pglite"];
}

export type DatabaseConfig = { databaseUrl: string | undefined; dataDir: string };

export type PagesDb = { config: DatabaseConfig; drop(): Promise<void> };

export const PAGE_TITLES = ["Alpha", "Beta", "Gamma"];

export async function withDb<T>(config: DatabaseConfig, run: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb(config);
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

/**
 * A migrated database with three pages: in a new DATA_DIR (PGlite, closed again so a backup can
 * lock it) or in a new database on DATABASE_URL's server. `drop()` removes what it created.
 */
export async function createPagesDb(target: BackupTarget): Promise<PagesDb> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-backup-"));
  const serverUrl = testDatabaseUrl();
  let database: TestDatabase | undefined;
  if (target === "postgres") {
    if (!serverUrl) throw new Error("A PostgreSQL backup test needs DATABASE_URL");
    database = await createTestDatabase(serverUrl, "backup");
  }
  const config = { databaseUrl: database?.url, dataDir };
  await withDb(config, async (db) => {
    await migrateToLatest(db);
    for (const title of PAGE_TITLES) {
      await insertPage(db, { translations: { en: { slug: title.toLowerCase(), title } }, modules: [] });
    }
  });
  return {
    config,
    async drop() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every page translation as "id locale path title", in a stable order. */
export function pagesOf(config: DatabaseConfig): Promise<string[]> {
  return withDb(config, async (db) => {
    const rows = await db
      .selectFrom("page_translations")
      .select(["page_id", "locale", "path", "title"])
      .orderBy("page_id")
      .orderBy("locale")
      .execute();
    return rows.map((r) => `${r.page_id} ${r.locale} ${r.path} ${r.title}`);
  });
}

/** Deletes one page, renames another and adds a new one. */
export function changePages(config: DatabaseConfig): Promise<void> {
  return withDb(config, async (db) => {
    const beta = await db.selectFrom("page_translations").select("page_id").where("title", "=", "Beta").executeTakeFirstOrThrow();
    await db.deleteFrom("pages").where("id", "=", beta.page_id).execute();
    await db.updateTable("page_translations").set({ title: "Alpha renamed" }).where("title", "=", "Alpha").execute();
    await insertPage(db, { translations: { en: { slug: "delta", title: "Delta" } }, modules: [] });
  });
}
