// Shared by the outboxes (form forwarding, mail): how long a failed delivery waits before the next try.

/**
 * Exponential backoff with ±20 % jitter (so a receiver's outage does not end in a burst): `base`
 * after the first failed attempt, multiplied by `factor` after each further one, up to `max`.
 */
export function backoffFor(attempts: number, base: number, max: number, random: () => number = Math.random, factor = 2): number {
  const plain = Math.min(max, base * factor ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.8 + 0.4 * random()));
}
