import { sql, type Kysely } from "kysely";

// Office locations for the map modules and the editors' locations selector (SPEC §3.7 location).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("office_locations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_verbose", "text", (c) => c.notNull())
    .addColumn("address_lines", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("latitude", "double precision", (c) => c.notNull())
    .addColumn("longitude", "double precision", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("office_locations").ifExists().execute();
}
