// npm run db:reset — rolls every migration back (ALL content is deleted), migrates up and seeds.
import { ConfigError, getConfig } from "../app/config.server";
import { migrateDownAll, migrateToLatest } from "../db/migrate";
import { seed } from "../db/seed";
import { describeDatabase, openDatabase, StartupError } from "../server/start-database";
import { reindexAll } from "../app/content/search-index.server";
import { moduleSamples } from "../app/modules/samples.generated";

// PGlite resets process.exitCode when it closes: the exit code is set explicitly at the end.
let failed = false;
try {
  const config = getConfig();
  const where = describeDatabase(config);
  const db = await openDatabase(config);
  try {
    await migrateDownAll(db);
    const ran = await migrateToLatest(db);
    await seed(db, reindexAll, moduleSamples);
    console.log(`Reset ${where}: migrated ${ran.join(", ")} and seeded the example content`);
  } finally {
    await db.destroy(); // PGlite holds a timer that would keep the process alive
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
  failed = true;
}
process.exit(failed ? 1 : 0);
