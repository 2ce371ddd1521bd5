import { sql, type Kysely } from "kysely";

// Issue 24, the media library: what editors say about a file beside its alt text (a title, a
// credit, "decorative" for images that need no alt text, a focal point in per cent of width and
// height) and who uploaded it; `revision` counts Replace file (a replaced file's name carries it). Names are searched case-insensitively by the library screen.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("credit", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("decorative", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("focal_x", "real", (c) => c.check(sql`focal_x between 0 and 100`))
    .addColumn("focal_y", "real", (c) => c.check(sql`focal_y between 0 and 100`))
    .addColumn("uploaded_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("media_kind_created").on("media").columns(["kind", "created_at"]).execute();
  // Issue 22's Social image: the picture a page is shared with (og:image), per locale.
  await db.schema
    .alterTable("page_translations")
    .addColumn("social_image_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .execute();
  // Smaller WebP copies of a raster image for srcset, made once on first request per revision.
  await db.schema
    .createTable("media_renditions")
    .addColumn("media_id", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("bytes", "bytea", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("media_renditions_pk", ["media_id", "revision", "width"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media_renditions").execute();
  await db.schema.alterTable("page_translations").dropColumn("social_image_id").execute();
  await db.schema.dropIndex("media_kind_created").execute();
  await db.schema
    .alterTable("media")
    .dropColumn("title")
    .dropColumn("credit")
    .dropColumn("decorative")
    .dropColumn("focal_x")
    .dropColumn("focal_y")
    .dropColumn("uploaded_by")
    .dropColumn("updated_at")
    .dropColumn("revision")
    .execute();
}
