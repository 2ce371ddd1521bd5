import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertEditor } from "../../app/auth/users.server";
import { createDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { insertPage } from "../../db/seed/insert-page";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { sessionCookie } from "./support/editor-session";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";

// Durability (issue #7): publish is one transaction. The server is killed (SIGKILL) in the middle
// of a publish loop; after a restart the page serves a complete published revision and the
// draft is intact. Runs on its own server and database so the shared one is not disturbed.
const PAGE = "/durability";
const EDITOR = { email: "durable@e2e.test", password: "durable-editor-password", name: "Durable Editor" };
const BLOCKS = ["Alpha block", "Beta block", "Gamma block"];

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-durability-"));
let database: TestDatabase | undefined;
let server: RunningServer | undefined;

beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "durability");
  const db = createDb({ databaseUrl: database?.url, dataDir });
  try {
    await migrateToLatest(db);
    await upsertEditor(db, EDITOR);
    await insertPage(db, {
      translations: { en: { slug: "durability", title: "Durability" } },
      modules: BLOCKS.map((text) => ({ type: "TEXT_BLOCK", content: { en: { body: `<p>${text}</p>` } } })),
    });
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => startServer(serverEnv({ port: await freePort(), dataDir, databaseUrl: database?.url }));

/** The page's id, as the editor's forms name it in their action (/editor/pages/:pageId). */
async function pageIdOf(base: string, cookie: string): Promise<string> {
  const html = await (await fetch(`${base}${PAGE}`, { headers: { Cookie: cookie } })).text();
  const found = /data-page-id="(\d+)"/.exec(html);
  if (!found) throw new Error("no page id on the page");
  return found[1];
}

async function post(base: string, cookie: string, pageId: string, fields: Record<string, string>): Promise<number> {
  const response = await fetch(`${base}/editor/pages/${pageId}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, returnTo: `${PAGE}?draft=true` }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The TEXT_BLOCK texts of a page, in order. */
function blocksOf(html: string): string[] {
  return [...html.matchAll(/<p>((?:Alpha|Beta|Gamma) block)<\/p>/g)].map((m) => m[1]);
}

/** The draft's version and module ids, as the editor's forms carry them. */
async function draftState(base: string, cookie: string): Promise<{ version: string; ids: string[] }> {
  const html = await (await fetch(`${base}${PAGE}?draft=true`, { headers: { Cookie: cookie } })).text();
  const found = /name="version" value="(\d+)"/.exec(html);
  if (!found) throw new Error("no version on the draft page");
  const ids = [...new Set([...html.matchAll(/name="moduleId" value="([^"]+)"/g)].map((m) => m[1]))];
  return { version: found[1], ids };
}

describe("a crash in the middle of publishing", () => {
  it("leaves a complete published revision served and the draft intact", async () => {
    server = await start();
    const base = server.url;
    const cookie = await sessionCookie(base, { redirectTo: PAGE, who: EDITOR });
    const pageId = await pageIdOf(base, cookie);
    expect(await post(base, cookie, pageId, { _action: "editPage" })).toBe(303);

    // Reorder and publish as fast as possible until the process is killed.
    let publishes = 0;
    let stoppedBy: unknown;
    const statuses: number[] = [];
    const loop = (async () => {
      try {
        for (;;) {
          const before = await draftState(base, cookie);
          await post(base, cookie, pageId, { _action: "moveDown", moduleId: before.ids[0], version: before.version });
          const moved = await draftState(base, cookie);
          const status = await post(base, cookie, pageId, { _action: "publishPage", version: moved.version });
          statuses.push(status);
          if (status === 303) publishes++;
        }
      } catch (error) {
        stoppedBy = error; // the server is gone (or a step failed: shown below)
      }
    })();
    // Let a few publishes complete (however slow the machine), then kill at a random moment.
    const deadline = Date.now() + 60_000;
    while (publishes < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
    process.kill(server.pid, "SIGKILL");
    await loop;
    await server.stop();
    console.log(`[durability] killed the server after ${publishes} publishes (statuses ${statuses.join(" ")}); the loop stopped on: ${String(stoppedBy)}`);
    expect(publishes).toBeGreaterThan(0);

    server = await start();
    const published = await (await fetch(server.url + PAGE)).text();
    const shown = blocksOf(published);
    expect([...shown].sort()).toEqual([...BLOCKS].sort()); // all three, in one of the published orders
    const again = await sessionCookie(server.url, { redirectTo: PAGE, who: EDITOR });
    const draft = await (await fetch(`${server.url}${PAGE}?draft=true`, { headers: { Cookie: again } })).text();
    expect([...blocksOf(draft)].sort()).toEqual([...BLOCKS].sort());
  }, 120_000);
});
