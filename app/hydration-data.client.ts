import { RemixBrowser } from "@remix-run/react";

type RemixWindow = Window & { __remixContext?: { stream?: unknown } };

/**
 * Resolves once Remix has decoded the page's single-fetch hydration data (ADR 016 addendum).
 *
 * `RemixBrowser` suspends at the document's root until that data is decoded. A discrete event
 * (a click, a key, focus) on a page that is still hydrating makes React 18 hydrate at once, and a
 * root that suspends in that synchronous render fails with #345: the page stays server HTML. So
 * we start Remix's own decode before hydrating: its first call throws the decode's promise (it
 * reads and clears `__remixContext.stream`, so it decodes once), and hydration starts when it
 * settles, with nothing left to suspend on.
 */
export async function hydrationDataDecoded(): Promise<void> {
  // Without a stream there is nothing to decode (or the decode has already started).
  if (!(window as RemixWindow).__remixContext?.stream) return;
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (isThenable(thrown)) await thrown;
    // Anything else (a decoding error) is thrown again by RemixBrowser when React renders it.
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
}
