// npm run db:backup [-- <file>] — backs up the configured database to <file>, by default
// backups/<database>-<UTC time>.dump (PostgreSQL, pg_dump) or backups/pglite-<UTC time>.tar.gz.
import { statSync } from "node:fs";
import { ConfigError, getConfig } from "../app/config.server";
import { backupDatabase, BackupError } from "../db/backup";
import { DataDirInUseError } from "../db/data-dir-lock";
import { describeDatabase } from "../server/start-database";

const args = process.argv.slice(2);

// PGlite resets process.exitCode when it closes: the exit code is set explicitly at the end.
let failed = false;
try {
  if (args.length > 1 || args[0]?.startsWith("-")) throw new BackupError("Usage: npm run db:backup [-- <file>]");
  const config = getConfig();
  const file = await backupDatabase(config, args[0]);
  const megabytes = (statSync(file).size / 1e6).toFixed(1);
  console.log(`Backed up ${describeDatabase(config)} to ${file} (${megabytes} MB)`);
} catch (error) {
  const known = error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  failed = true;
}
process.exit(failed ? 1 : 0);
