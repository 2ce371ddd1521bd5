import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import type { Paging } from "~/lib/pagination";
import { blogTags, findAuthor, findBlogPost, listBlogPosts } from "./blog.server";
import { byRegion, listPartners, listRepresentatives } from "./directory.server";
import { downloadsForProduct, downloadUrl, listDownloads } from "./downloads.server";
import { findEvent, listEvents } from "./events.server";
import { listFaq } from "./faq.server";
import { findInventoryItem, listInventory } from "./inventory.server";
import { jobCities, latestJobs, listJobs } from "./jobs.server";
import { imageOf, mediaImages } from "./media.server";
import { findNews, listNews, newsCategory } from "./news.server";
import { compareSlugs, findProduct, findProducts, listCategories, listProducts, productOptions } from "./products.server";
import { findStory, latestStories, listStories, storyFilters } from "./stories.server";

// Query functions against one fresh database for this file (in-memory PGlite, or PostgreSQL when
// DATABASE_URL is set), on rows this file inserts itself.
let testDb: TestDb;
let db: Db;
const DAY = 86_400_000;
const NOW = Date.now();
const daysAgo = (n: number) => new Date(NOW - n * DAY);
const json = (value: unknown) => JSON.stringify(value);
const size = (pageSize: Paging["pageSize"], page = 1): Paging => ({ page, pageSize });

