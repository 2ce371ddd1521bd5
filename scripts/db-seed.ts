// npm run db:seed [-- --force] — seeds the example content into an empty database.
// With --force every migration is rolled back first (ALL content is deleted), then run again.
import { ConfigError, getConfig } from "../app/config.server";
import { reindexAll } from "../app/content/search-index.server";
import { moduleSamples } from "../app/modules/samples.generated";
import { migrateDownAll, migrateToLatest } from "../db/migrate";
import { seed, seedIfEmpty } from "../db/seed";
import { describeDatabase, openDatabase, StartupError } from "../server/start-database";

const force = process.argv.slice(2).includes("--force");

// PGlite resets process.exitCode when it closes: the exit code is set explicitly at the end.
let failed = false;
try {
  const config = getConfig();
  const where = describeDatabase(config);
  const db = await openDatabase(config);
  try {
    if (force) {
      await migrateDownAll(db);
      await migrateToLatest(db);
      await seed(db, reindexAll, moduleSamples);
      console.log(`Reset ${where} and seeded the example content`);
    } else {
      const ran = await migrateToLatest(db);
      if (ran.length) console.log(`Migrated ${where}: ${ran.join(", ")}`);
      if (await seedIfEmpty(db, reindexAll, moduleSamples)) {
        console.log(`Seeded the example content into ${where}`);
      } else {
        console.error(
          `Not seeding: ${where} already has pages. Run \`npm run db:seed -- --force\` to delete ALL content and seed again.`,
        );
        failed = true;
      }
    }
  } finally {
    await db.destroy(); // PGlite holds a timer that would keep the process alive
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
  failed = true;
}
process.exit(failed ? 1 : 0);
