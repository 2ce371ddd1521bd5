import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../db/migrate";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { rendersAt, renditionBytes } from "./renditions.server";

let t: TestDb;
let id: number;
beforeAll(async () => {
  t = await createTestDb();
  await migrateToLatest(t.db);
  const bytes = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#007a3c" } }).webp().toBuffer();
  id = (await t.db.insertInto("media").values({ kind: "image", filename: "hall.webp", content_type: "image/webp", size: bytes.length, width: 1000, height: 500, bytes, alt: "{}" }).returning("id").executeTakeFirstOrThrow()).id;
});
afterAll(() => t.destroy());

describe("renditions", () => {
  it("exist only for WebP images wider than a known rendition width", () => {
    const file = { revision: 1, contentType: "image/webp", width: 1000 };
    expect(rendersAt(file, 640)).toBe(true);
    expect(rendersAt(file, 1280)).toBe(false); // never enlarged
    expect(rendersAt(file, 500)).toBe(false); // not a rendition width
    expect(rendersAt({ ...file, contentType: "image/svg+xml" }, 640)).toBe(false);
  });

  it("are made once, as WebP of the asked width, even when asked for at the same time", async () => {
    const answers = await Promise.all([renditionBytes(t.db, id, 1, 640), renditionBytes(t.db, id, 1, 640), renditionBytes(t.db, id, 1, 640)]);
    const metadata = await sharp(answers[0]!).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 640, height: 320 });
    expect(answers.every((bytes) => Buffer.from(bytes!).equals(Buffer.from(answers[0]!)))).toBe(true);
    const rows = await t.db.selectFrom("media_renditions").select("width").where("media_id", "=", id).execute();
    expect(rows).toEqual([{ width: 640 }]);
  });

  it("are none for a revision the file no longer has", async () => {
    expect(await renditionBytes(t.db, id, 2, 320)).toBeNull();
  });
});
