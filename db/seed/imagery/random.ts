/** A small deterministic pseudo-random generator (mulberry32) seeded from a text: same text, same picture. */
export function randomFrom(text: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers in SVG with at most two decimals, so the markup is the same on every machine. */
export const n = (value: number) => String(Math.round(value * 100) / 100);
