import { closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

/** A backup or restore refused or failed; the message says why in words for the operator. */
export class BackupError extends Error {}

/** What a backup file holds: a PGlite data folder archive, or a pg_dump in custom or plain SQL format. */
export type BackupKind = "pglite" | "pg-custom" | "pg-plain";

const GZIP = Buffer.from([0x1f, 0x8b]);
const PG_CUSTOM = Buffer.from("PGDMP");
const PG_PLAIN = /^(--[^\n]*\n)*-- PostgreSQL database dump/;

function head(file: string, bytes: number): Buffer {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupError(`No such backup file: ${file}`);
    if (code === "EISDIR") throw new BackupError(`${file} is a folder, not a backup file`);
    throw error;
  }
  try {
    const buffer = Buffer.alloc(bytes);
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EISDIR") throw new BackupError(`${file} is a folder, not a backup file`);
    throw error;
  } finally {
    closeSync(fd);
  }
}

/** Tells the kind of a backup file from its first bytes; a BackupError when it is missing or none of them. */
export function backupKindOf(file: string): BackupKind {
  const start = head(file, 512);
  if (start.subarray(0, 2).equals(GZIP)) return "pglite";
  if (start.subarray(0, 5).equals(PG_CUSTOM)) return "pg-custom";
  if (PG_PLAIN.test(start.toString("latin1"))) return "pg-plain";
  throw new BackupError(
    `${file} is not a database backup: expected a PGlite archive (.tar.gz) or a pg_dump file (custom format or plain SQL)`,
  );
}

/** "20250131T142501Z": the UTC time, usable in file names everywhere. */
export function utcStamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d+Z$/, "Z").replace(/[-:]/g, "");
}

/** `base`, or `base-2`, `base-3`… whichever does not exist yet. */
export function unusedPath(base: string): string {
  let candidate = base;
  for (let n = 2; existsSync(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * Creates `file` through `write(partial)`, so a failed or interrupted backup never leaves a
 * file that looks complete. An existing file is never overwritten.
 */
export async function writeNewFile(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another file name`);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}
