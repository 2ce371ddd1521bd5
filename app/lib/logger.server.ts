import { pino, type DestinationStream, type Logger } from "pino";
import { BatchedDestination, type ByteSink } from "./batched-destination.server";

export type { Logger };

/** The values LOG_LEVEL takes, most to least severe (ADR 009). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// build/main.js and the Remix bundle (build/server) each carry a copy of this module: the logger
// and its stdout live on globalThis so both copies share one (like content-events.server.ts).
const LOGGER_KEY = Symbol.for("sensorsite.logger");
const STDOUT_KEY = Symbol.for("sensorsite.logStdout");
type Holder = { [LOGGER_KEY]?: Logger; [STDOUT_KEY]?: BatchedDestination };
/** sonic-boom in `contentMode: "buffer"` (its types know strings only); `_len` is its pending byte count. */
type SonicBoom = ByteSink & { _len?: number };
const holder = globalThis as Holder;

/** LOG_LEVEL (any case) when it names a level; else `info`, or `silent` under vitest so test output stays readable. */
export function logLevelFrom(env: Record<string, string | undefined>): LogLevel {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && (LOG_LEVELS as readonly string[]).includes(wanted)) return wanted as LogLevel;
  return env.VITEST ? "silent" : "info";
}

/** JSON lines (level as a word, ISO time). A request's lines go through its `requestLogger`, which adds `reqId`. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
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

/**
 * The logger of one request: every line it writes carries `reqId`. The server makes one per request
 * and hands it to the page code in the request context (`context.log`, ADR 052); nothing finds it
 * implicitly. An AsyncLocalStorage did, until issue 20.7: in Node 20 its hook runs for every async
 * resource the process creates, page-cache hits included, and cost them ~5 % of their throughput.
 */
export function requestLogger(reqId: string, base: Logger = logger): Logger {
  return base.child({ reqId });
}
