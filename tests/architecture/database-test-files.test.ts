import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { databaseTestFiles, repositoryDatabaseTestFiles } from "./database-test-files";

const sources: Record<string, string> = {
  "db/index.ts": "export const createDb = () => 1;",
  "app/types-only.ts": 'import type { Db } from "../db"; export type T = Db;',
  "app/through-helper.ts": 'import { createDb } from "../db"; export const x = createDb;',
  "app/uses-helper.ts": 'export { x } from "./through-helper";',
  "app/driver.ts": 'import pg from "pg"; export const p = pg;',
  "app/cycle-a.ts": 'import { b } from "./cycle-b"; export const a = 1;',
  "app/cycle-b.ts": 'import { a } from "./cycle-a"; import "./through-helper"; export const b = a;',
  "app/lazy.ts": 'export const load = () => import("./driver");',
  "app/a.type-only.test.ts": 'import type { T } from "./types-only"; import type { Db } from "../db"; export type { Db } from "../db";',
  "app/h.inline-type.test.ts": 'import { type Db } from "../db";',
  "app/b.helper.test.ts": 'import { x } from "./uses-helper";',
  "app/c.driver.test.ts": 'import { p } from "./driver";',
  "app/d.env.test.ts": "process.env.DATABASE_URL;",
  "app/e.cycle.test.ts": 'import { a } from "./cycle-a";',
  "app/f.lazy.test.ts": 'import { load } from "./lazy";',
  "app/g.pure.test.ts": 'import { render } from "react-dom"; import "./types-only";',
};
const read = (file: string) => sources[file] ?? "";
const tests = Object.keys(sources).filter((file) => file.endsWith(".test.ts"));
const others = Object.keys(sources).filter((file) => !file.endsWith(".test.ts"));

describe("the test files that reach the database (the PostgreSQL phase of CI runs only these)", () => {
  it("follows run-time imports, re-exports, cycles and dynamic imports to db/ or a driver, and DATABASE_URL", () => {
    expect(databaseTestFiles(tests, others, read).sort()).toEqual(["app/b.helper.test.ts", "app/c.driver.test.ts", "app/d.env.test.ts", "app/e.cycle.test.ts", "app/f.lazy.test.ts", "app/h.inline-type.test.ts"]);
  });

  it("leaves out type-only imports and exports (`import { type X }` still counts as loading the file)", () => {
    expect(databaseTestFiles(["app/a.type-only.test.ts", "app/g.pure.test.ts", "app/h.inline-type.test.ts"], others, read)).toEqual(["app/h.inline-type.test.ts"]);
  });

  it("picks this repository's database tests and leaves its pure ones", () => {
    const { all, database } = repositoryDatabaseTestFiles(fileURLToPath(new URL("../..", import.meta.url)));
    expect(all.length).toBeGreaterThan(200);
    expect(database).toEqual(expect.arrayContaining(["db/migrate.test.ts", "app/editor/pages/page-gate.server.test.ts", "app/editor/users/users.server.test.ts", "scripts/db-backup.test.ts"]));
    expect(database).not.toEqual(expect.arrayContaining(["shared/layers.test.ts"]));
    expect(database).not.toContain("app/lib/csp.test.ts");
    expect(all).toContain("app/lib/csp.test.ts");
  });
});
