import { createServer } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { createLogger, requestLogger, logger } from "~/lib/logger.server";
import { moduleLoaders } from "./loaders.generated.server";
import { loadModuleRows } from "./loaders.server";
import type { PageModule } from "./types";

const formModule = { id: "form-1", type: "CUSTOM_FORMS", data: { formId: 1, display: "inline" } } as unknown as PageModule;
const textModule = { id: "text-1", type: "TEXT_BLOCK", data: { body: "<p>Kept</p>" } } as unknown as PageModule;

/** A loopback port nobody listens on: connecting to it is refused at once. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("loadModuleRows", () => {
  // A PostgreSQL that is away (bench:faults found a form post during an outage answered by its
  // page without the form: the form's loader failed, and the module was dropped).
  let away: Db;
  beforeAll(async () => {
    away = createDb({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/away` });
  });
  afterAll(() => away.destroy());

  it("fails the page when a module's rows cannot be read because the database is unavailable", async () => {
    const loading = loadModuleRows([textModule, formModule], { db: away, locale: "en", site: "main", log: logger });
    const error = await loading.then(
      () => null,
      (e: unknown) => e,
    );
    // Not a page without its form (or its news, products…) that could be cached: the request
    // fails, and the server answers its localized 503 error page with Retry-After.
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("still drops a module whose loader fails for another reason, renders the rest, and logs it to the request's logger", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const log = requestLogger("req-7", createLogger("info", sink));
    const original = moduleLoaders.CUSTOM_FORMS;
    moduleLoaders.CUSTOM_FORMS = async () => {
      throw new Error("form 1 is missing or invalid");
    };
    try {
      const modules = await loadModuleRows([textModule, formModule], { db: away, locale: "en", site: "main", log });
      expect(modules.map((m) => m.id)).toEqual(["text-1"]);
      expect(lines).toEqual([
        expect.objectContaining({ level: "error", reqId: "req-7", msg: "[modules] CUSTOM_FORMS (form-1) failed to load its rows; not rendered", err: expect.objectContaining({ message: "form 1 is missing or invalid" }) }),
      ]);
    } finally {
      moduleLoaders.CUSTOM_FORMS = original;
    }
  });
});
