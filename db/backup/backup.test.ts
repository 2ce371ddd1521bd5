import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_CHANNEL } from "../../app/lib/content-events.server";
import { CONTENT_CHANNEL as DB_CONTENT_CHANNEL } from "../content-channel";
import { DataDirInUseError } from "../data-dir-lock";
import {
  backupTargets,
  changePages,
  createPagesDb,
  pagesOf,
  PAGE_TITLES,
  withDb,
  type BackupTarget,
  type PagesDb,
} from "../../tests/support/backup-db";
import { backupDatabase, BackupError, defaultBackupFile, restoreDatabase } from "./index";

const files = mkdtempSync(path.join(os.tmpdir(), "sensorsite-backup-files-"));
afterAll(() => rmSync(files, { recursive: true, force: true }));

let counter = 0;
const fileIn = (name: string) => path.join(files, `${++counter}-${name}`);

function writeFile(name: string, bytes: string | Uint8Array): string {
  const file = fileIn(name);
  writeFileSync(file, bytes);
  return file;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof Error)) throw new Error("expected a rejection with an Error");
  return error;
}

/** The payload of the next content-change notification on this PostgreSQL database (within 10 s). */
async function listenForContentChange(databaseUrl: string): Promise<{ payload: Promise<string> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`LISTEN ${CONTENT_CHANNEL}`);
  const payload = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no notification within 10 s")), 10_000);
    client.on("notification", (message) => {
      clearTimeout(timer);
      resolve(message.payload ?? "");
    });
  }).finally(() => client.end());
  return { payload }; // wrapped: an async function would wait for a promise it returns
}

/** The embedded database's folders in DATA_DIR besides the lock and secret files. */
const pgliteFolders = (dataDir: string) => readdirSync(dataDir).filter((name) => name.startsWith("pglite")).sort();

// A restore notifies the channel the app instances listen on: db/ names it without importing app/.
it("notifies on the app's content channel", () => {
  expect(DB_CONTENT_CHANNEL).toBe(CONTENT_CHANNEL);
});

