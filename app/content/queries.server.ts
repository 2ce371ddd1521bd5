import { sql, type SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema";
import type { Db } from "../../db";
import type { Paging } from "~/lib/pagination";
import { paged } from "./paged.server";

/* Plain query functions over db for the content sections (DESIGN.md: no repository layer). */

type Filters = Record<string, string | number | undefined>;

function limitOffset<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>, limit: number | null, offset: number) {
  return limit === null ? q : q.limit(limit).offset(offset);
}

const countOf = <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>) =>
  q.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow().then((r) => (r as unknown as { count: number }).count);

export function listBlogPosts(db: Db, paging: Paging, { tag, author }: Filters = {}) {
  let q = db.selectFrom("blog_posts as p").leftJoin("blog_authors as a", "a.id", "p.author_id");
  if (tag) q = q.where(sql<boolean>`${String(tag)} = any(p.tags)`);
  if (author) q = q.where("a.slug", "=", String(author));
  return paged(paging, () => countOf(q), (limit, offset) =>
    limitOffset(
      q.select(["p.id", "p.slug", "p.tags", "p.published_at", "p.content", "p.image_id", "a.name as author", "a.slug as authorSlug"]).orderBy("p.published_at", "desc").orderBy("p.id"),
      limit,
      offset,
    ).execute(),
  );
}

export function findBlogPost(db: Db, slug: string) {
  return db
    .selectFrom("blog_posts as p")
    .leftJoin("blog_authors as a", "a.id", "p.author_id")
    .select(["p.id", "p.slug", "p.tags", "p.published_at", "p.content", "p.image_id", "a.name as author", "a.slug as authorSlug"])
    .where("p.slug", "=", slug)
    .executeTakeFirst();
}

export function findAuthor(db: Db, slug: string) {
  return db.selectFrom("blog_authors").select(["slug", "name", "content"]).where("slug", "=", slug).executeTakeFirst();
}

export function listNews(db: Db, paging: Paging, { newsType, category }: { newsType: "newsroom" | "career"; category?: number }) {
  let q = db.selectFrom("news_articles").where("news_type", "=", newsType);
  if (category !== undefined) q = q.where("category", "=", category);
  return paged(paging, () => countOf(q), (limit, offset) =>
    limitOffset(q.select(["id", "slug", "category", "published_at", "content", "image_id"]).orderBy("published_at", "desc").orderBy("id"), limit, offset).execute(),
  );
}

export function findNews(db: Db, slug: string, newsType: "newsroom" | "career") {
  return db
    .selectFrom("news_articles")
    .select(["id", "slug", "category", "published_at", "content", "image_id"])
    .where("slug", "=", slug)
    .where("news_type", "=", newsType)
    .executeTakeFirst();
}

export function listEvents(db: Db, paging: Paging, { kind }: { kind: "company" | "career" }) {
  const q = db.selectFrom("events").where("kind", kind === "company" ? "in" : "=", kind === "company" ? ["company", "webinar"] : "career");
  return paged(paging, () => countOf(q), (limit, offset) =>
    limitOffset(
      q.select(["id", "slug", "kind", "starts_at", "ends_at", "location", "url", "content"]).orderBy(sql`starts_at < now()`).orderBy(sql`abs(extract(epoch from starts_at - now()))`),
      limit,
      offset,
    ).execute(),
  );
}

export function findEvent(db: Db, slug: string, kind: "company" | "career") {
  return db
    .selectFrom("events")
    .select(["id", "slug", "kind", "starts_at", "ends_at", "location", "url", "content"])
    .where("slug", "=", slug)
    .where("kind", kind === "company" ? "in" : "=", kind === "company" ? ["company", "webinar"] : "career")
    .executeTakeFirst();
}

export function listJobs(db: Db, paging: Paging, { city }: Filters = {}) {
  let q = db.selectFrom("jobs");
  if (city) q = q.where("city", "=", String(city));
  return paged(paging, () => countOf(q), (limit, offset) =>
    limitOffset(
      q.select(["id", "slug", "city", "country", "pensum_min", "pensum_max", "positions", "direct_link", "published_at", "content"]).orderBy("published_at", "desc").orderBy("id"),
      limit,
      offset,
    ).execute(),
  );
}

export async function jobCities(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("jobs").select("city").distinct().orderBy("city").execute();
  return rows.map((r) => r.city);
}

export function listStories(db: Db, paging: Paging, { group, category }: Filters = {}) {
  let q = db.selectFrom("employee_stories").where("publish_from", "<=", sql<Date>`now()`);
  if (group) q = q.where("group_name", "=", String(group));
  if (category) q = q.where("category", "=", String(category));
  return paged(paging, () => countOf(q), (limit, offset) =>
    limitOffset(q.select(["id", "slug", "category", "group_name", "has_video", "publish_from", "content", "visual_id"]).orderBy("publish_from", "desc").orderBy("id"), limit, offset).execute(),
  );
}

