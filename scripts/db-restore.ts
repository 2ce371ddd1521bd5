// npm run db:restore -- <file> — replaces the configured database's content with a backup made by
// npm run db:backup. The embedded database is restored beside the current one, checked, then
// swapped in; the replaced folder is kept.
import { ConfigError, getConfig } from "../app/config.server";
import { BackupError, restoreDatabase } from "../db/backup";
import { DataDirInUseError } from "../db/data-dir-lock";
import { describeDatabase } from "../server/start-database";

const args = process.argv.slice(2);

// PGlite resets process.exitCode when it closes: the exit code is set explicitly at the end.
let failed = false;
try {
  if (args.length !== 1 || args[0].startsWith("-")) throw new BackupError("Usage: npm run db:restore -- <file>");
  const config = getConfig();
  const restore = await restoreDatabase(config, args[0]);
  const pages = restore.pages === undefined ? "" : ` (${restore.pages} pages)`;
  console.log(`Restored ${describeDatabase(config)} from ${args[0]}${pages}`);
  if (restore.previous) console.log(`The database it replaced is kept in ${restore.previous}; delete it when no longer needed.`);
} catch (error) {
  const known = error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  failed = true;
}
process.exit(failed ? 1 : 0);
