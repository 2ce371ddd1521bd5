import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTcpProxy } from "../support/tcp-proxy";
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
        // Production without SMTP_URL: it starts, and says so once (issue 44).
        expect(messages.filter((msg) => /SMTP_URL is not set/.test(String(msg)))).toHaveLength(1);
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

  it("tries again for DB_START_TIMEOUT seconds, then prints one clear line and exits non-zero when the database is unreachable", async () => {
    const env = serverEnv({ port: await freePort(), dataDir: freshDataDir(), databaseUrl: "postgres://nobody@127.0.0.1:1/none", extra: { DB_START_TIMEOUT: "1" } });
    const started = Date.now();
    const result = await runServerToExit(env);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    // Each try is logged (JSON on stdout); the refusal is the one plain line.
    const [tries, plain] = [lines(result.output).filter((l) => l.startsWith("{")), lines(result.output).filter((l) => !l.startsWith("{"))];
    expect(tries.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual([expect.stringMatching(/^Cannot reach postgres:\/\/nobody@127\.0\.0\.1:1\/none yet \(try 1: .+\); trying again in 500 ms/)]);
    expect(plain).toEqual([expect.stringMatching(/^Cannot reach postgres:\/\/nobody@127\.0\.0\.1:1\/none: .+/)]);
  });

  // A container started together with its database: PostgreSQL accepts connections only a few seconds later.
  it.runIf(testDatabaseUrl())("comes up when PostgreSQL appears while it waits at start", { timeout: 120_000 }, async () => {
    const database = await createTestDatabase(testDatabaseUrl()!, "e2e_late");
    const direct = new URL(database.url);
    const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    proxy.down(); // every connection is cut at once: the database is not there yet
    try {
      const late = new URL(database.url);
      late.hostname = "127.0.0.1";
      late.port = String(proxy.port);
      const starting = startServer(serverEnv({ port: await freePort(), dataDir: freshDataDir(), databaseUrl: late.toString(), extra: { DB_START_TIMEOUT: "60" } }));
      // PostgreSQL appears after the server tried three times.
      while (proxy.refused() < 3) await new Promise((resolve) => setTimeout(resolve, 50));
      const appeared = Date.now();
      proxy.up();
      const server = await starting;
      try {
        const tries = server.logs().filter((line) => /^Cannot reach .* yet \(try \d+/.test(String(line.msg)));
        expect(tries.length).toBeGreaterThanOrEqual(2);
        expect(tries[0]).toMatchObject({ level: "warn" });
        console.log(`[server-lifecycle] PostgreSQL appeared after ${tries.length} tries; the server listened ${Date.now() - appeared} ms later (migrated and seeded)`);
        expect((await fetch(server.url + "/")).status).toBe(200);
      } finally {
        const stopped = await server.stop();
        expect(stopped.code, stopped.output.split("\n").slice(-8).join("\n")).toBe(0);
      }
    } finally {
      await proxy.close();
      await database.drop();
    }
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

  it("refuses to start in production without PUBLIC_URL", async () => {
    const env = serverEnv({ port: await freePort(), dataDir: freshDataDir() });
    delete env.PUBLIC_URL;
    const result = await runServerToExit(env);
    expect(result.code).not.toBe(0);
    expect(lines(result.output)).toEqual([expect.stringContaining("PUBLIC_URL is required in production")]);
  });
});
