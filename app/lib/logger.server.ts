import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Logger } from "pino";

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
type Holder = { [STORE_KEY]?: AsyncLocalStorage<RequestContext>; [LOGGER_KEY]?: Logger; [STDOUT_KEY]?: ReturnType<typeof pino.destination> };
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
  // Stdout without blocking the event loop on each line: under load, lines are written in batches.
  return pino(options, destination ?? (holder[STDOUT_KEY] ??= pino.destination({ dest: 1, sync: false })));
}

/** Writes out what stdout still holds: call before process.exit(). */
export function flushLogs(): void {
  try {
    holder[STDOUT_KEY]?.flushSync();
  } catch {
    // nothing written yet, or stdout is gone
  }
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
