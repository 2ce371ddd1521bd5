import { sql, type Kysely } from "kysely";

// Full-text search documents: one row per published page or content item, per locale.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("search_documents")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("site", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("ref", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("href", "text", (c) => c.notNull())
    .addColumn("config", sql`regconfig`, (c) => c.notNull())
    .addColumn("tsv", sql`tsvector`, (c) => c.notNull())
    .addUniqueConstraint("search_documents_unique", ["site", "locale", "kind", "ref"])
    .execute();
  await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
  await db.schema.createIndex("search_documents_scope").on("search_documents").columns(["site", "locale"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("search_documents").ifExists().execute();
}