let productIds: Record<string, number> = {};
let mediaId = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await migrateToLatest(db);

  const author = await db
    .insertInto("blog_authors")
    .values({ slug: "ada", name: "Ada Lovelace", content: json({ en: { bio: "Writes about sensors." }, de: { bio: "Schreibt über Sensoren." } }) })
    .returning("id")
    .executeTakeFirstOrThrow();
  // 30 published posts (post-01 newest) and one scheduled for tomorrow.
  for (let i = 1; i <= 30; i++) {
    await db
      .insertInto("blog_posts")
      .values({
        slug: `post-${String(i).padStart(2, "0")}`,
        author_id: i % 2 ? author.id : null,
        tags: i % 3 === 0 ? ["co2", "humidity"] : ["flow"],
        published_at: daysAgo(i),
        content: json({
          en: { title: `Post ${i}`, summary: `Summary ${i}`, body: `<p>Body ${i}</p>` },
          ...(i === 1 ? { de: { title: "Beitrag 1", summary: "Zusammenfassung 1", body: "<p>Text 1</p>" } } : {}),
        }),
      })
      .execute();
  }
  await db
    .insertInto("blog_posts")
    .values({ slug: "scheduled", tags: ["secret"], published_at: daysAgo(-1), content: json({ en: { title: "Later", summary: "", body: "" } }) })
    .execute();

  const news = (slug: string, news_type: "newsroom" | "career", category: number, age: number) => ({
    slug,
    news_type,
    category,
    published_at: daysAgo(age),
    content: json({ en: { title: slug, summary: "", body: "<p>x</p>" }, jp: { title: `${slug} (jp)`, summary: "", body: "<p>jp</p>" } }),
  });
  await db
    .insertInto("news_articles")
    .values([
      news("n-news", "newsroom", 0, 1),
      news("n-press", "newsroom", 1, 2),
      news("n-adhoc", "newsroom", 2, 3),
      news("n-adhoc-2", "newsroom", 2, 4),
      news("c-career", "career", 0, 1),
      news("c-apprentice", "career", 1, 2),
      news("n-future", "newsroom", 0, -3),
      { ...news("n-half", "newsroom", 0, 5), content: json({ en: { title: "Half", summary: "Summary", body: "<p>English body</p>" }, de: { title: "Halb" } }) },
    ])
    .execute();

  const event = (slug: string, kind: "company" | "career" | "webinar", inDays: number) => ({
    slug,
    kind,
    starts_at: daysAgo(-inDays),
    location: "Zurich",
    content: json({ en: { title: slug, summary: "", body: "" } }),
  });
  await db
    .insertInto("events")
    .values([event("fair-past", "company", -30), event("fair-soon", "company", 5), event("fair-later", "company", 60), event("webinar", "webinar", 10), event("open-day", "career", 7)])
    .execute();

  const job = (slug: string, city: string, age: number, min: number | null, max: number | null) => ({
    slug,
    city,
    country: "Switzerland",
    pensum_min: min,
    pensum_max: max,
    positions: json([{ name: "Engineering" }]),
    direct_link: `https://jobs.example/${slug}`,
    published_at: daysAgo(age),
    content: json({ en: { szaTitle: `Job ${slug}`, shortDescription: "" }, kr: { szaTitle: `채용 ${slug}`, shortDescription: "" } }),
  });
  await db
    .insertInto("jobs")
    .values([
      ...Array.from({ length: 8 }, (_, i) => job(`zurich-${i}`, "Zurich", i + 1, 80, 100)),
      job("tokyo-1", "Tokyo", 20, null, null),
      job("future", "Berlin", -2, null, null),
    ])
    .execute();

  const story = (slug: string, group_name: string, category: string, age: number) => ({
    slug,
    group_name,
    category,
    publish_from: daysAgo(age),
    content: json({ en: { title: slug, summary: "s", body: "<p>b</p>" } }),
  });
  await db
    .insertInto("employee_stories")
    .values([
      story("s1", "Employees", "Engineering", 1),
      story("s2", "Apprentices", "Operations", 2),
      story("s3", "Employees", "Sales", 3),
      story("s4", "Employees", "Engineering", 4),
      story("s-future", "Interns", "Marketing", -5),
    ])
    .execute();

  const [humidity, co2] = await db
    .insertInto("product_categories")
    .values([
      { slug: "humidity", primary_properties: json(["Accuracy"]), secondary_properties: json([]), content: json({ en: { title: "Humidity sensors" }, de: { title: "Feuchtesensoren" } }) },
      { slug: "co2", primary_properties: json(["Range"]), secondary_properties: json([]), content: json({ en: { title: "CO₂ sensors" } }) },
    ])
    .returning("id")
    .execute();
  const products = await db
    .insertInto("products")
    .values([
      { slug: "shx40", name: "SHX40", display_name: "SHX40 Humidity Sensor", status: "active", product_class: "Sensor", category_id: humidity.id, price_usd: "12.50", properties: json({ Accuracy: "±1.5 %RH", Supply: "3.3 V" }), content: json({ en: { summary: "Small and exact." }, de: { summary: "Klein und genau.", displayName: "SHX40 Feuchtesensor" } }) },
      { slug: "shx20", name: "SHX20", display_name: "SHX20 Humidity Sensor", status: "obsolete", product_class: "Sensor", category_id: humidity.id, price_usd: null, properties: json({ Accuracy: "±3 %RH" }), content: json({ en: { summary: "Legacy." } }) },
      { slug: "scd50", name: "SCD50", display_name: "SCD50 CO₂ Sensor", status: "new", product_class: "Sensor", category_id: co2.id, price_usd: "1234.5", properties: json({ Range: "400–5000 ppm" }), content: json({ en: { summary: "Photoacoustic." } }) },
    ])
    .returning(["id", "slug"])
    .execute();
  productIds = Object.fromEntries(products.map((p) => [p.slug, p.id]));

  const file = await db
    .insertInto("media")
    .values({ kind: "document", filename: "SHX40 datasheet.pdf", content_type: "application/pdf", size: 1_258_291, alt: json({ en: "Datasheet", de: "Datenblatt" }) })
    .returning("id")
    .executeTakeFirstOrThrow();
  mediaId = file.id;
  await db
    .insertInto("downloads")
    .values([
      { kind: "document", media_id: file.id, product_id: productIds.shx40, content_date: "2026-03-01", content: json({ en: { title: "SHX40 datasheet" }, de: { title: "SHX40 Datenblatt" } }) },
      { kind: "software", media_id: null, product_id: productIds.shx40, version: "2.1.0", content_date: "2026-05-01", content: json({ en: { title: "SHX40 driver" } }) },
      { kind: "software", media_id: null, product_id: null, version: "1.0.0", content_date: "2025-01-01", content: json({ en: { title: "Viewer" } }) },
    ])
    .execute();

  await db
    .insertInto("inventory_items")
    .values([
      { slug: "shx40-lot-a", product_id: productIds.shx40, lot_code: "A-1", quantity: 5000, price_usd: "1234.5" },
      { slug: "scd50-lot-b", product_id: productIds.scd50, lot_code: "B-7", quantity: 120, price_usd: 9.99 },
    ])
    .execute();

  await db
    .insertInto("channel_partners")
    .values([
      { name: "Zeta Parts", country: "Germany", region: "Europe", url: "https://zeta.example" },
      { name: "Alpha Supply", country: "USA", region: "Americas", url: "https://alpha.example" },
      { name: "Beta Elektronik", country: "Austria", region: "Europe", url: "https://beta.example" },
    ])
    .execute();
  await db.insertInto("representatives").values({ name: "Kim", region: "Asia Pacific", country: "Korea", email: "kim@example.com", phone: "+82 2 123" }).execute();
  await db
    .insertInto("faq_items")
    .values([
      { position: 2, content: json({ en: { question: "Second?", answer: "<p>2</p>" } }) },
      { position: 1, content: json({ en: { question: "First?", answer: "<p>1</p>" }, cn: { question: "第一？", answer: "<p>一</p>" } }) },
    ])
    .execute();
});
afterAll(() => testDb.destroy());

