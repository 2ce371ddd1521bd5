import { LRUCache } from "lru-cache";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { logger, type Logger } from "~/lib/logger.server";
import type { VideoDetails } from "./types";

/**
 * The video provider's oEmbed answer (SPEC §7: GET, format=json), asked by the server so that
 * visitors' browsers contact the provider only when they press play. Answers are cached in the
 * process: a page render never waits on the provider for a video it already asked about.
 */
export type OembedClient = {
  /**
   * Details of the video at `videoUrl`, or null when the provider failed (logged to `log`, the
   * asking request's logger; renders that share the request log nothing more). Never throws.
   */
  lookup(videoUrl: string, log?: Logger): Promise<VideoDetails | null>;
};

export type OembedClientOptions = {
  endpoint: string;
  timeoutMs?: number;
  /** How long an answer is reused. */
  ttlMs?: number;
  /** How long a failure is remembered before the provider is asked again. */
  failureTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
};

const HOUR = 60 * 60 * 1000;
const MAX_BODY_CHARS = 64 * 1024;

const httpsUrl = z.string().url().regex(/^https:\/\//);
const positiveInt = z.coerce.number().int().positive();

/** Only the fields the facade shows; anything malformed in them is dropped, not trusted. */
const oembedAnswer = z.object({
  title: z.string().trim().min(1).transform((s) => s.slice(0, 300)).optional().catch(undefined),
  provider_name: z.string().trim().min(1).max(100).optional().catch(undefined),
  thumbnail_url: httpsUrl.optional().catch(undefined),
  thumbnail_width: positiveInt.optional().catch(undefined),
  thumbnail_height: positiveInt.optional().catch(undefined),
});

type Entry = { expires: number; value: Promise<VideoDetails | null> };

export function createOembedClient({
  endpoint,
  timeoutMs = 2000,
  ttlMs = 6 * HOUR,
  failureTtlMs = 60_000,
  maxEntries = 500,
  now = Date.now,
}: OembedClientOptions): OembedClient {
  const cache = new LRUCache<string, Entry>({ max: maxEntries });

  return {
    lookup(videoUrl, log = logger) {
      const cached = cache.get(videoUrl);
      if (cached && cached.expires > now()) return cached.value; // get() made it the most recently used
      // Concurrent renders of the same page share one request: the pending promise is cached.
      const entry: Entry = { expires: Number.POSITIVE_INFINITY, value: Promise.resolve(null) };
      entry.value = request(endpoint, videoUrl, timeoutMs, log).then((details) => {
        entry.expires = now() + (details ? ttlMs : failureTtlMs);
        return details;
      });
      cache.set(videoUrl, entry);
      return entry.value;
    },
  };
}

async function request(endpoint: string, videoUrl: string, timeoutMs: number, log: Logger): Promise<VideoDetails | null> {
  const address = new URL(endpoint);
  address.searchParams.set("url", videoUrl);
  address.searchParams.set("format", "json");
  try {
    const response = await fetch(address, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return failed(log, videoUrl, `HTTP ${response.status}`);
    }
    const text = await response.text();
    if (text.length > MAX_BODY_CHARS) return failed(log, videoUrl, "answer too large");
    const parsed = oembedAnswer.safeParse(JSON.parse(text));
    if (!parsed.success) return failed(log, videoUrl, "not an oEmbed object");
    const answer = parsed.data;
    return {
      ...(answer.title ? { title: answer.title } : {}),
      ...(answer.provider_name ? { providerName: answer.provider_name } : {}),
      ...(answer.thumbnail_url ? { thumbnailUrl: answer.thumbnail_url } : {}),
      ...(answer.thumbnail_url && answer.thumbnail_width && answer.thumbnail_height
        ? { thumbnailWidth: answer.thumbnail_width, thumbnailHeight: answer.thumbnail_height }
        : {}),
    };
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
    return failed(log, videoUrl, reason);
  }
}

function failed(log: Logger, videoUrl: string, reason: string): null {
  log.warn(`[video-group] oEmbed lookup failed for ${videoUrl}: ${reason}; the video shows as a link`);
  return null;
}

let shared: OembedClient | undefined;

/** The process-wide client on the configured endpoint (OEMBED_ENDPOINT). */
export function oembedClient(): OembedClient {
  return (shared ??= createOembedClient({ endpoint: getConfig().oembedEndpoint }));
}
