import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Logger } from "pino";
import { BatchedDestination, type ByteSink } from "./batched-destination.server";

export type { Logger };

/** The values LOG_LEVEL takes, most to least severe (ADR 009). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type RequestContext = { reqId: string };

// build/main.js and the Remix bundle (build/server) each carry a copy of this module: the request
// store and the logger live on globalThis so both copies share one (like content-events.server.ts).
const STORE_KEY = Symbol.for("sensorsite.requestContext");
const LOGGER_KEY = Symbol.for("sensorsite.logger");
const STDOUT_KEY = Symbol.for("sensorsite.logStdout");
type Holder = { [STORE_KEY]?: AsyncLocalStorage<RequestContext>; [LOGGER_KEY]?: Logger; [STDOUT_KEY]?: BatchedDestination };
/** sonic-boom in `contentMode: "buffer"` (its types know strings only); `_len` is its pending byte count. */
type SonicBoom = ByteSink & { _len?: number };
const holder = globalThis as Holder;
const requests = (holder[STORE_KEY] ??= new AsyncLocalStorage<RequestContext>());

/** LOG_LEVEL (any case) when it names a level; else `info`, or `silent` under vitest so test output stays readable. */
export function logLevelFrom(env: Record<string, string | undefined>): LogLevel {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && (LOG_LEVELS as readonly string[]).includes(wanted)) return wanted as LogLevel;
  return env.VITEST ? "silent" : "info";
}

/** JSON lines (level as a word, ISO time); a line written while a request is handled carries its `reqId`. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const context = requests.getStore();
      return context ? { reqId: context.reqId } : {};
    },
  };
  return pino(options, destination ?? stdout());
}

/** Lines wait in memory until they fill this many bytes (one write for many lines under load)… */
const STDOUT_BATCH_BYTES = 64 * 1024;
/** …or this long at most, when the server is quiet. */
const STDOUT_FLUSH_MS = 100;

type Stdout = BatchedDestination;

/**
 * Stdout, buffered and written asynchronously (issue 20.7: one `write` per access line cost half a
 * cache hit): lines are batched in memory and each batch goes to sonic-boom, which writes it out
 * without blocking. Written out every STDOUT_FLUSH_MS, and synchronously when the process exits (a
 * crash included: Node emits `exit` after an uncaught exception); SIGTERM waits for it (`drainLogs`).
 */
function stdout(): Stdout {
  const existing = holder[STDOUT_KEY];
  if (existing) return existing;
  // Each batch is written at once; minLength 1, not 0, because at 0 sonic-boom's flush(callback)
  // would not wait for the write in flight (drainLogs).
  const boom = pino.destination({ dest: 1, sync: false, minLength: 1, contentMode: "buffer" }) as unknown as SonicBoom;
  const stream = new BatchedDestination(boom, STDOUT_BATCH_BYTES);
  holder[STDOUT_KEY] = stream;
  // `_len` (sonic-boom's pending byte count) spares an empty write per tick; unknown, it flushes anyway.
  setInterval(() => {
    if (stream.holdsLines(boom._len)) flushQuietly(stream);
  }, STDOUT_FLUSH_MS).unref();
  process.once("exit", flushLogs);
  return stream;
}

function flushQuietly(stream: Stdout): void {
  try {
    stream.flush();
  } catch {
    // destroyed, or stdout is gone
  }
}

/** Writes out what stdout still holds, synchronously: call before process.exit(). */
export function flushLogs(): void {
  try {
    holder[STDOUT_KEY]?.flushSync();
  } catch {
    // nothing written yet, or stdout is gone
  }
}

/** Waits for the write in progress, then writes out the rest: no line lost on a clean stop. */
export async function drainLogs(timeoutMs = 2000): Promise<void> {
  const stream = holder[STDOUT_KEY];
  if (stream) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      try {
        stream.flush(() => {
          clearTimeout(timer);
          resolve();
        });
      } catch {
        clearTimeout(timer);
        resolve();
      }
    });
  }
  flushLogs();
}

/** The process's logger: stdout, level from LOG_LEVEL. */
export const logger: Logger = (holder[LOGGER_KEY] ??= createLogger(logLevelFrom(process.env)));

/** Runs `fn` as part of the request `reqId`: every log line written inside it (across awaits) carries the id. */
export function runWithRequestId<T>(reqId: string, fn: () => T): T {
  return requests.run({ reqId }, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.reqId;
}
