// The seeded media by key: a type of its own (not in media.ts, which inserts them), so the content
// seeds that take it and the image seeds that media.ts calls do not import media.ts back.
export type SeedImage = { id: number; url: string; alt: string; width: number; height: number };
export type SeedMedia = Record<string, SeedImage>;
