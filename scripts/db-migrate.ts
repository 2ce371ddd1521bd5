// npm run db:migrate — runs every pending migration on the configured database.
import { ConfigError, getConfig } from "../app/config.server";
import { migrateToLatest } from "../db/migrate";
import { describeDatabase, openDatabase, StartupError } from "../server/start-database";

// PGlite resets process.exitCode when it closes: the exit code is set explicitly at the end.
let failed = false;
try {
  const config = getConfig();
  const db = await openDatabase(config);
  try {
    const ran = await migrateToLatest(db);
    const where = describeDatabase(config);
    console.log(ran.length ? `Migrated ${where}: ${ran.join(", ")}` : `Nothing to migrate: ${where} is up to date`);
  } finally {
    await db.destroy(); // PGlite holds a timer that would keep the process alive
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
  failed = true;
}
process.exit(failed ? 1 : 0);
