import { crc32 as zlibCrc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type Entry, fromBuffer } from "yauzl";
import { crc32, dosDateTime, storedZip } from "./zip";

type ReadEntry = { name: string; size: number; compressedSize: number; crc32: number; method: number; date: Date; data: Buffer };

/** Every entry of the archive as yauzl reads it, with its bytes. */
function readZip(bytes: Uint8Array): Promise<{ comment: string; entries: ReadEntry[] }> {
  return new Promise((resolve, reject) => {
    fromBuffer(Buffer.from(bytes), { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: ReadEntry[] = [];
      zip.on("error", reject);
      zip.on("end", () => resolve({ comment: zip.comment, entries }));
      zip.on("entry", (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            entries.push({
              name: entry.fileName,
              size: entry.uncompressedSize,
              compressedSize: entry.compressedSize,
              crc32: entry.crc32,
              method: entry.compressionMethod,
              date: entry.getLastModDate({ forceDosFormat: true }),
              data: Buffer.concat(chunks),
            });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

const text = (value: string) => new TextEncoder().encode(value);

describe("crc32", () => {
  it("matches the standard check value and node:zlib", () => {
    expect(crc32(text("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) & 0xff);
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
  });
});

describe("storedZip", () => {
  const entries = [
    { name: "driver-1.0.0/README.txt", data: text("Read me.\n") },
    { name: "driver-1.0.0/driver.h", data: text("#define DRIVER 1\n") },
    { name: "driver-1.0.0/empty.c", data: new Uint8Array() },
    { name: "driver-1.0.0/binary.bin", data: Uint8Array.from({ length: 300 }, (_, i) => (i * 7) & 0xff) },
  ];

  it("writes an archive yauzl reads back: names, sizes, CRC-32s, bytes and the DOS date", async () => {
    const zip = storedZip(entries, "2026-03-05");
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // PK\x03\x04
    const read = await readZip(zip);
    expect(read.comment).toBe("");
    expect(read.entries.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    for (const [i, entry] of read.entries.entries()) {
      const data = entries[i].data;
      expect(entry.method).toBe(0); // stored
      expect(entry.size).toBe(data.length);
      expect(entry.compressedSize).toBe(data.length);
      expect(entry.crc32).toBe(zlibCrc32(data));
      expect(entry.crc32).toBe(crc32(data));
      expect(new Uint8Array(entry.data)).toEqual(data);
      expect(crc32(entry.data)).toBe(entry.crc32);
      expect(entry.date.getFullYear()).toBe(2026);
      expect(entry.date.getMonth()).toBe(2);
      expect(entry.date.getDate()).toBe(5);
      expect(entry.date.getHours()).toBe(9);
    }
  });

  it("ends with an end-of-central-directory record pointing at a central directory of every entry", () => {
    const zip = storedZip(entries, "2026-03-05");
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const eocd = zip.length - 22;
    expect(view.getUint32(eocd, true)).toBe(0x06054b50);
    expect(view.getUint16(eocd + 8, true)).toBe(entries.length);
    expect(view.getUint16(eocd + 10, true)).toBe(entries.length);
    const size = view.getUint32(eocd + 12, true);
    const offset = view.getUint32(eocd + 16, true);
    expect(offset + size).toBe(eocd);
    let at = offset;
    for (const entry of entries) {
      expect(view.getUint32(at, true)).toBe(0x02014b50);
      expect(view.getUint16(at + 10, true)).toBe(0); // stored
      expect(view.getUint32(at + 16, true)).toBe(crc32(entry.data));
      const nameLength = view.getUint16(at + 28, true);
      expect(new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength))).toBe(entry.name);
      const local = view.getUint32(at + 42, true);
      expect(view.getUint32(local, true)).toBe(0x04034b50);
      at += 46 + nameLength;
    }
    expect(at).toBe(eocd);
  });

  it("is deterministic: the same entries and date give the same bytes, another date other bytes", () => {
    expect(storedZip(entries, "2026-03-05")).toEqual(storedZip(entries, "2026-03-05"));
    expect(storedZip(entries, "2026-03-06")).not.toEqual(storedZip(entries, "2026-03-05"));
  });

  it("reads an archive without entries, and refuses dates and names it cannot write", async () => {
    const empty = storedZip([], "2026-01-01");
    expect(empty.length).toBe(22);
    expect((await readZip(empty)).entries).toEqual([]);
    expect(() => storedZip(entries, "2026-3-5")).toThrow(/YYYY-MM-DD/);
    expect(() => storedZip(entries, "1979-12-31")).toThrow(/DOS range/);
    expect(() => storedZip([{ name: "/etc/passwd", data: new Uint8Array() }], "2026-01-01")).toThrow(/Bad ZIP entry name/);
    expect(dosDateTime("1980-01-01")).toEqual({ date: (0 << 9) | (1 << 5) | 1, time: 9 << 11 });
  });
});
