import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "../data-dir-lock";
import { pgliteFolder } from "../index";
import { BackupError, unusedPath, utcStamp, writeNewFile } from "./backup-file";

export type PgliteRestore = {
  /** Where the database that was replaced is kept; undefined when DATA_DIR had none. */
  previous: string | undefined;
  /** The number of pages in the restored database. */
  pages: number;
};

const TAR_MAGIC = "ustar";

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0] : String(error);
}

/**
 * Archives the embedded database folder (PGlite's own dumpDataDir: a .tar.gz of the data folder).
 * Holds the DATA_DIR lock meanwhile, so it refuses while a server has the database open.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(path.join(folder, "PG_VERSION"))) {
    throw new BackupError(`There is no embedded database in ${folder} to back up`);
  }
  const unlock = lockDataDir(dataDir);
  try {
    await writeNewFile(file, async (partial) => {
      const pglite = await PGlite.create(folder);
      try {
        await pglite.exec("CHECKPOINT"); // everything in the data files: the archive needs no WAL replay
        const archive = await pglite.dumpDataDir("gzip");
        await writeFile(partial, new Uint8Array(await archive.arrayBuffer()));
      } finally {
        await pglite.close();
      }
    });
  } finally {
    unlock();
  }
}

/** The tar inside a PGlite archive, checked here: PGlite leaves a corrupt gzip as an unhandled rejection. */
function readArchive(file: string): Uint8Array<ArrayBuffer> {
  let tar: Buffer<ArrayBuffer>;
  try {
    tar = gunzipSync(readFileSync(file));
  } catch (error) {
    throw new BackupError(`${file} is not a PGlite backup: ${reasonOf(error)}`);
  }
  if (tar.length < 512 || tar.toString("latin1", 257, 257 + TAR_MAGIC.length) !== TAR_MAGIC) {
    throw new BackupError(`${file} is not a PGlite backup: it is gzip-compressed but holds no tar archive`);
  }
  return tar;
}

/** Creates a database in `folder` from the archive and checks it is this site's: it has pages. */
async function loadArchive(folder: string, tar: Uint8Array<ArrayBuffer>, file: string): Promise<number> {
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(folder, { loadDataDir: new Blob([tar]) });
  } catch (error) {
    throw new BackupError(`${file} is not a usable PGlite backup: ${reasonOf(error)}`);
  }
  try {
    const table = await pglite.query<{ name: string | null }>("select to_regclass('public.pages')::text as name");
    if (!table.rows[0]?.name) {
      throw new BackupError(`${file} holds a database without a pages table: it is not a backup of this site`);
    }
    const count = await pglite.query<{ pages: number }>("select count(*)::int as pages from pages");
    return count.rows[0].pages;
  } finally {
    await pglite.close();
  }
}

/**
 * Replaces the embedded database with an archive from backupPglite. The archive is restored into
 * a new folder next to the current one and checked first; only then are the folders swapped, and
 * the replaced database is kept as `pglite.before-restore-<time>`. Refused while a server holds
 * DATA_DIR.
 */
export async function restorePglite(dataDir: string, file: string): Promise<PgliteRestore> {
  const tar = readArchive(file);
  const folder = pgliteFolder(dataDir);
  const unlock = lockDataDir(dataDir);
  try {
    const stamp = utcStamp();
    const incoming = unusedPath(`${folder}.restoring-${stamp}`);
    let pages: number;
    try {
      pages = await loadArchive(incoming, tar, file);
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      throw error;
    }
    const previous = existsSync(folder) ? unusedPath(`${folder}.before-restore-${stamp}`) : undefined;
    if (previous) renameSync(folder, previous);
    renameSync(incoming, folder);
    return { previous, pages };
  } finally {
    unlock();
  }
}
