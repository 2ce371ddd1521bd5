import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, type LogLevel } from "../app/lib/logger.server";
import { writeAccessLine, type AccessLine } from "./access-line";

/** A logger as the server makes it (createLogger), writing into an array of raw lines. */
function capture(level: LogLevel) {
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { log: createLogger(level, destination), raw };
}

const LINE: AccessLine = { reqId: "r-1", method: "GET", path: "/de/produkte", query: "q,page", status: 200, durationMs: 1.5, bytes: 30200, cache: "hit" };

describe("writeAccessLine", () => {
  it("writes the line pino would write for the same fields (time aside)", () => {
    const { log, raw } = capture("info");
    writeAccessLine(log, "info", LINE, "GET /de/produkte 200");
    log.info({ ...LINE }, "GET /de/produkte 200");
    expect(raw).toHaveLength(2);
    const [mine, pinos] = raw.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(mine.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect({ ...mine, time: 0 }).toEqual({ ...pinos, time: 0 });
    expect(mine).toMatchObject({ level: "info", pid: process.pid, reqId: "r-1", cache: "hit", msg: "GET /de/produkte 200" });
  });

  it("escapes what a client can put in a path: quotes, backslashes, control characters, non-ASCII", () => {
    const { log, raw } = capture("info");
    const path = '/a"b\\c\nd\u0000e/ü/%22';
    writeAccessLine(log, "info", { ...LINE, path, query: undefined }, `GET ${path} 404`);
    const parsed = JSON.parse(raw[0]) as Record<string, unknown>;
    expect(parsed.path).toBe(path);
    expect(parsed.msg).toBe(`GET ${path} 404`);
    expect(parsed).not.toHaveProperty("query");
    expect(raw[0]).not.toContain("\n");
  });

  it("writes each string field as JSON.stringify does, for every ASCII character and beyond", () => {
    const { log, raw } = capture("info");
    const everyCharacter = Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code)).join("") + "ü€\ud83d\ude00\ud800";
    for (const text of [everyCharacter, '"', "\\", "/plain/path-1_2.3~", ""]) {
      raw.length = 0;
      writeAccessLine(log, "info", { ...LINE, reqId: text, path: text, query: text || undefined }, text);
      for (const field of ["reqId", "path", "msg"]) expect(raw[0]).toContain(`"${field}":${JSON.stringify(text)}`);
      expect((JSON.parse(raw[0]) as { path: string }).path).toBe(text);
    }
  });

  it("writes only the fields that are set, aborted included", () => {
    const { log, raw } = capture("info");
    writeAccessLine(log, "info", { reqId: "r-2", method: "POST", path: "/x", status: 499, durationMs: 0, bytes: 0, aborted: true }, "POST /x 499");
    const parsed = JSON.parse(raw[0]) as Record<string, unknown>;
    expect(parsed).toMatchObject({ aborted: true, status: 499 });
    expect(parsed).not.toHaveProperty("cache");
  });

  it("follows the logger's level: debug lines only at debug, nothing when silent", () => {
    const info = capture("info");
    writeAccessLine(info.log, "debug", LINE, "GET / 200");
    expect(info.raw).toEqual([]);
    const debug = capture("debug");
    writeAccessLine(debug.log, "debug", LINE, "GET / 200");
    expect(JSON.parse(debug.raw[0])).toMatchObject({ level: "debug" });
    const silent = capture("silent");
    writeAccessLine(silent.log, "info", LINE, "GET / 200");
    expect(silent.raw).toEqual([]);
  });
});
