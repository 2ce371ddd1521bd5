import { sql, type Kysely } from "kysely";

// Migrations never import app code: they describe the schema as it was on the day they were written.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("pages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("site", "text", (c) => c.notNull().defaultTo("main"))
    .addColumn("parent_id", "integer", (c) => c.references("pages.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("editable", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Per-locale slug, full path ("" is the home page), title and name of a page.
  await db.schema
    .createTable("page_translations")
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("site", "text", (c) => c.notNull().defaultTo("main"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("page_translations_pk", ["page_id", "locale"])
    .addUniqueConstraint("page_translations_path_unique", ["site", "locale", "path"])
    .execute();

  await db.schema
    .createTable("page_revisions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('draft', 'published', 'history')`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("published_at", "timestamptz")
    .execute();
  await sql`create unique index page_revisions_one_draft on page_revisions (page_id) where status = 'draft'`.execute(db);
  await sql`create unique index page_revisions_one_published on page_revisions (page_id) where status = 'published'`.execute(
    db,
  );

  // Module structure (shared by all locales); ids are stable across revisions of a page.
  await db.schema
    .createTable("page_modules")
    .addColumn("revision_id", "integer", (c) => c.notNull().references("page_revisions.id").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("layout", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint("page_modules_pk", ["revision_id", "id"])
    .execute();

  // Module content per locale; a locale without a row falls back to English.
  await db.schema
    .createTable("page_module_contents")
    .addColumn("revision_id", "integer", (c) => c.notNull())
    .addColumn("module_id", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("page_module_contents_pk", ["revision_id", "module_id", "locale"])
    .addForeignKeyConstraint("page_module_contents_module_fk", ["revision_id", "module_id"], "page_modules", [
      "revision_id",
      "id",
    ], (fk) => fk.onDelete("cascade"))
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('image', 'vector', 'file', 'document', 'video')`))
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("bytes", "bytea")
    .addColumn("url", "text")
    .addColumn("alt", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("content_date", "date")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("links")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("link_type", "text", (c) =>
      c.notNull().check(sql`link_type in ('internal', 'external', 'download', 'anchor')`),
    )
    .addColumn("target", "text", (c) => c.notNull().defaultTo("auto").check(sql`target in ('auto', '_blank', '_self')`))
    .addColumn("url", "text")
    .addColumn("page_id", "integer", (c) => c.references("pages.id").onDelete("set null"))
    .addColumn("media_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("anchor_id", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Main navigation: each item points at a CMS page, a route-table route or a URL; labels per locale.
  await db.schema
    .createTable("nav_items")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("site", "text", (c) => c.notNull().defaultTo("main"))
    .addColumn("parent_id", "integer", (c) => c.references("nav_items.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("page_id", "integer", (c) => c.references("pages.id").onDelete("cascade"))
    .addColumn("route_name", "text")
    .addColumn("url", "text")
    .addColumn("labels", "jsonb", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("social_links")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("site", "text", (c) => c.notNull().defaultTo("main"))
    .addColumn("network", "text", (c) =>
      c
        .notNull()
        .check(
          sql`network in ('linkedin', 'twitter', 'facebook', 'youtube', 'github', 'glassdoor', 'xing', 'kununu', 'wechat')`,
        ),
    )
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "social_links",
    "nav_items",
    "links",
    "media",
    "page_module_contents",
    "page_modules",
    "page_revisions",
    "page_translations",
    "pages",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
