import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { pgliteTemplate } from "./pglite-template";

/**
 * Fresh, isolated databases for tests (DESIGN.md §7): PGlite in memory by default, a new
 * uniquely named database on the real PostgreSQL when DATABASE_URL is set (CI sets it).
 *
 *   let t: TestDb;
 *   beforeAll(async () => { t = await createTestDb(); });
 *   afterAll(() => t.destroy());
 */
export type TestDb = {
  db: Db;
  /** The database's URL on the real PostgreSQL; undefined for PGlite. */
  databaseUrl: string | undefined;
  /** Closes the connection and drops the database (PostgreSQL). */
  destroy(): Promise<void>;
};

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

/** The DATABASE_URL of the environment, "" counting as unset (as in app/config.server.ts). */
export function testDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database `<prefix>_<random>` on the server `serverUrl` points at (any database
 * on it will do for the connection); `drop()` removes it again, closing leftover connections.
 */
export async function createTestDatabase(serverUrl: string, prefix = "test"): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** A fresh, empty (unmigrated) database for one test file. */
export async function createTestDb(): Promise<TestDb> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const db = createDb({ memoryStart: await pgliteTemplate() });
    return { db, databaseUrl: undefined, destroy: () => db.destroy() };
  }
  const database = await createTestDatabase(serverUrl);
  const db = createDb({ databaseUrl: database.url });
  return {
    db,
    databaseUrl: database.url,
    async destroy() {
      await db.destroy();
      await database.drop();
    },
  };
}

export type EditorTestDb = TestDb & { editorId: number };

/**
 * A fresh database migrated to the latest schema, with one editor account for the writes of a
 * test file of editor services (`editorId`; `name` shows where a change names who made it).
 */
export async function createEditorTestDb({ name = "Editor" } = {}): Promise<EditorTestDb> {
  const testDb = await createTestDb();
  try {
    await migrateToLatest(testDb.db);
    const { id } = await testDb.db.insertInto("users").values({ email: "editor@example.com", name, password_hash: "x" }).returning("id").executeTakeFirstOrThrow();
    return { ...testDb, editorId: id };
  } catch (error) {
    await testDb.destroy();
    throw error;
  }
}
