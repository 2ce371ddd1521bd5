import { spawn } from "node:child_process";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createLogger, logger, logLevelFrom, requestLogger, type LogLevel } from "./logger.server";

/** A logger at `level` writing into arrays of raw and parsed JSON lines. */
function capture(level: LogLevel = "info") {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { log: createLogger(level, destination), raw, lines };
}

describe("logLevelFrom", () => {
  it("takes LOG_LEVEL in any case, else info, else silent under vitest", () => {
    expect(logLevelFrom({ LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevelFrom({ LOG_LEVEL: " WARN " })).toBe("warn");
    expect(logLevelFrom({ LOG_LEVEL: "trace", VITEST: "true" })).toBe("trace");
    expect(logLevelFrom({})).toBe("info");
    expect(logLevelFrom({ LOG_LEVEL: "" })).toBe("info");
    expect(logLevelFrom({ VITEST: "true" })).toBe("silent");
  });

  it("falls back to the default for a value that names no level (the configuration check refuses it at start)", () => {
    expect(logLevelFrom({ LOG_LEVEL: "verbose" })).toBe("info");
    expect(logLevelFrom({ LOG_LEVEL: "verbose", VITEST: "true" })).toBe("silent");
  });

  it("keeps the process logger silent in tests", () => {
    expect(logger.level).toBe(process.env.LOG_LEVEL ? logLevelFrom(process.env) : "silent");
  });
});

describe("createLogger", () => {
  it("writes one JSON line per call with the level as a word, an ISO time and the message", () => {
    const { log, lines } = capture();
    log.info("hello");
    log.debug("not at info");
    expect(lines).toEqual([expect.objectContaining({ level: "info", msg: "hello", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) })]);
    expect(lines[0]).not.toHaveProperty("reqId");
  });

  it("serialises an error under err with its type, message and stack", () => {
    const { log, lines } = capture();
    log.error({ err: new TypeError("boom") }, "[test] failed");
    expect(lines[0]).toMatchObject({ level: "error", msg: "[test] failed", err: { type: "TypeError", message: "boom", stack: expect.stringContaining("boom") } });
  });

  it("adds the request id to every line of a request's logger, and to no other line", async () => {
    const { log, lines } = capture();
    const first = requestLogger("req-1", log);
    first.info("before");
    await new Promise((resolve) => setTimeout(resolve, 5));
    first.warn("after");
    await Promise.all([(async () => requestLogger("a", log).info("one"))(), (async () => requestLogger("b", log).info("two"))()]);
    log.info("outside");
    expect(lines.map((line) => [line.msg, line.reqId, line.level])).toEqual([
      ["before", "req-1", "info"],
      ["after", "req-1", "warn"],
      ["one", "a", "info"],
      ["two", "b", "info"],
      ["outside", undefined, "info"],
    ]);
  });
});

describe("the process logger's stdout", () => {
  /** Runs a script with the process logger at info in a child process; its stdout and exit code. */
  function runChild(script: string): Promise<{ code: number | null; lines: string[] }> {
    return new Promise((resolve, reject) => {
      const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "info" };
      delete env.VITEST;
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { env, stdio: ["ignore", "pipe", "ignore"] });
      let out = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
      child.once("error", reject);
      child.once("close", (code) => resolve({ code, lines: out.split("\n").filter(Boolean) }));
    });
  }
  const LOGGER = JSON.stringify(fileURLToPath(new URL("./logger.server.ts", import.meta.url)));

  it("is buffered, and written out when the process crashes", async () => {
    const { code, lines } = await runChild(
      `const { logger } = await import(${LOGGER});
       for (let i = 0; i < 3000; i++) logger.info({ i }, "line");
       setImmediate(() => { throw new Error("crash"); });`,
    );
    expect(code).not.toBe(0);
    expect(lines.map((line) => (JSON.parse(line) as { i: number }).i)).toEqual(Array.from({ length: 3000 }, (_, i) => i));
  });

  it("writes a lone line out while the process is quiet, before any exit", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "info" };
    delete env.VITEST;
    const script = `const { logger } = await import(${LOGGER}); logger.info("lone"); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { env, stdio: ["ignore", "pipe", "ignore"] });
    const line = await new Promise<string>((resolve) => {
      let out = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        out += chunk;
        if (out.includes("\n")) resolve(out.split("\n")[0]);
      });
    });
    child.kill("SIGKILL"); // still running: the line came out by itself
    expect(JSON.parse(line)).toMatchObject({ level: "info", msg: "lone" });
  });
});
