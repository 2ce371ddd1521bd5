import type { Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seedProducts } from "../../db/seed/content-products";
import { seriesImage } from "../../db/seed/imagery";
import type { SeedMedia } from "../../db/seed/media";
import { createTestDb, type TestDb } from "./test-db";

/**
 * A migrated test database with the seeded catalogue (db/seed/content-products.ts: 6 categories,
 * 8 series, 48 products, their downloads). The SCD series' picture is a media row without alt
 * text, the others have none, so tests see both.
 */
export async function createProductDb(): Promise<TestDb & { imageId: number }> {
  const testDb = await createTestDb();
  const db: Db = testDb.db;
  await migrateToLatest(db);
  const { id } = await db
    .insertInto("media")
    .values({ kind: "image", filename: "scd50.webp", content_type: "image/webp", size: 10, width: 640, height: 480, bytes: null, alt: JSON.stringify({}) })
    .returning("id")
    .executeTakeFirstOrThrow();
  const media: SeedMedia = { [seriesImage("scd")]: { id, url: `/media/${id}/scd50.webp`, alt: "", width: 640, height: 480 } };
  await seedProducts(db, media);
  return { ...testDb, imageId: id };
}