describe("blog", () => {
  it("pages with SQL limit/offset, newest first, counting published posts only", async () => {
    const first = await listBlogPosts(db, "en", size(12));
    expect(first.total).toBe(30);
    expect(typeof first.total).toBe("number");
    expect(first.last).toBe(3);
    expect(first.rows.map((r) => r.slug).slice(0, 2)).toEqual(["post-01", "post-02"]);
    const second = await listBlogPosts(db, "en", size(12, 2));
    expect(second.rows).toHaveLength(12);
    expect(second.rows[0].slug).toBe("post-13");
    const third = await listBlogPosts(db, "en", size(24, 2));
    expect(third.rows.map((r) => r.slug)).toEqual(["post-25", "post-26", "post-27", "post-28", "post-29", "post-30"]);
    const all = await listBlogPosts(db, "en", size("all"));
    expect(all.rows).toHaveLength(30);
    expect(all.rows.some((r) => r.slug === "scheduled")).toBe(false);
  });

  it("shows the last page for a page past the end", async () => {
    const past = await listBlogPosts(db, "en", size(12, 99));
    expect(past.page).toBe(3);
    expect(past.rows.map((r) => r.slug)).toEqual(["post-25", "post-26", "post-27", "post-28", "post-29", "post-30"]);
  });

  it("filters by tag and by author", async () => {
    const tagged = await listBlogPosts(db, "en", size("all"), { tag: "co2" });
    expect(tagged.total).toBe(10);
    expect(tagged.rows.every((r) => r.tags.includes("co2"))).toBe(true);
    const byAda = await listBlogPosts(db, "en", size(12), { author: "ada" });
    expect(byAda.total).toBe(15);
    expect(byAda.rows.every((r) => r.author === "Ada Lovelace")).toBe(true);
    expect((await listBlogPosts(db, "en", size(12), { tag: "nope" })).total).toBe(0);
    expect(await blogTags(db)).toEqual(["co2", "flow", "humidity"]);
  });

  it("returns the locale's text, falling back to English, without the body on listings", async () => {
    const de = await listBlogPosts(db, "de", size(12));
    expect(de.rows[0].text).toEqual({ title: "Beitrag 1", summary: "Zusammenfassung 1" });
    expect(de.rows[1].text?.title).toBe("Post 2");
    const jp = await findBlogPost(db, "jp", "post-01");
    expect(jp?.text).toEqual({ title: "Post 1", summary: "Summary 1", body: "<p>Body 1</p>" });
    expect((await findBlogPost(db, "de", "post-01"))?.text?.body).toBe("<p>Text 1</p>");
    expect(await findBlogPost(db, "en", "scheduled")).toBeUndefined();
    expect(await findBlogPost(db, "en", "missing")).toBeUndefined();
    expect((await findAuthor(db, "de", "ada"))?.text?.bio).toBe("Schreibt über Sensoren.");
    expect((await findAuthor(db, "kr", "ada"))?.text?.bio).toBe("Writes about sensors.");
  });
});

