import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import { createPgPool } from "./pg-pool";
import { pinTickObjectShape } from "./pin-tick-shape";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

/**
 * `warn`: where a lost PostgreSQL connection is reported (the server passes its logger).
 * `memoryStart`: an in-memory PGlite starts from this dump of an empty data folder and this
 * compiled PGlite module instead of running initdb (tests: tests/support/pglite-template.ts).
 */
export type DbOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  warn?: (line: string) => void;
  memoryStart?: { dataDir: Blob; wasmModule: WebAssembly.Module };
};

/**
 * Kysely over `pg` when a DATABASE_URL is given, otherwise over PGlite (embedded PostgreSQL)
 * persisted in `<dataDir>/pglite`, or in memory when dataDir is "memory://".
 */
export function createDb({ databaseUrl, dataDir, poolSize = 10, warn = (line) => console.warn(line), memoryStart }: DbOptions): Db {
  if (databaseUrl) {
    // numeric → string is pg's default; bigint count(*) is wrapped with Number() where read.
    const pool = createPgPool(databaseUrl, poolSize, warn);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  // Before the extension loads: it would cost every later process.nextTick its fast path.
  pinTickObjectShape();
  if (!dataDir || dataDir === "memory://") {
    const start = memoryStart ? { loadDataDir: memoryStart.dataDir, wasmModule: memoryStart.wasmModule } : {};
    return pgliteDb(new PGlite({ extensions: EXTENSIONS, ...start }));
  }
  mkdirSync(dataDir, { recursive: true });
  return pgliteDb(new PGlite(pgliteFolder(dataDir), { extensions: EXTENSIONS }));
}

/** Contrib extensions the migrations create (PostgreSQL servers ship them in contrib). */
const EXTENSIONS = { unaccent };

/** The folder of the embedded database inside DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

const embedded = new WeakMap<Db, PGlite>();

function pgliteDb(pglite: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  embedded.set(db, pglite);
  return db;
}

/** The PGlite instance behind an embedded database (for LISTEN), or undefined for a pg pool. */
export function embeddedOf(db: Db): PGlite | undefined {
  return embedded.get(db);
}

const DB = Symbol.for("sensorsite.db");
type Holder = { [DB]?: Db };

/** Installs the process-wide database (the server does this once at start). */
export function setDb(db: Db): void {
  (globalThis as Holder)[DB] = db;
}

/** The process-wide database, shared by the server bundle and the Remix bundle. */
export function getDb(): Db {
  const db = (globalThis as Holder)[DB];
  if (!db) throw new Error("Database not initialised: the server must call setDb() at start");
  return db;
}
