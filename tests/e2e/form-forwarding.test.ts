import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertEditor } from "../../app/auth/users.server";
import { createForm } from "../../app/forms/forms.server";
import { createDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { insertPage } from "../../db/seed/insert-page";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/test-db";
import { sessionCookie } from "./support/editor-session";
import { freePort, serverEnv, startServer, type RunningServer } from "./support/server";
import { text } from "./support/site";

// Form forwarding through the outbox (issue 20.5): the visitor's POST is answered without
// waiting for the receiver, the worker forwards in the background, and a submission whose
// forwarding was under way when the server stopped (SIGTERM) is forwarded after the restart.
// Own server and database; the receiver is a stub on 127.0.0.1, reachable only because this
// server is started with FORWARD_ALLOW_PRIVATE=127.0.0.1.
const PAGE = "/forwarding-e2e";
const EDITOR = { email: "forwarding@e2e.test", password: "forwarding-editor-password", name: "Forwarding Editor" };

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-forwarding-"));
let database: TestDatabase | undefined;
let server: RunningServer | undefined;
let stub: Server;
let formId = 0;

type Received = { body: unknown; headers: IncomingHttpHeaders };
/** What the stub does with the next requests: answer 200, or keep the request open. */
let mode: "ok" | "hang" = "ok";
const hanging: ServerResponse[] = [];
const received: Received[] = [];
let onReceived: (() => void) | null = null;
/** Resolves at the stub's next request. */
const nextRequest = () => new Promise<void>((resolve) => (onReceived = resolve));

beforeAll(async () => {
  stub = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ body: JSON.parse(body), headers: req.headers });
      if (mode === "hang") hanging.push(res);
      else res.writeHead(200, { "Content-Type": "application/json" }).end('{"message":"success"}');
      onReceived?.();
      onReceived = null;
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/crm`;

  const serverUrl = testDatabaseUrl();
  if (serverUrl) database = await createTestDatabase(serverUrl, "forwarding");
  const db = createDb({ databaseUrl: database?.url, dataDir });
  try {
    await migrateToLatest(db);
    await upsertEditor(db, EDITOR);
    const field = { placeholder: "", isPlaceholderVisible: false, helpBlockText: "", isHelpBlockVisible: false, isRequired: true, isUnique: false, isConditional: false, conditionalName: "", conditionalValue: "" };
    formId = await createForm(db, {
      title: "Forwarded inquiry",
      content: [{ ...field, id: "n", fieldType: "TextInput", name: "name", label: "Name" }],
      destination: "crm",
      actionUrl: stubUrl,
      successUrl: "",
      additionalButtons: [],
    });
    await insertPage(db, {
      translations: { en: { slug: PAGE.slice(1), title: "Forwarding" } },
      modules: [{ type: "CUSTOM_FORMS", content: { en: { formId, display: "inline" } } }],
    });
  } finally {
    await db.destroy();
  }
}, 240_000); // migrating a new embedded database takes a minute or more on a loaded machine

afterAll(async () => {
  await server?.stop();
  for (const res of hanging) res.destroy();
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => startServer(serverEnv({ port: await freePort(), dataDir, databaseUrl: database?.url, extra: { FORWARD_ALLOW_PRIVATE: "127.0.0.1" } }));

/** The page's public form posted as a browser without JavaScript would: hidden fields, the answered question, a name. */
async function submit(base: string, name: string): Promise<Response> {
  const html = await (await fetch(`${base}${PAGE}`)).text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&quot;/g, '"').replace(/&amp;/g, "&")]),
  );
  const question = /Security question: what is (\d+) plus (\d+)\?/.exec(html);
  if (!question || !hidden._form) throw new Error("the form or its question is not on the page");
  return fetch(`${base}${PAGE}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...hidden, name, captcha_answer: String(Number(question[1]) + Number(question[2])) }),
  });
}

async function submissionsScreen(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/editor/forms/${formId}/submissions`, { headers: { Cookie: cookie, "Accept-Language": "en" } });
  expect(response.status).toBe(200);
  return response.text();
}

const SENT = text("en", "submissions.status.sent", "editor");
const sentCount = (html: string) => html.split(`>${SENT}<`).length - 1;

/**
 * The submissions screen once it lists `n` forwarded submissions: the outcome is written just
 * after the receiver answered, so the screen is read again (a bounded number of times) until then.
 */
async function screenWithSent(base: string, cookie: string, n: number): Promise<string> {
  let html = await submissionsScreen(base, cookie);
  for (let i = 0; i < 100 && sentCount(html) < n; i++) html = await submissionsScreen(base, cookie);
  return html;
}

describe("form forwarding through the outbox", () => {
  it("answers the visitor at once and forwards in the background, shown to editors as forwarded", async () => {
    server = await start();
    mode = "ok";
    const arrived = nextRequest();
    const response = await submit(server.url, "Ann");
    expect(response.status).toBe(303);
    await arrived;
    expect(received.at(-1)?.body).toEqual({ values: { name: "Ann" }, destination: "crm", form: "Forwarded inquiry" });
    const cookie = await sessionCookie(server.url, { who: EDITOR });
    expect(sentCount(await screenWithSent(server.url, cookie, 1))).toBe(1);
  });

  it("forwards after a restart a submission whose forwarding was under way at SIGTERM", async () => {
    mode = "hang"; // the receiver takes the request and never answers
    const arrived = nextRequest();
    const started = Date.now();
    const response = await submit(server!.url, "Bob");
    expect(response.status).toBe(303);
    expect(Date.now() - started).toBeLessThan(10_000); // the visitor did not wait on the receiver
    await arrived;
    const key = received.at(-1)?.headers["idempotency-key"];
    expect(received.at(-1)?.body).toMatchObject({ values: { name: "Bob" } });

    const stopped = await server!.stop();
    expect(stopped.code).toBe(0);
    server = undefined;

    mode = "ok";
    const again = nextRequest();
    server = await start();
    await again; // the row given back at shutdown is due at once
    expect(received.at(-1)).toMatchObject({ body: { values: { name: "Bob" } }, headers: { "idempotency-key": key } });
    const cookie = await sessionCookie(server.url, { who: EDITOR });
    expect(sentCount(await screenWithSent(server.url, cookie, 2))).toBe(2);
  });
});