export function findStory(db: Db, slug: string) {
  return db
    .selectFrom("employee_stories")
    .select(["id", "slug", "category", "group_name", "has_video", "publish_from", "content", "visual_id"])
    .where("slug", "=", slug)
    .executeTakeFirst();
}

const productColumns = [
  "p.id",
  "p.slug",
  "p.name",
  "p.display_name",
  "p.status",
  "p.product_class",
  "p.price_usd",
  "p.properties",
  "p.content",
  "p.image_id",
  "s.name as series",
  "c.slug as categorySlug",
  "c.content as categoryContent",
] as const;

function productsQuery(db: Db) {
  return db
    .selectFrom("products as p")
    .leftJoin("series as s", "s.id", "p.series_id")
    .leftJoin("product_categories as c", "c.id", "p.category_id");
}

export function listProducts(db: Db, paging: Paging, { category, status, q: search }: Filters = {}) {
  let q = productsQuery(db);
  if (category) q = q.where("c.slug", "=", String(category));
  if (status) q = q.where("p.status", "=", String(status) as Database["products"]["status"]);
  if (search) q = q.where((eb) => eb.or([eb("p.name", "ilike", `%${search}%`), eb("p.display_name", "ilike", `%${search}%`)]));
  return paged(paging, () => countOf(q), (limit, offset) => limitOffset(q.select(productColumns).orderBy("p.name"), limit, offset).execute());
}

export function findProduct(db: Db, slug: string) {
  return productsQuery(db).select(productColumns).where("p.slug", "=", slug).executeTakeFirst();
}

export function findProducts(db: Db, slugs: string[]) {
  return slugs.length ? productsQuery(db).select(productColumns).where("p.slug", "in", slugs).execute() : Promise.resolve([]);
}

export function productOptions(db: Db) {
  return db.selectFrom("products").select(["slug", "name"]).orderBy("name").execute();
}

export function listCategories(db: Db) {
  return db.selectFrom("product_categories").select(["id", "slug", "content", "primary_properties", "secondary_properties"]).orderBy("id").execute();
}

export function listDownloads(db: Db, paging: Paging, { kind }: Filters = {}) {
  let q = db.selectFrom("downloads as d").leftJoin("products as p", "p.id", "d.product_id");
  if (kind) q = q.where("d.kind", "=", String(kind) as "software" | "document");
  return paged(paging, () => countOf(q), (limit, offset) =>
    limitOffset(q.select(["d.id", "d.kind", "d.version", "d.content_date", "d.content", "p.name as product", "p.slug as productSlug"]).orderBy("d.content_date", "desc").orderBy("d.id"), limit, offset).execute(),
  );
}

export function downloadsForProduct(db: Db, productId: number) {
  return db.selectFrom("downloads").select(["id", "kind", "version", "content_date", "content"]).where("product_id", "=", productId).orderBy("content_date", "desc").execute();
}

function inventoryQuery(db: Db) {
  return db.selectFrom("inventory_items as i").innerJoin("products as p", "p.id", "i.product_id");
}
const inventoryColumns = ["i.id", "i.slug", "i.lot_code", "i.quantity", "i.price_usd", "p.name", "p.display_name", "p.slug as productSlug", "p.status"] as const;

export function listInventory(db: Db, paging: Paging) {
  const q = inventoryQuery(db);
  return paged(paging, () => countOf(q), (limit, offset) => limitOffset(q.select(inventoryColumns).orderBy("p.name").orderBy("i.id"), limit, offset).execute());
}

export function findInventoryItem(db: Db, slug: string) {
  return inventoryQuery(db).select(inventoryColumns).where("i.slug", "=", slug).executeTakeFirst();
}

export function listPartners(db: Db) {
  return db.selectFrom("channel_partners").select(["id", "name", "country", "region", "url"]).orderBy("region").orderBy("country").execute();
}

export function listRepresentatives(db: Db) {
  return db.selectFrom("representatives").select(["id", "name", "region", "country", "email", "phone"]).orderBy("region").orderBy("name").execute();
}

export function listFaq(db: Db) {
  return db.selectFrom("faq_items").select(["id", "content"]).orderBy("position").execute();
}

export function mediaUrl(id: number | null, rows: Map<number, string>): string | null {
  return id !== null && rows.has(id) ? rows.get(id)! : null;
}

/** `/media/<id>/<file>` for the given media ids, in one query. */
export async function mediaUrls(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("media").select(["id", "filename"]).where("id", "in", wanted).execute();
  return new Map(rows.map((r) => [r.id, `/media/${r.id}/${encodeURIComponent(r.filename)}`]));
}
