import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "../index";
import { IMAGE_ALTS } from "./image-alts";
import { seedDrawnImages } from "./imagery";
import { seedDownloadFiles } from "./media-files";
import { seedVectors } from "./media-vectors";
import { webpSize } from "./webp-size";
import { mediaUrl } from "../../shared/media-url";
import type { SeedMedia } from "./seed-media";

// The type lives in seed-media.ts (see there); re-exported for the seeds that import it from here.
export type { SeedImage, SeedMedia } from "./seed-media";

/** The seed images folder, from the sources (tsx, vitest) or from the server bundle (build/main.js). */
function imagesDir(): string {
  for (const candidate of ["./images/", "../db/seed/images/"]) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  throw new Error("Seed images not found (db/seed/images)");
}

/**
 * Inserts every committed seed image (webp) as a media row, then the images drawn at seed time
 * (imagery/: product renders, portraits, news visuals), then the download files of
 * media-files.ts and the vector images of media-vectors.ts; returns them by file name without extension (files by their key).
 */
export async function seedMedia(db: Db): Promise<SeedMedia> {
  const dir = imagesDir();
  const media: SeedMedia = {};
  for (const filename of readdirSync(dir).filter((f) => f.endsWith(".webp")).sort()) {
    const bytes = readFileSync(dir + filename);
    const { width, height } = webpSize(bytes);
    const key = filename.replace(/\.webp$/, "");
    const alt = IMAGE_ALTS[key] ?? { en: "" };
    const { id } = await db
      .insertInto("media")
      .values({
        kind: "image",
        filename,
        name: alt.en || key,
        content_type: "image/webp",
        size: bytes.length,
        width,
        height,
        bytes,
        url: null,
        alt: JSON.stringify(alt),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    media[key] = { id, url: mediaUrl(id, filename), alt: alt.en ?? "", width, height };
  }
  await seedDrawnImages(db, media);
  await seedDownloadFiles(db, media);
  await seedVectors(db);
  return media;
}
