import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seedIfEmpty } from "../../db/seed";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { createEditorFixtures } from "./editor-fixtures";
import { readRouteParams, type SeedParams } from "./route-params";
import { assertBuilt, freePort, serverEnv, startServer } from "./support/server";
import { reindexAll } from "../../app/content/search-index.server";
import { moduleSamples } from "../../app/modules/samples.generated";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    routeParams: SeedParams;
    /** The database the server uses: its DATA_DIR, and DATABASE_URL ("" for the embedded one). */
    dataDir: string;
    databaseUrl: string;
  }
}

/**
 * Starts the production build (`node build/main.js`) once for all end-to-end tests: a free port,
 * a fresh DATA_DIR (or, with DATABASE_URL, a freshly created database), NODE_ENV=production.
 * The database is migrated and seeded here first so the tests know real slugs; the server's own
 * first start on an empty database is covered by server-lifecycle.test.ts.
 */
export default async function setup(project: TestProject) {
  assertBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-e2e-"));
  const serverUrl = testDatabaseUrl();
  let database: TestDatabase | undefined;
  const cleanup = async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    if (serverUrl) database = await createTestDatabase(serverUrl, "e2e");
    const db = createDb({ databaseUrl: database?.url, dataDir });
    let routeParams: SeedParams;
    try {
      await migrateToLatest(db);
      await seedIfEmpty(db, reindexAll, moduleSamples);
      routeParams = await readRouteParams(db);
      await createEditorFixtures(db);
    } finally {
      await db.destroy(); // a PGlite folder can be open in one process only
    }

    const port = await freePort();
    const server = await startServer(serverEnv({ port, dataDir, databaseUrl: database?.url }));
    project.provide("baseUrl", server.url);
    project.provide("routeParams", routeParams);
    project.provide("dataDir", dataDir);
    project.provide("databaseUrl", database?.url ?? "");

    return async () => {
      const result = await server.stop();
      await cleanup();
      // `npm start` must stop cleanly on SIGTERM: a failure here fails the run.
      if (result.code !== 0) {
        throw new Error(`The server exited with code ${result.code} (signal ${result.signal}) on SIGTERM. Output:\n${result.output}`);
      }
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
