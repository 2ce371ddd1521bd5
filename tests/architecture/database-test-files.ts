import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importSpecifiers, resolveSpecifier, sourceFiles } from "./import-graph";

// Which unit test files can behave differently on PostgreSQL than on PGlite (issue 46, ADR 063):
// those that load the database layer when they run. The PostgreSQL phase of CI runs only these;
// the others do the same work on either database, and the PGlite phase runs every file.

/** The folders whose test files `vitest.config.ts` runs, and the test helpers they use. */
const TEST_ROOTS = ["app", "db", "shared", "server", "scripts", "migrations", "tests/architecture", "tests/support"];
const TEST_FILE = /\.test\.tsx?$/;

/** Loading one of these means talking to a database (our layer, or a driver directly). */
const DATABASE_FILE = /^db\/(index|migrate|pg-pool)\.ts$/;
const DATABASE_PACKAGE = /^(pg|pg-pool|kysely|@electric-sql\/pglite)(\/|$)/;
/** A file that reads the environment's database choice itself. */
const NAMES_DATABASE = /\bDATABASE_URL\b/;

export type SourceReader = (file: string) => string;

/**
 * The test files (of `testFiles`) that reach the database: through the files they load when they
 * run (type-only imports left out), they get to `db/index.ts`, `db/migrate.ts`, `db/pg-pool.ts` or
 * a driver package, or one of them names DATABASE_URL.
 */
export function databaseTestFiles(testFiles: readonly string[], knownFiles: readonly string[], read: SourceReader): string[] {
  const known = new Set([...knownFiles, ...testFiles]);
  const reachesDatabase = new Set<string>();
  const specifiers = new Map<string, string[] | "names DATABASE_URL">();
  const specifiersOf = (file: string) => {
    let found = specifiers.get(file);
    if (!found) {
      const source = read(file);
      found = NAMES_DATABASE.test(source) ? "names DATABASE_URL" : importSpecifiers(file, source, { valuesOnly: true });
      specifiers.set(file, found);
    }
    return found;
  };
  // Depth first from one test file; `seen` keeps a cycle from looping (its other files decide).
  const reaches = (file: string, seen: Set<string>): boolean => {
    if (reachesDatabase.has(file)) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    if (DATABASE_FILE.test(file)) return true;
    const imports = specifiersOf(file);
    let found = imports === "names DATABASE_URL";
    for (const specifier of found ? [] : imports) {
      if (DATABASE_PACKAGE.test(specifier)) found = true;
      const target = resolveSpecifier(file, specifier, known);
      if (target && reaches(target, seen)) found = true;
      if (found) break;
    }
    if (found) reachesDatabase.add(file);
    return found;
  };
  return testFiles.filter((file) => reaches(file, new Set()));
}

/** Every unit test file of the repository, and the subset `databaseTestFiles` picks. */
export function repositoryDatabaseTestFiles(rootDir: string): { all: string[]; database: string[] } {
  const files = sourceFiles(rootDir, TEST_ROOTS).filter((file) => statSync(path.join(rootDir, file)).isFile());
  const tests = listTests(rootDir);
  return { all: tests, database: databaseTestFiles(tests, files, (file) => readFileSync(path.join(rootDir, file), "utf8")) };
}

function listTests(rootDir: string): string[] {
  const all: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(rootDir, dir), { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (TEST_FILE.test(entry.name)) all.push(rel);
    }
  };
  for (const root of TEST_ROOTS) if (existsSync(path.join(rootDir, root))) walk(root);
  return all.filter((file) => !file.startsWith("tests/support/")).sort();
}

// `tsx tests/architecture/database-test-files.ts`: prints the files, one per line (for .ci/run).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rootDir = fileURLToPath(new URL("../..", import.meta.url));
  const { all, database } = repositoryDatabaseTestFiles(rootDir);
  console.error(`${database.length} of ${all.length} unit test files reach the database`);
  console.log(database.join("\n"));
}
