import { createCookie } from "@remix-run/node";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, setDb, type Db } from "../../db";
import type { Database } from "../../db/schema";
import en from "../../locales/en/editor.json";
import de from "../../locales/de/editor.json";
import jp from "../../locales/jp/editor.json";
import { testContext } from "../../tests/support/request-context";
import { getConfig } from "~/config.server";
import { action as editorCall, loader as pickerCall } from "~/routes/api.editor.$action";
import { action as logoutAction } from "~/routes/api.logout";
import { action as pageAction } from "~/routes/editor.pages.$pageId";
import { logger } from "./logger.server";

// Issue 28: every editor action that meets an unavailable database answers 503 with Retry-After
// and a page (or, for the JSON calls, a message) in the editor's locale, never Remix's plain-text 500.

let previous: Db | undefined;
let unreachable: Kysely<Database>;
let cookie = "";

beforeAll(async () => {
  try {
    previous = getDb();
  } catch {
    previous = undefined;
  }
  // Nothing listens on port 1: every query is refused (ECONNREFUSED), as during an outage.
  unreachable = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: "postgres://app@127.0.0.1:1/site", max: 1 }) }) });
  setDb(unreachable);
  // A signed session cookie: reading its session needs the database.
  cookie = `__session=${(await createCookie("__session", { secrets: [getConfig().sessionSecret] }).serialize("some-session")).split(";")[0].split("=")[1]}`;
});
afterAll(async () => {
  if (previous) setDb(previous);
  await unreachable.destroy();
});

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", Host: "localhost", Cookie: cookie, ...headers },
  });

async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  try {
    return await run();
  } finally {
    warn.mockRestore();
  }
}

describe("editor actions without the database", () => {
  it("answer a page action 503 with a page in the locale of the page the editor was on", async () => {
    const response = await quietly(() =>
      pageAction({ request: post("/editor/pages/7", { _action: "editPage", returnTo: "/de/kontakt" }, { Referer: "http://localhost/de/kontakt" }), params: { pageId: "7" }, context: testContext("/editor") }),
    );
    expect([response.status, response.headers.get("Retry-After"), response.headers.get("Cache-Control")]).toEqual([503, "5", "no-store"]);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(de.errors.unavailable);
    expect(html).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at .+:\d+/);
  });

  it("answer a sign-out 503 in the posted locale", async () => {
    const response = await quietly(() => logoutAction({ request: post("/logout", { locale: "jp" }), params: {}, context: testContext("/editor") }));
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain(jp.errors.unavailable);
  });

  it("answer the pickers' and form builder's JSON calls 503 with the message in the editor's language", async () => {
    const get = new Request("http://localhost/api/editor/fetchImages?page=1", { headers: { Cookie: cookie, "Accept-Language": "en" } });
    const listed = await quietly(() => pickerCall({ request: get, params: { action: "fetchImages" }, context: testContext("/editor") }));
    expect([listed.status, listed.headers.get("Retry-After")]).toEqual([503, "5"]);
    expect(await listed.json()).toEqual({ error: en.errors.unavailable, unavailable: true });
    const saved = await quietly(() => editorCall({ request: post("/api/editor/createForm", { payload: "{}" }, { Referer: "http://localhost/de/kontakt" }), params: { action: "createForm" }, context: testContext("/editor") }));
    expect(saved.status).toBe(503);
    expect(await saved.json()).toEqual({ error: de.errors.unavailable, unavailable: true });
  });
});
