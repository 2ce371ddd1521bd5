import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { logger } from "~/lib/logger.server";
import { allowList } from "./forward-address.server";
import { enqueueForward, forwardQueued, type ForwardOutcome, type OutboxRow } from "./forward-outbox.server";
import { deliverSubmission } from "./forward.server";
import type { Resolver } from "./forward-target.server";
import { startForwardWorker, type ForwardWorker, type ForwardWorkerOptions } from "./forward-worker.server";

// The forwarding outbox worked in the background: delivery, retries with backoff, giving up,
// the address check on connect with the resolved address pinned, and nothing lost on a stop.

let testDb: TestDb;
let db: Db;
let stub: Server;
let port = 0;
let formId = 0;
type Received = { path: string; body: unknown; headers: IncomingHttpHeaders; at: number };
const received: Received[] = [];
/** The stub's answer to a request (by path): status and delay. */
let answer: (path: string) => { status: number; delayMs?: number; location?: string } = () => ({ status: 200 });
const workers: ForwardWorker[] = [];
const LOOPBACK = allowList(["127.0.0.1"]);

const url = (path: string, host = "127.0.0.1") => `http://${host}:${port}${path}`;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await migrateToLatest(db);
  ({ id: formId } = await db.insertInto("forms").values({ title: "CRM", content: "[]", additional_buttons: "[]" }).returning("id").executeTakeFirstOrThrow());
  stub = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: JSON.parse(body || "null"), headers: req.headers, at: Date.now() });
      const { status, delayMs = 0, location } = answer(req.url ?? "");
      const send = () => {
        if (!res.destroyed) res.writeHead(status, { "Content-Type": "text/plain", ...(location ? { Location: location } : {}) }).end("upstream says: secret stack trace");
      };
      if (delayMs) setTimeout(send, delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  port = (stub.address() as AddressInfo).port;
}, 180_000);

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  answer = () => ({ status: 200 });
  received.length = 0;
  vi.restoreAllMocks();
});

afterAll(async () => {
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
  await testDb.destroy();
});

/** Stores a submission and its outbox row, as submitForm does. */
async function queue(actionUrl: string, name: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("form_submissions")
      .values({ form_id: formId, form_title: "CRM", values: JSON.stringify({ name }), locale: "en", forward_status: "pending" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueForward(trx, id, actionUrl, { values: { name }, destination: "crm", form: "CRM" });
    return String(id);
  });
}

/** A worker whose outcomes can be awaited per submission. */
function worker(options: Partial<ForwardWorkerOptions> = {}) {
  const waiting = new Map<string, { until: ForwardOutcome["status"]; done: (o: ForwardOutcome) => void }>();
  const w = startForwardWorker(db, {
    allow: LOOPBACK,
    pollMs: 60_000, // woken by forwardQueued / wake, or by the short backoffs below
    backoffMs: 40,
    maxBackoffMs: 1000,
    timeoutMs: 2000,
    ...options,
    onOutcome(row: OutboxRow, outcome: ForwardOutcome) {
      options.onOutcome?.(row, outcome);
      const wait = waiting.get(row.submissionId);
      if (wait && wait.until === outcome.status) wait.done(outcome);
      // A retry is due after its backoff: look again then (the poll is long in these tests).
      if (outcome.status === "pending") setTimeout(() => w.wake(), outcome.retryInMs + 5);
    },
  });
  workers.push(w);
  return {
    worker: w,
    outcome: (submissionId: string, until: ForwardOutcome["status"]) => new Promise<ForwardOutcome>((done) => waiting.set(submissionId, { until, done })),
  };
}

const submission = (id: string) => db.selectFrom("form_submissions").select(["forward_status", "forward_attempts", "forward_error"]).where("id", "=", id).executeTakeFirstOrThrow();
const outbox = (id: string) => db.selectFrom("form_forwards").selectAll().where("submission_id", "=", id).executeTakeFirstOrThrow();

