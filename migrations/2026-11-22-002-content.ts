import { sql, type Kysely } from "kysely";

// Content sections (SPEC §2.2, §3.5–3.8). Visible text lives in `content`, a jsonb object keyed
// by locale ({"en": {...}, "de": {...}}); a locale without an entry falls back to English.
export async function up(db: Kysely<any>): Promise<void> {
  const content = sql`'{}'::jsonb`;

  await db.schema
    .createTable("product_categories")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("primary_properties", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("secondary_properties", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(content))
    .execute();

  await db.schema
    .createTable("series")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("image_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('active', 'nrnd', 'upcoming', 'obsolete', 'last_buy', 'new')`),
    )
    .addColumn("product_class", "text", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.references("product_categories.id").onDelete("set null"))
    .addColumn("series_id", "integer", (c) => c.references("series.id").onDelete("set null"))
    .addColumn("image_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("price_usd", "numeric(12, 2)")
    .addColumn("properties", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(content))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("downloads")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('software', 'document')`))
    .addColumn("media_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("version", "text")
    .addColumn("content_date", "date", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(content))
    .execute();

  await db.schema
    .createTable("inventory_items")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("lot_code", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("price_usd", "numeric(12, 2)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("channel_partners")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("representatives")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("faq_items")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(content))
    .execute();

  await db.schema
    .createTable("blog_authors")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(content))
    .execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("author_id", "integer", (c) => c.references("blog_authors.id").onDelete("set null"))
    .addColumn("tags", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("image_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("published_at", "timestamptz", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(content))
    .execute();

  await db.schema
    .createTable("news_articles")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("news_type", "text", (c) => c.notNull().check(sql`news_type in ('newsroom', 'career')`))
    .addColumn("category", "integer", (c) => c.notNull())
    .addColumn("image_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("published_at", "timestamptz", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(content))
    .execute();

  await db.schema
    .createTable("events")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('company', 'career', 'webinar')`))
    .addColumn("starts_at", "timestamptz", (c) => c.notNull())
    .addColumn("ends_at", "timestamptz")
    .addColumn("location", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url", "text")
    .addColumn("image_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(content))
    .execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("pensum_min", "integer")
    .addColumn("pensum_max", "integer")
    .addColumn("positions", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("direct_link", "text")
    .addColumn("published_at", "timestamptz", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(content))
    .execute();

  await db.schema
    .createTable("employee_stories")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("group_name", "text", (c) => c.notNull())
    .addColumn("visual_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("has_video", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("publish_from", "timestamptz", (c) => c.notNull())
    .addColumn("content", "jsonb", (c) => c.notNull().defaultTo(content))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "employee_stories",
    "jobs",
    "events",
    "news_articles",
    "blog_posts",
    "blog_authors",
    "faq_items",
    "representatives",
    "channel_partners",
    "inventory_items",
    "downloads",
    "products",
    "series",
    "product_categories",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
