import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl } from "../support/test-db";
import { freePort, runServerToExit, serverEnv, startServer } from "./support/server";

// `node build/main.js` on its own: first start, clean stop, and clear start-up failures.

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-e2e-life-"));
  dataDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** The non-empty lines a process printed. */
function lines(output: string): string[] {
  return output.split("\n").map((l) => l.trim()).filter(Boolean);
}

describe("the server process", () => {
  it("migrates and seeds an empty database on first start, serves, and exits 0 on SIGTERM", { timeout: 120_000 }, async () => {
    const serverUrl = testDatabaseUrl();
    const database = serverUrl ? await createTestDatabase(serverUrl, "e2e") : undefined;
    try {
      const server = await startServer(serverEnv({ port: await freePort(), dataDir: freshDataDir(), databaseUrl: database?.url }));
      let stopped = false;
      try {
        const messages = server.logs().map((line) => line.msg);
        expect(messages).toContainEqual(expect.stringMatching(/^Migrated: /));
        expect(messages).toContain("Seeded the example content");
        const response = await fetch(server.url + "/");
        expect(response.status).toBe(200);
        expect(await response.text()).toContain("data-module=");
        const result = await server.stop();
        stopped = true;
        expect(result.code, result.output).toBe(0);
        expect(server.logs().at(-1)).toMatchObject({ level: "info", msg: "SIGTERM received, shutting down" });
      } finally {
        if (!stopped) await server.stop();
      }
    } finally {
      await database?.drop();
    }
  });

  it("prints one clear line and exits non-zero when the database is unreachable", async () => {
    const env = serverEnv({ port: await freePort(), dataDir: freshDataDir(), databaseUrl: "postgres://nobody@127.0.0.1:1/none" });
    const result = await runServerToExit(env);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(lines(result.output)).toEqual([expect.stringMatching(/^Cannot reach postgres:\/\/nobody@127\.0\.0\.1:1\/none: .+/)]);
  });

  it("prints one clear line and exits non-zero on a bad configuration", async () => {
    const env = serverEnv({ port: await freePort(), dataDir: freshDataDir(), extra: { PORT: "not-a-port" } });
    const result = await runServerToExit(env);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(lines(result.output)).toEqual([expect.stringMatching(/^Invalid configuration: PORT: /)]);
  });

  it("refuses to start in production without SESSION_SECRET", async () => {
    const env = serverEnv({ port: await freePort(), dataDir: freshDataDir() });
    delete env.SESSION_SECRET;
    const result = await runServerToExit(env);
    expect(result.code).not.toBe(0);
    expect(lines(result.output)).toEqual([expect.stringContaining("SESSION_SECRET is required in production")]);
  });
});
