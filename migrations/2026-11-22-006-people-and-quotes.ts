import { sql, type Kysely } from "kysely";

// CVs / team members for the CV module (SPEC §3.6) and daily stock quotes for the investor chart.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("team_members")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("image_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("contact_url", "text")
    .addColumn("linkedin_url", "text")
    /** 0 = board of directors, 1 = executive management, 2 = extended management… */
    .addColumn("organisation_level", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position_order", "integer", (c) => c.notNull().defaultTo(0))
    /** Per locale: position, additionalText, summary, experience, education (newline-separated). */
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();

  await db.schema
    .createTable("stock_quotes")
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("day", "date", (c) => c.notNull())
    .addColumn("open", sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn("high", sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn("low", sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn("close", sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn("volume", "bigint", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("stock_quotes_pkey", ["symbol", "day"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stock_quotes").ifExists().execute();
  await db.schema.dropTable("team_members").ifExists().execute();
}
