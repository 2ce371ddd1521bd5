/** A small deterministic random generator (mulberry32), seeded per kind and row index. */
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One element of a list. */
  pick<T>(list: readonly T[]): T;
};

const SEED = 27_2026;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The generator of row `index` of a kind: the same numbers on every run, whatever ran before. */
export function rngFor(kind: string, index: number): Rng {
  let state = (hash(kind) ^ Math.imul(index + 1, 2654435761) ^ SEED) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)] };
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A module id like newModuleId()'s, from the generator. */
export function idFrom(rng: Rng, length = 10): string {
  return Array.from({ length }, () => ID_ALPHABET[rng.int(ID_ALPHABET.length)]).join("");
}

/** A URL slug from an English title. */
export const slugOf = (title: string) =>
  title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");

const DAY = 86_400_000;
/** A day `days` before the reference day of the example content (2026-11-20). */
export const daysBefore = (days: number) => new Date(Date.UTC(2026, 10, 20) - days * DAY);