describe.each(backupTargets())("backup and restore (%s)", (target: BackupTarget) => {
  let t: PagesDb;
  let original: string[];

  beforeAll(async () => {
    t = await createPagesDb(target);
    original = await pagesOf(t.config);
  });
  afterAll(() => t?.drop());

  it("restores the rows as they were at the backup, undoing the changes made since", async () => {
    expect(original.map((row) => row.split(" ").slice(3).join(" "))).toEqual(PAGE_TITLES);

    const file = await backupDatabase(t.config, fileIn("round-trip"));
    expect(readFileSync(file).length).toBeGreaterThan(1000);

    await changePages(t.config);
    const changed = await pagesOf(t.config);
    expect(changed.join("\n")).toContain("Alpha renamed");
    expect(changed.join("\n")).toContain("Delta");
    expect(changed.join("\n")).not.toContain("Beta");

    const heard = target === "postgres" ? await listenForContentChange(t.config.databaseUrl!) : undefined;
    const restore = await restoreDatabase(t.config, file);
    expect(await pagesOf(t.config)).toEqual(original);

    if (target === "postgres") {
      // Running instances hear it and drop their cached pages (server/content-channel.ts).
      expect(await heard!.payload).toBe("restore");
    }
    if (target === "pglite") {
      expect(restore.pages).toBe(PAGE_TITLES.length);
      // The replaced database is kept beside the restored one, with the changes in it.
      expect(restore.previous).toMatch(/pglite\.before-restore-\d{8}T\d{6}Z$/);
      expect(pgliteFolders(t.config.dataDir)).toEqual(["pglite", path.basename(restore.previous!)]);
      const previous = await PGlite.create(restore.previous!);
      try {
        const { rows } = await previous.query<{ title: string }>("select title from page_translations order by page_id");
        expect(rows.map((r) => r.title)).toEqual(["Alpha renamed", "Gamma", "Delta"]);
      } finally {
        await previous.close();
      }
    } else {
      expect(restore).toEqual({});
    }
  }, 60_000); // four PGlite opens

  it("never overwrites an existing file", async () => {
    const file = writeFile("existing", "keep me");
    const error = await rejection(backupDatabase(t.config, file));
    expect(error).toBeInstanceOf(BackupError);
    expect(error.message).toBe(`${file} already exists: choose another file name`);
    expect(readFileSync(file, "utf8")).toBe("keep me");
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it("reports a missing backup file and changes nothing", async () => {
    const file = path.join(files, "no-such-backup.dump");
    const error = await rejection(restoreDatabase(t.config, file));
    expect(error).toBeInstanceOf(BackupError);
    expect(error.message).toBe(`No such backup file: ${file}`);
    expect(await pagesOf(t.config)).toEqual(original);
  });

  it("refuses a file that is no backup and changes nothing", async () => {
    const file = writeFile("garbage.dump", "this is not a database backup\n".repeat(50));
    const error = await rejection(restoreDatabase(t.config, file));
    expect(error).toBeInstanceOf(BackupError);
    expect(error.message).toMatch(/is not a database backup: expected a PGlite archive \(\.tar\.gz\) or a pg_dump file/);
    await expect(rejection(restoreDatabase(t.config, files))).resolves.toHaveProperty(
      "message",
      `${files} is a folder, not a backup file`,
    );
    expect(await pagesOf(t.config)).toEqual(original);
  });

  it("refuses a backup of the other kind of database", async () => {
    if (target === "pglite") {
      const file = writeFile("custom.dump", Buffer.concat([Buffer.from("PGDMP"), Buffer.alloc(600)]));
      const error = await rejection(restoreDatabase(t.config, file));
      expect(error.message).toBe(`${file} is a PostgreSQL dump: set DATABASE_URL to restore it into a PostgreSQL database`);
    } else {
      const file = writeFile("embedded.tar.gz", gzipSync(Buffer.alloc(2048)));
      const error = await rejection(restoreDatabase(t.config, file));
      expect(error.message).toBe(`${file} is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it there`);
    }
    expect(await pagesOf(t.config)).toEqual(original);
  });
});

/** Runs `check` while a live process (standing in for a server) holds DATA_DIR's lock file. */
async function whileLocked(dataDir: string, check: (pid: number) => Promise<void>): Promise<void> {
  const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
  try {
    writeFileSync(path.join(dataDir, "server.pid"), String(holder.pid));
    await check(holder.pid!);
  } finally {
    holder.kill();
    await new Promise((resolve) => holder.once("exit", resolve));
    rmSync(path.join(dataDir, "server.pid"), { force: true });
  }
}

describe("backup and restore of the embedded database (PGlite)", () => {
  let t: PagesDb;
  let original: string[];
  let archive: Buffer;

  beforeAll(async () => {
    t = await createPagesDb("pglite");
    original = await pagesOf(t.config);
    archive = readFileSync(await backupDatabase(t.config, fileIn("pglite.tar.gz")));
  });
  afterAll(() => t?.drop());

  /** Restores `bytes` and expects a BackupError; the current database stays, nothing is left over. */
  async function expectRefused(bytes: Uint8Array, reason: RegExp): Promise<void> {
    const file = writeFile("bad.tar.gz", bytes);
    const error = await rejection(restoreDatabase(t.config, file));
    expect(error).toBeInstanceOf(BackupError);
    expect(error.message).toMatch(reason);
    expect(error.message.startsWith(file)).toBe(true);
    expect(pgliteFolders(t.config.dataDir)).toEqual(["pglite"]);
    expect(await pagesOf(t.config)).toEqual(original);
  }

  it("refuses both while a server holds DATA_DIR, and writes or changes nothing", async () => {
    await whileLocked(t.config.dataDir, async (pid) => {
      const file = fileIn("locked.tar.gz");
      const backup = await rejection(backupDatabase(t.config, file));
      expect(backup).toBeInstanceOf(DataDirInUseError);
      expect(backup.message).toContain(`is in use by another process (pid ${pid})`);
      expect(existsSync(file)).toBe(false);

      const restore = await rejection(restoreDatabase(t.config, writeFile("good.tar.gz", archive)));
      expect(restore).toBeInstanceOf(DataDirInUseError);
      expect(pgliteFolders(t.config.dataDir)).toEqual(["pglite"]);
    });
    expect(await pagesOf(t.config)).toEqual(original);
  });

  it("refuses a corrupt or truncated archive and keeps the current database", async () => {
    await expectRefused(archive.subarray(0, archive.length / 2), /is not a PGlite backup: unexpected end of file/);
    await expectRefused(gzipSync(Buffer.from("not a tar file ".repeat(100))), /is gzip-compressed but holds no tar archive/);
    const tar = gunzipSync(archive);
    await expectRefused(gzipSync(tar.subarray(0, tar.length / 3)), /is not a usable PGlite backup: /);
  });

  it("refuses an archive of a database that is not this site's (no pages table)", async () => {
    const other = await PGlite.create();
    const foreign = new Uint8Array(await (await other.dumpDataDir("gzip")).arrayBuffer());
    await other.close();
    await expectRefused(foreign, /holds a database without a pages table: it is not a backup of this site$/);
  }, 60_000); // a new PGlite runs initdb

  it("restores into a DATA_DIR without a database, keeping no previous folder", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-backup-new-"));
    try {
      const restore = await restoreDatabase({ databaseUrl: undefined, dataDir }, writeFile("new.tar.gz", archive));
      expect(restore).toEqual({ pages: PAGE_TITLES.length, previous: undefined });
      expect(await pagesOf({ databaseUrl: undefined, dataDir })).toEqual(original);
      expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("reports that there is nothing to back up in a DATA_DIR without a database", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-backup-empty-"));
    try {
      const file = fileIn("nothing.tar.gz");
      const error = await rejection(backupDatabase({ databaseUrl: undefined, dataDir }, file));
      expect(error.message).toBe(`There is no embedded database in ${path.join(dataDir, "pglite")} to back up`);
      expect(existsSync(file)).toBe(false);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(backupTargets().filter((target) => target === "postgres"))("restore of PostgreSQL dumps (%s)", (target) => {
  const pgDump = promisify(execFile);
  let t: PagesDb;
  let original: string[];

  beforeAll(async () => {
    t = await createPagesDb(target);
    original = await pagesOf(t.config);
  });
  afterAll(() => t?.drop());

  it("restores a plain SQL dump made with --clean --if-exists through psql", async () => {
    const file = fileIn("plain.sql");
    await pgDump("pg_dump", ["--format=plain", "--clean", "--if-exists", `--file=${file}`, t.config.databaseUrl!]);
    await changePages(t.config);
    await restoreDatabase(t.config, file);
    expect(await pagesOf(t.config)).toEqual(original);
  });

  it("rolls a failing plain SQL dump back completely", async () => {
    const file = fileIn("no-clean.sql");
    await pgDump("pg_dump", ["--format=plain", `--file=${file}`, t.config.databaseUrl!]);
    await withDb(t.config, (db) => db.deleteFrom("page_translations").where("title", "=", "Gamma").execute());
    const changed = await pagesOf(t.config);
    const error = await rejection(restoreDatabase(t.config, file));
    expect(error).toBeInstanceOf(BackupError);
    // The first object the dump creates that is already there: the search configurations (ADR 025), then tables.
    expect(error.message).toMatch(/^psql failed \(exit code 3\):\n.*ERROR: {2}(relation "\w+" already exists|duplicate key value violates unique constraint "pg_ts_config_cfgname_index")/);
    expect(await pagesOf(t.config)).toEqual(changed);
  });

  it("checks a custom-format dump's contents first: pg_restore takes a corrupt one for empty", async () => {
    const before = await pagesOf(t.config);
    const good = readFileSync(await backupDatabase(t.config, fileIn("good.dump")));
    const file = writeFile("corrupt.dump", Buffer.concat([good.subarray(0, 40), Buffer.alloc(good.length - 40, 7)]));
    const error = await rejection(restoreDatabase(t.config, file));
    expect(error).toBeInstanceOf(BackupError);
    expect(error.message).toBe(`${file} is a pg_dump file without a pages table: it is damaged or not a backup of this site`);
    expect(await pagesOf(t.config)).toEqual(before);
  });

  it("refuses a plain SQL dump that is cut short or is not of this site", async () => {
    const before = await pagesOf(t.config);
    const full = fileIn("full.sql");
    await pgDump("pg_dump", ["--format=plain", "--clean", "--if-exists", `--file=${full}`, t.config.databaseUrl!]);
    const text = readFileSync(full, "utf8");
    const cut = writeFile("cut.sql", text.slice(0, text.indexOf("CREATE TABLE public.pages (")));
    await expect(rejection(restoreDatabase(t.config, cut))).resolves.toHaveProperty(
      "message",
      `${cut} is incomplete: a plain SQL dump ends with "-- PostgreSQL database dump complete"`,
    );
    const other = writeFile(
      "other.sql",
      "--\n-- PostgreSQL database dump\n--\n\nDROP TABLE IF EXISTS public.page_translations;\n--\n-- PostgreSQL database dump complete\n--\n",
    );
    await expect(rejection(restoreDatabase(t.config, other))).resolves.toHaveProperty(
      "message",
      `${other} is a plain SQL dump without a pages table: it is damaged or not a backup of this site`,
    );
    expect(await pagesOf(t.config)).toEqual(before);
  });

  it("reports an unreachable server in pg_dump's words", async () => {
    const unreachable = { ...t.config, databaseUrl: "postgres://nobody:s3cret@127.0.0.1:1/none" };
    const error = await rejection(backupDatabase(unreachable, fileIn("x.dump")));
    expect(error.message).toMatch(/^pg_dump failed \(exit code 1\):\npg_dump: error: connection to server at "127\.0\.0\.1", port 1 failed/);
    expect(error.message).not.toContain("s3cret");
  });
});

describe("defaultBackupFile", () => {
  const now = new Date("2025-03-04T05:06:07.890Z");

  it("names PostgreSQL backups after the database and the UTC time, in ./backups", () => {
    const databaseUrl = "postgres://site:pw@db:5432/sensor%20site?sslmode=require";
    const file = defaultBackupFile({ databaseUrl, dataDir: "/srv" }, now);
    expect(file).toBe(path.resolve("backups", "sensor_site-20250304T050607Z.dump"));
  });

  it("names embedded backups pglite-<UTC time>.tar.gz", () => {
    const file = defaultBackupFile({ databaseUrl: undefined, dataDir: "/srv" }, now);
    expect(file).toBe(path.resolve("backups", "pglite-20250304T050607Z.tar.gz"));
  });
});
