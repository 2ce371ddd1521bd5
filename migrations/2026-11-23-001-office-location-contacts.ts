import type { Kysely } from "kysely";

// Phone and e-mail of an office, shown as links by the map and contact-location modules.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("office_locations").addColumn("phone", "text").addColumn("email", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("office_locations").dropColumn("email").dropColumn("phone").execute();
}
