import { readdirSync, readFileSync } from "node:fs";
import type { SeedMedia } from "../../db/seed/media";

const seedDir = new URL("../../db/seed/", import.meta.url);

/**
 * The seed media as seedMedia() returns them, without a database: every image of db/seed/images
 * by file name, and the download files of db/seed/media-files.ts by key (width/height 0, as
 * seeded). Lets a test build the style-guide modules and check them against their schemas.
 */
export function fakeSeedMedia(): SeedMedia {
  const media: SeedMedia = {};
  const images = readdirSync(new URL("images/", seedDir))
    .filter((f) => f.endsWith(".webp"))
    .sort();
  let id = 0;
  for (const filename of images) {
    id += 1;
    media[filename.replace(/\.webp$/, "")] = { id, url: `/media/${id}/${filename}`, alt: "", width: 800, height: 600 };
  }
  const downloads = readFileSync(new URL("media-files.ts", seedDir), "utf8");
  for (const [, key, filename] of downloads.matchAll(/key: "([^"]+)",[\s\S]*?filename: "([^"]+)"/g)) {
    id += 1;
    media[key] = { id, url: `/media/${id}/${encodeURIComponent(filename)}`, alt: key, width: 0, height: 0 };
  }
  return media;
}
