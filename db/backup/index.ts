import path from "node:path";
import { BackupError, backupKindOf, utcStamp } from "./backup-file";
import { backupPglite, restorePglite, type PgliteRestore } from "./pglite";
import { backupPostgres, restorePostgres } from "./postgres";

export { BackupError } from "./backup-file";

/** Which database to back up or restore: the app's Config has these two (db/ does not import app/). */
type DatabaseConfig = { databaseUrl: string | undefined; dataDir: string };

/** `backups/<database>-<UTC time>.dump` for PostgreSQL, `backups/pglite-<UTC time>.tar.gz` embedded. */
export function defaultBackupFile(config: DatabaseConfig, now = new Date()): string {
  const stamp = utcStamp(now);
  if (!config.databaseUrl) return path.resolve("backups", `pglite-${stamp}.tar.gz`);
  const database = decodeURIComponent(new URL(config.databaseUrl).pathname.slice(1)) || "postgres";
  return path.resolve("backups", `${database.replace(/[^\w.-]/g, "_")}-${stamp}.dump`);
}

/** Backs up the configured database to `file` (never overwritten); returns the file's path. */
export async function backupDatabase(config: DatabaseConfig, file = defaultBackupFile(config)): Promise<string> {
  const target = path.resolve(file);
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, target);
  else await backupPglite(config.dataDir, target);
  return target;
}

/** What a restore did: told for the embedded database only (PostgreSQL is restored in place). */
export type Restore = Partial<PgliteRestore>;

/** Restores the configured database from a file made by backupDatabase (or pg_dump for PostgreSQL). */
export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<Restore> {
  const source = path.resolve(file);
  const kind = backupKindOf(source);
  if (config.databaseUrl) {
    if (kind === "pglite") {
      throw new BackupError(`${source} is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it there`);
    }
    await restorePostgres(config.databaseUrl, source, kind);
    return {};
  }
  if (kind !== "pglite") {
    throw new BackupError(`${source} is a PostgreSQL dump: set DATABASE_URL to restore it into a PostgreSQL database`);
  }
  return restorePglite(config.dataDir, source);
}
