import type { Kysely } from "kysely";

// Counters of the sign-in and form rate limits (rate-limiter-flexible's Postgres store, whose
// queries expect these three columns), shared by every instance on one database. `expire` is
// epoch milliseconds; rows expired an hour ago are deleted by the limiter every 5 minutes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
  await db.schema.createIndex("rate_limits_expire").on("rate_limits").column("expire").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limits").ifExists().execute();
}