describe("the forwarding worker", () => {
  it("forwards a queued submission when woken, once, and records it on the submission", async () => {
    const w = worker();
    const id = await queue(url("/crm"), "Ann");
    const sent = w.outcome(id, "sent");
    forwardQueued();
    await sent;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ path: "/crm", body: { values: { name: "Ann" }, destination: "crm", form: "CRM" } });
    expect(received[0].headers["idempotency-key"]).toBe(`submission-${id}`);
    expect(received[0].headers["content-type"]).toBe("application/json");
    expect(await submission(id)).toEqual({ forward_status: "sent", forward_attempts: 1, forward_error: null });
    expect(await outbox(id)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
  });

  it("retries a failing receiver with growing waits, then gives up, keeping our words for the error", async () => {
    answer = () => ({ status: 503 });
    vi.spyOn(logger, "warn").mockImplementation(() => logger);
    const error = vi.spyOn(logger, "error").mockImplementation(() => logger);
    const w = worker({ maxAttempts: 4 });
    const id = await queue(url("/down"), "Bob");
    const failed = w.outcome(id, "failed");
    w.worker.wake();
    expect(await failed).toEqual({ status: "failed", error: "serverError:503" });
    const times = received.filter((r) => r.path === "/down").map((r) => r.at);
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    // 40 ms, then 80, then 160 (±20 % jitter): each wait at least the jittered floor of its step.
    expect(gaps[0]).toBeGreaterThanOrEqual(30);
    expect(gaps[1]).toBeGreaterThanOrEqual(62);
    expect(gaps[2]).toBeGreaterThanOrEqual(126);
    expect(await submission(id)).toEqual({ forward_status: "failed", forward_attempts: 4, forward_error: "serverError:503" });
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`submission ${id} not forwarded after 4 attempts: serverError:503`));
    expect(JSON.stringify(await outbox(id))).not.toContain("upstream");
  });

  it("shows a waiting retry on the submission while it is pending", async () => {
    let calls = 0;
    answer = () => ({ status: ++calls === 1 ? 500 : 200 });
    vi.spyOn(logger, "warn").mockImplementation(() => logger);
    let pendingSeen: unknown = null;
    const w = worker({
      onOutcome: (row, outcome) => {
        if (outcome.status === "pending") pendingSeen = outcome;
      },
    });
    const id = await queue(url("/flaky"), "Cy");
    const sent = w.outcome(id, "sent");
    w.worker.wake();
    await sent;
    expect(pendingSeen).toMatchObject({ status: "pending", error: "serverError:500" });
    expect(await submission(id)).toEqual({ forward_status: "sent", forward_attempts: 2, forward_error: null });
  });

  it("does not retry a refusal (4xx) nor follow a redirect, but retries 429", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => logger);
    vi.spyOn(logger, "warn").mockImplementation(() => logger);
    let limited = 0;
    answer = (path) =>
      path === "/bad" ? { status: 400 } : path === "/moved" ? { status: 302, location: url("/elsewhere") } : { status: ++limited === 1 ? 429 : 200 };
    const w = worker();
    const bad = await queue(url("/bad"), "Dee");
    const moved = await queue(url("/moved"), "Eve");
    const busy = await queue(url("/busy"), "Fay");
    const outcomes = Promise.all([w.outcome(bad, "failed"), w.outcome(moved, "failed"), w.outcome(busy, "sent")]);
    w.worker.wake();
    expect(await outcomes).toEqual([{ status: "failed", error: "rejected:400" }, { status: "failed", error: "redirected:302" }, { status: "sent" }]);
    expect(received.map((r) => r.path).sort()).toEqual(["/bad", "/busy", "/busy", "/moved"]);
    expect((await submission(bad)).forward_attempts).toBe(1);
  });

  it("refuses on connect a host that resolves to a private address, resolving once and connecting to what it checked", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => logger);
    const lookups: string[] = [];
    // Names no real resolver knows: the connection can only go where this resolver says.
    const resolve: Resolver = async (host) => {
      lookups.push(host);
      if (host === "rebound.example") return [{ address: "127.0.0.1", family: 4 }];
      if (host === "mapped.example") return [{ address: "::ffff:169.254.169.254", family: 6 }];
      if (host === "crm.example") return [{ address: "127.0.0.1", family: 4 }];
      throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    };
    const strict = worker({ allow: allowList([]), resolve });
    const rebound = await queue(url("/rebound", "rebound.example"), "Gus");
    const mapped = await queue(url("/mapped", "mapped.example"), "Hal");
    const literal = await queue(url("/literal", "[::ffff:127.0.0.1]"), "Ida");
    const decimal = await queue(`http://2130706433:${port}/decimal`, "Jo");
    const refused = Promise.all([rebound, mapped, literal, decimal].map((id) => strict.outcome(id, "failed")));
    strict.worker.wake();
    expect(await refused).toEqual(Array(4).fill({ status: "failed", error: "refusedAddress" }));
    expect(received).toEqual([]);
    expect(lookups.sort()).toEqual(["mapped.example", "rebound.example"]);

    // Allowed (FORWARD_ALLOW_PRIVATE=127.0.0.1), the socket goes to the address the lookup gave.
    await strict.worker.stop();
    const allowed = worker({ allow: LOOPBACK, resolve });
    const id = await queue(url("/pinned", "crm.example"), "Kim");
    const sent = allowed.outcome(id, "sent");
    allowed.worker.wake();
    await sent;
    expect(received.map((r) => [r.path, r.headers.host])).toEqual([["/pinned", `crm.example:${port}`]]);
  });

  it("gives back the row it was forwarding when stopped, and a later worker delivers it (nothing lost)", async () => {
    answer = () => ({ status: 200, delayMs: 5000 });
    const first = worker();
    const id = await queue(url("/slow"), "Lea");
    const arrived = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (received.some((r) => r.path === "/slow")) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    first.worker.wake();
    await arrived; // the attempt is under way
    await first.worker.stop();
    expect(await outbox(id)).toMatchObject({ status: "pending", attempts: 0 });
    expect((await outbox(id)).next_attempt_at.valueOf()).toBeLessThanOrEqual(Date.now() + 1000);

    answer = () => ({ status: 200 });
    const second = worker();
    const sent = second.outcome(id, "sent");
    second.worker.wake();
    await sent;
    expect(await submission(id)).toEqual({ forward_status: "sent", forward_attempts: 1, forward_error: null });
  });

  it("has two workers on one database deliver each row once", async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => queue(url(`/many/${i}`), `P${i}`)));
    const a = worker({ batch: 2 });
    const b = worker({ batch: 2 });
    // Each works until it finds no due row: then every row is done, by one or the other.
    a.worker.wake();
    b.worker.wake();
    await Promise.all([a.worker.idle(), b.worker.idle()]);
    const rows = await db.selectFrom("form_forwards").select(["status", "attempts"]).where("submission_id", "in", ids).execute();
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    expect(received.map((r) => r.path).sort()).toEqual(ids.map((_, i) => `/many/${i}`).sort());
  });
});

describe("deliverSubmission", () => {
  const body = { values: { a: "b" }, destination: "", form: "F" };

  it("gives up an attempt at its deadline", async () => {
    answer = () => ({ status: 200, delayMs: 3000 });
    const started = Date.now();
    expect(await deliverSubmission(url("/hang"), body, { timeoutMs: 200, allow: LOOPBACK })).toEqual({ ok: false, error: "timeout", retry: true });
    expect(Date.now() - started).toBeLessThan(2000);
    answer = () => ({ status: 200 });
  });

  it("says when the receiver is not there, or the URL is not http(s)", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await deliverSubmission(gone, body, { timeoutMs: 2000, allow: LOOPBACK })).toEqual({ ok: false, error: "unreachable", retry: true });
    expect(await deliverSubmission("ftp://127.0.0.1/", body, { timeoutMs: 2000, allow: LOOPBACK })).toEqual({ ok: false, error: "invalidUrl", retry: false });
  });
});
