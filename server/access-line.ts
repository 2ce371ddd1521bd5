import { pino, type Logger } from "pino";

/** One access line's fields, in the order they are written. */
export type AccessLine = {
  reqId: string;
  method: string;
  path: string;
  query?: string;
  status: number;
  durationMs: number;
  bytes: number;
  cache?: "hit" | "miss";
  aborted?: true;
};

type PinoInternals = { [key: symbol]: unknown };

/**
 * Writes an access line into `log`'s destination as the JSON line pino would write (level as a
 * word, ISO time, the logger's bindings such as pid and hostname, then the fields and `msg`),
 * built by hand: pino's generic serialisation of the line's object cost a cache hit a quarter of
 * its CPU (issue 20.7, ADR 009 addendum). Every other line goes through pino.
 */
export function writeAccessLine(log: Logger, level: "info" | "debug", line: AccessLine, msg: string): void {
  if (!log.isLevelEnabled(level)) return;
  const internals = log as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym] as { write(text: string): unknown };
  const bindings = (internals[pino.symbols.chindingsSym] as string | undefined) ?? "";
  let text = `{"level":"${level}","time":"${isoTimeNow()}"${bindings},"reqId":${jsonString(line.reqId)}`;
  text += `,"method":${jsonString(line.method)},"path":${jsonString(line.path)}`;
  if (line.query) text += `,"query":${jsonString(line.query)}`;
  text += `,"status":${line.status},"durationMs":${line.durationMs},"bytes":${line.bytes}`;
  if (line.cache) text += `,"cache":"${line.cache}"`;
  if (line.aborted) text += `,"aborted":true`;
  stream.write(`${text},"msg":${jsonString(msg)}}\n`);
}

/** `JSON.stringify(value)` for a string, without its cost for the usual path or id that needs no escape. */
function jsonString(value: string): string {
  return isVerbatimInJson(value) ? `"${value}"` : JSON.stringify(value);
}

/** Printable ASCII but `"` and `\\`: JSON writes these characters as they are. */
function isVerbatimInJson(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || code === 0x22 || code === 0x5c) return false;
  }
  return true;
}

let isoMs = NaN;
let iso = "";

/** `new Date().toISOString()`, formatted once per millisecond: under load many lines share one. */
function isoTimeNow(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    iso = new Date(now).toISOString();
  }
  return iso;
}
