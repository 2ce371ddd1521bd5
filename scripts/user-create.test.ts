import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../db";

// `npm run user:create` as an operator runs it: exit codes and the one line it prints.
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TSX = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-user-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Run = { code: number; stdout: string; stderr: string };
const userCreate = (args: string[]) =>
  new Promise<Run>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development" };
    execFile(process.execPath, [TSX, "scripts/user-create.ts", ...args], { cwd: ROOT, env, timeout: 90_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

describe("npm run user:create", () => {
  it("refuses a bad value with one line naming it, and exit code 1", async () => {
    const run = await userCreate(["--email", "t@example.com", "--password", "long enough pw", "--role", "owner"]);
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n")[0]).toBe('--role "owner" is not a role (administrator, publisher, editor, translator)');
    expect(run.stdout).toBe("");
  }, 60_000);

  it("creates an account with a role and scope, then refuses a section that names no page", async () => {
    const created = await userCreate(["--email", "Tina@Example.com", "--password", "long enough pw", "--name", "Tina", "--role", "translator", "--locales", "de", "--sections", "news,blog"]);
    expect(created.stderr).toBe("");
    expect(created).toMatchObject({ code: 0, stdout: "Created Tina@Example.com (translator)\n" });
    const unknown = await userCreate(["--email", "tina@example.com", "--password", "long enough pw", "--sections", "/no-such-section"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('--sections "/no-such-section" is no page of the site (its English path)');

    const db = createDb({ dataDir });
    try {
      const row = await db.selectFrom("users").select(["email", "name", "role", "locales", "sections", "active"]).executeTakeFirstOrThrow();
      expect(row).toEqual({ email: "tina@example.com", name: "Tina", role: "translator", locales: ["de"], sections: ["news", "blog"], active: true });
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
