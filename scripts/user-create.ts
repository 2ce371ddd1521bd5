// npm run user:create -- --email E --password P [--name N]: creates an editor or resets one's password.
import { parseArgs } from "node:util";
import { z } from "zod";
import { ConfigError, getConfig } from "../app/config.server";
import { MIN_PASSWORD_LENGTH, meetsPasswordPolicy } from "../app/auth/password-policy";
import { upsertEditor } from "../app/auth/users.server";
import { migrateToLatest } from "../db/migrate";
import { openDatabase, StartupError } from "../server/start-database";

const argsSchema = z.object({
  email: z.string().trim().email("--email must be an email address"),
  password: z.string().refine(meetsPasswordPolicy, `--password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  name: z.string().trim().max(120).optional(),
});

let failed = false;
try {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new ConfigError(
      `${parsed.error.issues.map((i) => i.message).join("; ")}\nUsage: npm run user:create -- --email E --password P [--name N]`,
    );
  }
  const config = getConfig();
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    const { created } = await upsertEditor(db, parsed.data);
    console.log(`${created ? "Created editor" : "Reset the password of"} ${parsed.data.email}`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : (error as Error).message);
  failed = true;
}
process.exit(failed ? 1 : 0);
