/*
 * A minimal ZIP writer for the seed's driver archives: "stored" entries (method 0, no
 * compression), so it needs no dependency and the same input always gives the same bytes.
 * Layout (APPNOTE.TXT 4.3.6): a local file header and the data per entry, then the central
 * directory, then the end-of-central-directory record. No ZIP64: at most 65,535 entries and
 * 4 GB, far beyond a seed file.
 */

export type ZipEntry = { name: string; data: Uint8Array };

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320) as ZIP and gzip use it. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS date and time of `YYYY-MM-DD` at 09:00:00 (no time zone: DOS times have none). */
export function dosDateTime(date: string): { date: number; time: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1980 || year > 2107 || month < 1 || month > 12 || day < 1 || day > 31) throw new Error(`Date outside the DOS range: ${date}`);
  return { date: ((year - 1980) << 9) | (month << 5) | day, time: (9 << 11) | (0 << 5) | 0 };
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20; // 2.0: what every reader accepts for stored entries
const MADE_BY_UNIX = (3 << 8) | VERSION; // so the external attributes carry a Unix mode
const FLAG_UTF8 = 0x0800; // names are UTF-8
const MODE_FILE = 0o100644; // regular file, rw-r--r--

/**
 * A ZIP archive of `entries` in the given order, every entry stored uncompressed and dated
 * `date` (YYYY-MM-DD, 09:00). Deterministic: the same entries and date give the same bytes.
 */
export function storedZip(entries: ZipEntry[], date: string): Uint8Array {
  if (entries.length > 0xffff) throw new Error("Too many ZIP entries (no ZIP64)");
  const dos = dosDateTime(date);
  const encoder = new TextEncoder();
  const files = entries.map((entry) => {
    const name = encoder.encode(entry.name);
    if (name.length === 0 || name.length > 0xffff || entry.name.startsWith("/") || entry.name.includes("\\")) throw new Error(`Bad ZIP entry name: ${entry.name}`);
    return { name, data: entry.data, crc: crc32(entry.data) };
  });
  const localSize = files.reduce((sum, f) => sum + 30 + f.name.length + f.data.length, 0);
  const centralSize = files.reduce((sum, f) => sum + 46 + f.name.length, 0);
  if (localSize + centralSize + 22 > 0xffffffff) throw new Error("ZIP archive too large (no ZIP64)");

  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value >>> 0, true);
    at += 4;
  };
  const bytes = (value: Uint8Array) => {
    out.set(value, at);
    at += value.length;
  };

  const offsets: number[] = [];
  for (const f of files) {
    offsets.push(at);
    u32(LOCAL_HEADER);
    u16(VERSION); // version needed to extract
    u16(FLAG_UTF8);
    u16(0); // method: stored
    u16(dos.time);
    u16(dos.date);
    u32(f.crc);
    u32(f.data.length); // compressed size
    u32(f.data.length); // uncompressed size
    u16(f.name.length);
    u16(0); // extra field length
    bytes(f.name);
    bytes(f.data);
  }

  const centralOffset = at; // === localSize
  files.forEach((f, i) => {
    u32(CENTRAL_HEADER);
    u16(MADE_BY_UNIX);
    u16(VERSION);
    u16(FLAG_UTF8);
    u16(0); // method: stored
    u16(dos.time);
    u16(dos.date);
    u32(f.crc);
    u32(f.data.length);
    u32(f.data.length);
    u16(f.name.length);
    u16(0); // extra field length
    u16(0); // comment length
    u16(0); // disk number start
    u16(0); // internal attributes
    u32(MODE_FILE << 16); // external attributes: the Unix mode in the high 16 bits
    u32(offsets[i]);
    bytes(f.name);
  });

  u32(END_OF_CENTRAL_DIRECTORY);
  u16(0); // this disk
  u16(0); // disk with the central directory
  u16(files.length); // entries on this disk
  u16(files.length); // entries in all
  u32(centralSize); // central directory size
  u32(centralOffset);
  u16(0); // comment length
  if (at !== out.length) throw new Error("ZIP size mismatch");
  return out;
}
