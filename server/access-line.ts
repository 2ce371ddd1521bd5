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
  let text = `{"level":"${level}","time":"${new Date().toISOString()}"${bindings},"reqId":${JSON.stringify(line.reqId)}`;
  text += `,"method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)}`;
  if (line.query) text += `,"query":${JSON.stringify(line.query)}`;
  text += `,"status":${line.status},"durationMs":${line.durationMs},"bytes":${line.bytes}`;
  if (line.cache) text += `,"cache":"${line.cache}"`;
  if (line.aborted) text += `,"aborted":true`;
  stream.write(`${text},"msg":${JSON.stringify(msg)}}\n`);
}
