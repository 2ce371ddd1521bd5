import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { mediaByteLength, streamMediaBytes } from "./media-bytes.server";

let t: TestDb;
let db: Db;
let id: number;
const file = Uint8Array.from({ length: 10_000 }, (_, i) => i % 251);

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  ({ id } = await db
    .insertInto("media")
    .values({ kind: "file", filename: "driver.zip", content_type: "application/zip", size: file.byteLength, bytes: file, alt: "{}" })
    .returning("id")
    .executeTakeFirstOrThrow());
}, 60_000);
afterAll(() => t?.destroy());

async function read(stream: ReadableStream<Uint8Array>): Promise<{ bytes: Uint8Array; chunks: number }> {
  const parts: Uint8Array[] = [];
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  return { bytes: Uint8Array.from(parts.flatMap((p) => [...p])), chunks: parts.length };
}

describe("streaming a stored file", () => {
  it("reads it in slices of the chunk size, whole or a byte range", async () => {
    expect(await mediaByteLength(db, id)).toBe(10_000);
    const whole = await read(streamMediaBytes(db, { id, revision: 1, start: 0, end: 9_999 }, 4_096));
    expect(whole.chunks).toBe(3);
    expect(whole.bytes).toEqual(file);
    const part = await read(streamMediaBytes(db, { id, revision: 1, start: 4_000, end: 4_099 }, 4_096));
    expect(part.bytes).toEqual(file.subarray(4_000, 4_100));
  });

  it("ends with an error when the file is replaced while it streams (never two files mixed)", async () => {
    const stream = streamMediaBytes(db, { id, revision: 1, start: 0, end: 9_999 }, 4_096);
    const reader = stream.getReader();
    expect((await reader.read()).value?.byteLength).toBe(4_096);
    await db.updateTable("media").set({ revision: 2 }).where("id", "=", id).execute();
    // A stream reads one chunk ahead (its queue): that chunk may have left the database before the
    // change, and is the old file's. The read after it fails; nothing of another revision is sent.
    const sent: Uint8Array[] = [];
    const failure = await (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return new Error("the stream ended without an error");
        sent.push(value);
      }
    })().catch((error: Error) => error);
    expect(failure.message).toMatch(/changed while it was sent/);
    expect(sent.length).toBeLessThanOrEqual(1);
    if (sent[0]) expect(sent[0]).toEqual(file.subarray(4_096, 8_192));
    expect(await mediaByteLength(db, 999_999)).toBeNull();
  });
});
