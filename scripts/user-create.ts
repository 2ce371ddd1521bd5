// npm run user:create -- --email E --password P [--name N] [--role R] [--locales L,…] [--sections S,…]:
// creates an account or updates one (password, and name, role and scope when given). Without --role
// a new account is an Administrator, as before roles existed (issue 43 §4).
import { ConfigError, getConfig } from "../app/config.server";
import { upsertEditor } from "../app/auth/users.server";
import type { Db } from "../db";
import { migrateToLatest } from "../db/migrate";
import { openDatabase, StartupError } from "../server/start-database";
import { parseUserArgs, UserArgsError } from "./user-args";

/** The page paths among `sections` that name no page in English. */
async function unknownPagePaths(db: Db, sections: readonly string[]): Promise<string[]> {
  const paths = sections.filter((s) => s.startsWith("/")).map((s) => s.slice(1));
  if (paths.length === 0) return [];
  const found = await db.selectFrom("page_translations").select("path").distinct().where("locale", "=", "en").where("path", "in", paths).execute();
  const known = new Set(found.map((row) => row.path));
  return paths.filter((p) => !known.has(p)).map((p) => `/${p}`);
}

let failed = false;
try {
  const args = parseUserArgs(process.argv.slice(2));
  const config = getConfig();
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    const unknown = args.sections ? await unknownPagePaths(db, args.sections) : [];
    if (unknown.length) throw new UserArgsError(`--sections "${unknown[0]}" is no page of the site (its English path)`);
    const { created } = await upsertEditor(db, args);
    const role = args.role ?? (created ? "administrator" : undefined);
    console.log(`${created ? "Created" : "Updated"} ${args.email}${role ? ` (${role})` : ""}`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof StartupError || error instanceof UserArgsError ? error.message : (error as Error).message);
  failed = true;
}
process.exit(failed ? 1 : 0);