describe("news", () => {
  it("lists one news type, optionally one category, newest first, published only", async () => {
    const all = await listNews(db, "en", size(12), { newsType: "newsroom" });
    expect(all.rows.map((r) => r.slug)).toEqual(["n-news", "n-press", "n-adhoc", "n-adhoc-2", "n-half"]);
    const adHoc = await listNews(db, "en", size(12), { newsType: "newsroom", category: 2 });
    expect(adHoc.rows.map((r) => r.slug)).toEqual(["n-adhoc", "n-adhoc-2"]);
    const career = await listNews(db, "en", size(12), { newsType: "career", category: 1 });
    expect(career.rows.map((r) => r.slug)).toEqual(["c-apprentice"]);
    expect((await listNews(db, "en", size(12), { newsType: "newsroom", category: -1 })).total).toBe(0);
    const paged = await listNews(db, "en", size(12, 2), { newsType: "newsroom" });
    expect(paged.page).toBe(1);
  });

  it("finds an article only under its own news type, with locale fallback", async () => {
    expect((await findNews(db, "jp", "n-press", "newsroom"))?.text?.title).toBe("n-press (jp)");
    expect((await findNews(db, "de", "n-press", "newsroom"))?.text?.title).toBe("n-press");
    expect(await findNews(db, "en", "n-press", "career")).toBeUndefined();
    expect(await findNews(db, "en", "n-future", "newsroom")).toBeUndefined();
  });

  it("falls back to English field by field: a German title alone keeps the English summary and body", async () => {
    expect((await findNews(db, "de", "n-half", "newsroom"))?.text).toEqual({ title: "Halb", summary: "Summary", body: "<p>English body</p>" });
    const listed = (await listNews(db, "de", size(12), { newsType: "newsroom" })).rows.find((r) => r.slug === "n-half");
    expect(listed?.text).toEqual({ title: "Halb", summary: "Summary" });
    expect((await findNews(db, "en", "n-half", "newsroom"))?.text?.title).toBe("Half");
    expect((await findNews(db, "kr", "n-half", "newsroom"))?.text?.title).toBe("Half");
  });

  it("reads ?category= strictly", () => {
    expect(newsCategory("newsroom", null)).toBeUndefined();
    expect(newsCategory("newsroom", "")).toBeUndefined();
    expect(newsCategory("newsroom", "2")).toBe(2);
    expect(newsCategory("career", "2")).toBe(-1);
    for (const bad of ["-1", "abc", "1.0", "01", "9"]) expect(newsCategory("newsroom", bad)).toBe(-1);
  });
});

describe("events", () => {
  it("lists company events with webinars, upcoming soonest first, then past ones", async () => {
    const company = await listEvents(db, "en", size(12), { list: "company" });
    expect(company.rows.map((r) => r.slug)).toEqual(["fair-soon", "webinar", "fair-later", "fair-past"]);
    const career = await listEvents(db, "en", size(12), { list: "career" });
    expect(career.rows.map((r) => r.slug)).toEqual(["open-day"]);
  });

  it("finds an event only in its own list", async () => {
    expect(await findEvent(db, "en", "open-day", "career")).toBeDefined();
    expect(await findEvent(db, "en", "open-day", "company")).toBeUndefined();
    expect(await findEvent(db, "en", "webinar", "company")).toBeDefined();
  });
});

