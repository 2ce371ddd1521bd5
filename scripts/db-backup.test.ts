import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changePages, createPagesDb, pagesOf, type PagesDb } from "../tests/support/backup-db";

// The npm scripts as an operator runs them: exit codes and the lines they print.
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TSX = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");

type Run = { code: number; stdout: string; stderr: string };

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: ROOT, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

const files = mkdtempSync(path.join(os.tmpdir(), "sensorsite-backup-script-"));
let t: PagesDb;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  t = await createPagesDb("pglite");
  env = { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: "" };
});
afterAll(async () => {
  await t?.drop();
  rmSync(files, { recursive: true, force: true });
});

const script = (name: string, args: string[], extraEnv: Record<string, string> = {}) =>
  run(process.execPath, [TSX, `scripts/${name}.ts`, ...args], { ...env, ...extraEnv });

describe("npm run db:backup and npm run db:restore", () => {
  it("back up the embedded database and bring its rows back", async () => {
    const original = await pagesOf(t.config);
    const file = path.join(files, "site.tar.gz");

    const backup = await run("npm", ["run", "--silent", "db:backup", "--", file], env);
    expect(backup.stderr).not.toMatch(/error/i);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`^Backed up the embedded database in ${t.config.dataDir} to ${file} \\(\\d+\\.\\d MB\\)\\n$`));

    await changePages(t.config);
    expect(await pagesOf(t.config)).not.toEqual(original);

    const restore = await run("npm", ["run", "--silent", "db:restore", "--", file], env);
    expect(restore.code).toBe(0);
    const kept = path.join(t.config.dataDir, "pglite.before-restore-");
    expect(restore.stdout).toMatch(
      new RegExp(`^Restored the embedded database in ${t.config.dataDir} from ${file} \\(3 pages\\)\\n` +
        `The database it replaced is kept in ${kept}\\d{8}T\\d{6}Z; delete it when no longer needed\\.\\n$`),
    );
    expect(await pagesOf(t.config)).toEqual(original);
  }, 120_000);

  it("exit 1 with one clear line on bad input", async () => {
    const missing = path.join(files, "missing.tar.gz");
    const [usage, flag, absent] = await Promise.all([
      script("db-restore", []),
      script("db-backup", ["--help"]),
      script("db-restore", [missing]),
    ]);
    expect(usage).toMatchObject({ code: 1, stdout: "", stderr: "Usage: npm run db:restore -- <file>\n" });
    expect(flag).toMatchObject({ code: 1, stdout: "", stderr: "Usage: npm run db:backup [-- <file>]\n" });
    expect(absent).toMatchObject({ code: 1, stdout: "", stderr: `No such backup file: ${missing}\n` });
  }, 60_000);

  it("exit 1 while a server holds the embedded database", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(t.config.dataDir, "server.pid"), String(holder.pid));
      const file = path.join(files, "locked.tar.gz");
      const result = await script("db-backup", [file]);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `The embedded database in ${t.config.dataDir} is in use by another process (pid ${holder.pid}). ` +
          "Stop it first, or set DATABASE_URL to a PostgreSQL server to run several instances.\n",
      );
      expect(existsSync(file)).toBe(false);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once("exit", resolve));
      rmSync(path.join(t.config.dataDir, "server.pid"), { force: true });
    }
  });

  it("exit 1 naming what to install when pg_dump is missing", async () => {
    const result = await script("db-backup", [path.join(files, "x.dump")], {
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      PATH: path.join(files, "no-tools-here"),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "pg_dump was not found on the PATH. Install the PostgreSQL client tools, the server's major version or newer " +
        "(Debian/Ubuntu: apt-get install postgresql-client; macOS: brew install libpq).\n",
    );
  });
});
