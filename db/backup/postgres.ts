import { closeSync, createReadStream, fstatSync, openSync, readSync } from "node:fs";
import { createInterface } from "node:readline";
import { CONTENT_CHANNEL } from "../content-channel";
import { BackupError, writeNewFile, type BackupKind } from "./backup-file";
import { runPgTool } from "./pg-tool";

// pg_dump ends every plain SQL dump with this line; a file without it was cut short.
const PLAIN_DUMP_END = "-- PostgreSQL database dump complete";

const NOT_THIS_SITE = "it is damaged or not a backup of this site";

/** Writes a pg_dump of the database in custom format (compressed; restored with pg_restore). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await writeNewFile(file, async (partial) => {
    await runPgTool("pg_dump", ["--format=custom", `--file=${partial}`], databaseUrl);
  });
}

function tail(file: string, bytes: number): string {
  const fd = openSync(file, "r");
  try {
    const size = fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.min(bytes, size));
    readSync(fd, buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString("utf8");
  } finally {
    closeSync(fd);
  }
}

/** Reads a custom-format dump's table of contents; pg_restore itself takes a corrupt one for empty. */
async function checkCustomDump(file: string): Promise<void> {
  const contents = await runPgTool("pg_restore", ["--list", file]);
  if (!/^\d+; \d+ \d+ TABLE public pages /m.test(contents)) {
    throw new BackupError(`${file} is a pg_dump file without a pages table: ${NOT_THIS_SITE}`);
  }
}

/** Checks a plain SQL dump is complete and creates the pages table, before psql runs any of it. */
async function checkPlainDump(file: string): Promise<void> {
  if (!tail(file, 1024).includes(PLAIN_DUMP_END)) {
    throw new BackupError(`${file} is incomplete: a plain SQL dump ends with "${PLAIN_DUMP_END}"`);
  }
  const input = createReadStream(file);
  try {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      if (line.startsWith("CREATE TABLE public.pages (")) return;
    }
  } finally {
    input.destroy();
  }
  throw new BackupError(`${file} is a plain SQL dump without a pages table: ${NOT_THIS_SITE}`);
}

/**
 * Restores a pg_dump into the database in ONE transaction: a dump that fails half-way leaves the
 * database as it was. Tables in the dump are dropped and recreated; ownership and grants are
 * left to the connecting role, so a dump taken on another server restores too.
 */
export async function restorePostgres(databaseUrl: string, file: string, kind: Exclude<BackupKind, "pglite">): Promise<void> {
  if (kind === "pg-custom") {
    await checkCustomDump(file);
    const options = ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction"];
    await runPgTool("pg_restore", [...options, file], databaseUrl);
  } else {
    await checkPlainDump(file);
    const options = ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--single-transaction"];
    await runPgTool("psql", [...options, `--file=${file}`], databaseUrl);
  }
  // Running instances drop their cached pages and published data, as after a publish.
  await runPgTool("psql", ["--no-psqlrc", "--quiet", `--command=SELECT pg_notify('${CONTENT_CHANNEL}', 'restore')`], databaseUrl);
}