describe("jobs", () => {
  it("filters by city and pages in SQL", async () => {
    const zurich = await listJobs(db, "kr", size(12), { city: "Zurich" });
    expect(zurich.total).toBe(8);
    expect(zurich.rows[0].text?.szaTitle).toBe("채용 zurich-0");
    expect((await listJobs(db, "en", size(12), { city: "Atlantis" })).total).toBe(0);
    expect((await listJobs(db, "en", size(12))).total).toBe(9);
    expect(await jobCities(db)).toEqual(["Tokyo", "Zurich"]);
  });

  it("gives the latest six for the career hub", async () => {
    const latest = await latestJobs(db, "en", 6);
    expect(latest.map((j) => j.slug)).toEqual(["zurich-0", "zurich-1", "zurich-2", "zurich-3", "zurich-4", "zurich-5"]);
    expect(latest[0].positions).toEqual([{ name: "Engineering" }]);
  });
});

describe("employee stories", () => {
  it("filters by group and category, published only", async () => {
    expect((await listStories(db, "en", size(12))).total).toBe(4);
    const engineers = await listStories(db, "en", size(12), { group: "Employees", category: "Engineering" });
    expect(engineers.rows.map((r) => r.slug)).toEqual(["s1", "s4"]);
    expect(engineers.rows[0].text).toEqual({ title: "s1", summary: "s" });
    expect((await listStories(db, "en", size(12), { group: "Pirates" })).total).toBe(0);
    expect((await latestStories(db, "en", 3)).map((s) => s.slug)).toEqual(["s1", "s2", "s3"]);
    expect(await storyFilters(db)).toEqual({ groups: ["Apprentices", "Employees"], categories: ["Engineering", "Operations", "Sales"] });
    expect((await findStory(db, "de", "s2"))?.text?.body).toBe("<p>b</p>");
    expect(await findStory(db, "en", "s-future")).toBeUndefined();
  });
});

describe("products", () => {
  it("filters the catalogue by category slug and status; unknown values match nothing", async () => {
    expect((await listProducts(db, "en", size(12))).rows.map((r) => r.slug)).toEqual(["scd50", "shx20", "shx40"]);
    expect((await listProducts(db, "en", size(12), { category: "humidity" })).rows.map((r) => r.slug)).toEqual(["shx20", "shx40"]);
    expect((await listProducts(db, "en", size(12), { category: "humidity", status: "active" })).rows.map((r) => r.slug)).toEqual(["shx40"]);
    expect((await listProducts(db, "en", size(12), { status: "bogus" })).total).toBe(0);
    expect((await listProducts(db, "en", size(12), { category: "nope" })).total).toBe(0);
  });

  it("localizes product and category text with English fallback", async () => {
    const de = await findProduct(db, "de", "shx40");
    expect(de?.text?.summary).toBe("Klein und genau.");
    // A locale's displayName translates the column; a locale without one shows the column.
    expect(de?.display_name).toBe("SHX40 Feuchtesensor");
    expect((await findProduct(db, "cn", "shx40"))?.display_name).toBe("SHX40 Humidity Sensor");
    expect((await productOptions(db, "de")).find((o) => o.slug === "shx40")?.display_name).toBe("SHX40 Feuchtesensor");
    expect(de?.categoryText?.title).toBe("Feuchtesensoren");
    expect(de?.price_usd).toBe("12.50");
    expect(de?.properties).toEqual({ Accuracy: "±1.5 %RH", Supply: "3.3 V" });
    const cn = await findProduct(db, "cn", "scd50");
    expect(cn?.categoryText?.title).toBe("CO₂ sensors");
    expect((await listCategories(db, "de")).map((c) => c.text?.title)).toEqual(["Feuchtesensoren", "CO₂ sensors"]);
    expect(await findProduct(db, "en", "nope")).toBeUndefined();
  });

  it("finds compared products in the order asked, skipping unknown slugs", async () => {
    const found = await findProducts(db, "en", ["scd50", "nope", "shx40"]);
    expect(found.map((p) => p.slug)).toEqual(["scd50", "shx40"]);
    expect(await findProducts(db, "en", [])).toEqual([]);
    expect((await productOptions(db, "en")).map((o) => o.slug)).toEqual(["scd50", "shx20", "shx40"]);
  });

  it("reads compare slugs from ?products= and repeated ?product=", () => {
    expect(compareSlugs(new URLSearchParams("products=a,b&product=c&product=a"))).toEqual(["a", "b", "c"]);
    expect(compareSlugs(new URLSearchParams("products=SHX40,%20,,bad%20slug,<x>"))).toEqual(["shx40"]);
    expect(compareSlugs(new URLSearchParams(""))).toEqual([]);
  });
});

