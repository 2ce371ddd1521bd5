// npm run seed:scale -- --factor N — grows a seeded database to about N× its content and adds
// N × 2,000 contact-form submissions (db/seed-scale/). Stop the server first with the embedded database.
import { ConfigError, getConfig } from "../app/config.server";
import { reindexAll } from "../app/content/search-index.server";
import { migrateToLatest } from "../db/migrate";
import { parseFactor, SeedScaleError, seedScale } from "../db/seed-scale";
import { DataDirInUseError, lockDataDir } from "../db/data-dir-lock";
import { describeDatabase, openDatabase, StartupError } from "../server/start-database";

// PGlite resets process.exitCode when it closes: the exit code is set explicitly at the end.
let failed = false;
try {
  const factor = parseFactor(process.argv.slice(2));
  const config = getConfig();
  const where = describeDatabase(config);
  // The embedded database: refuse while a server has it open (one process per PGlite folder).
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const db = await openDatabase(config).catch((error: unknown) => {
    unlock();
    throw error;
  });
  try {
    const started = Date.now();
    await migrateToLatest(db);
    console.log(`Scaling ${where} to ${factor}× the example content`);
    await seedScale(db, factor, {
      indexContent: reindexAll,
      where: where.charAt(0).toUpperCase() + where.slice(1),
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy(); // PGlite holds a timer that would keep the process alive
    unlock();
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof StartupError || error instanceof SeedScaleError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  failed = true;
}
process.exit(failed ? 1 : 0);
