import type { Db } from "../index";

/*
 * Vector images (SVG) for the vector-image picker (SPEC §2.7, §3.4): the icons of key-figure-like
 * items. Drawn here as text, so the seed needs no binary assets; no scripts, no external refs.
 */

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="#0a6e5a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;

const VECTORS = [
  { filename: "icon-target.svg", name: "Target icon", body: '<circle cx="24" cy="24" r="18"/><circle cx="24" cy="24" r="10"/><circle cx="24" cy="24" r="2"/>' },
  { filename: "icon-lightning.svg", name: "Lightning icon", body: '<path d="M27 4 11 27h12l-3 17 17-24H25z"/>' },
  { filename: "icon-globe.svg", name: "Globe icon", body: '<circle cx="24" cy="24" r="18"/><path d="M6 24h36M24 6c6 6 6 30 0 36M24 6c-6 6-6 30 0 36"/>' },
  { filename: "icon-leaf.svg", name: "Leaf icon", body: '<path d="M10 38C10 18 22 10 40 8c-2 18-10 30-30 30z"/><path d="M10 38 26 22"/>' },
];

export async function seedVectors(db: Db): Promise<void> {
  for (const vector of VECTORS) {
    const bytes = new TextEncoder().encode(svg(vector.body));
    await db
      .insertInto("media")
      .values({
        kind: "vector",
        filename: vector.filename,
        name: vector.name,
        content_type: "image/svg+xml",
        size: bytes.byteLength,
        width: 48,
        height: 48,
        bytes,
        url: null,
        alt: JSON.stringify({ en: vector.name }),
      })
      .execute();
  }
}