describe("downloads", () => {
  it("lists software and documents with date and file size, filtered by kind", async () => {
    const all = await listDownloads(db, "de", size(12));
    expect(all.rows.map((r) => r.text?.title)).toEqual(["SHX40 driver", "SHX40 Datenblatt", "Viewer"]);
    const documents = await listDownloads(db, "en", size(12), { kind: "document" });
    expect(documents.rows).toHaveLength(1);
    expect(documents.rows[0].size).toBe(1_258_291);
    expect(documents.rows[0].productSlug).toBe("shx40");
    expect(downloadUrl(documents.rows[0])).toBe(`/media/${mediaId}/SHX40%20datasheet.pdf`);
    expect(downloadUrl({ media_id: null, filename: null })).toBeNull();
    expect((await listDownloads(db, "en", size(12), { kind: "video" })).total).toBe(0);
    expect((await downloadsForProduct(db, "en", productIds.shx40)).map((d) => d.kind)).toEqual(["software", "document"]);
  });
});

describe("inventory", () => {
  it("keeps prices as exact decimal strings", async () => {
    const page = await listInventory(db, size(12), "en");
    expect(page.rows.map((r) => [r.slug, r.price_usd])).toEqual([
      ["scd50-lot-b", "9.99"],
      ["shx40-lot-a", "1234.50"],
    ]);
    expect((await findInventoryItem(db, "shx40-lot-a", "en"))?.quantity).toBe(5000);
    expect((await findInventoryItem(db, "shx40-lot-a", "de"))?.display_name).toBe("SHX40 Feuchtesensor");
    expect(await findInventoryItem(db, "nope", "en")).toBeUndefined();
  });
});

describe("partners, representatives, FAQ, media", () => {
  it("groups partners and representatives by region", async () => {
    const partners = byRegion(await listPartners(db));
    expect(partners.map((g) => [g.region, g.entries.map((e) => e.name)])).toEqual([
      ["Americas", ["Alpha Supply"]],
      ["Europe", ["Beta Elektronik", "Zeta Parts"]],
    ]);
    expect(byRegion(await listRepresentatives(db))[0].entries[0].email).toBe("kim@example.com");
    expect(byRegion([])).toEqual([]);
  });

  it("orders FAQ entries by position with locale fallback", async () => {
    expect((await listFaq(db, "cn")).map((f) => f.text?.question)).toEqual(["第一？", "Second?"]);
  });

  it("resolves media URLs and localized alt text", async () => {
    const images = await mediaImages(db, "de", [mediaId, null, mediaId]);
    expect(imageOf(images, mediaId)).toMatchObject({ url: `/media/${mediaId}/SHX40%20datasheet.pdf`, alt: "Datenblatt" });
    expect((await mediaImages(db, "jp", [mediaId])).get(mediaId)?.alt).toBe("Datasheet");
    expect(imageOf(images, null)).toBeNull();
    expect(imageOf(images, 99_999)).toBeNull();
    expect((await mediaImages(db, "en", [])).size).toBe(0);
  });
});
