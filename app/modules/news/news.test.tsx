import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import newsStyleguide from "./sample";
import type { SeedMedia } from "../../../db/seed/media";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { parseWithZod } from "@conform-to/zod";
import { editorErrorMap, moduleFormSchema } from "~/editor/pages/module-form-schema";
import { resources } from "~/i18n/resources";
import { prepareModule } from "../prepare.server";
import { loadNews } from "./load.server";
import type { NewsRows } from "./news-rows";
import { CATEGORY_MISMATCH, NEWS_CATEGORY_VALUES, newsSchema, type NewsData } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const newsEditor = moduleEditors.NEWS;

const rows: NewsRows = {
  items: [
    {
      id: 1,
      title: "Vireo opens a new clean room",
      summary: "A second production line doubles the capacity for humidity sensors.",
      href: "/company/news/press-releases-and-news/article/clean-room",
      image: { id: 7, url: "/media/7/clean-room.webp", alt: "", width: 800, height: 450 },
      date: "2026-03-12T08:00:00.000Z",
      category: "press",
    },
    {
      id: 2,
      title: "Half-year results",
      summary: "",
      href: "/company/news/press-releases-and-news/article/results",
      image: null,
      date: "2026-02-01T08:00:00.000Z",
      category: "adhoc",
    },
  ],
  total: 14,
  allHref: "/company/news/press-releases-and-news",
};

describe("NEWS renderer", () => {
  it("shows news cards (400px kind) with date, category, summary and a link to each article", () => {
    const html = renderModule("NEWS", { heading: { title: "Latest news" } }, { rows });
    expect(html).toContain('<ul class="cards cards--news row-cards">');
    expect(html.match(/<li class="content-card row-card">/g)).toHaveLength(2);
    expect(html).toMatch(/<h3 class="content-card__title"><a[^>]*href="\/company\/news\/press-releases-and-news\/article\/clean-room"[^>]*>Vireo opens a new clean room<\/a><\/h3>/);
    expect(html).toContain('<time dateTime="2026-03-12">March 12, 2026</time> · Press release');
    expect(html).toContain("Ad hoc news");
    expect(html).toContain("A second production line doubles the capacity for humidity sensors.");
    // An image without alt text gets the SPEC §3.4 fallback.
    expect(html).toContain('alt="No alternate text provided"');
  });

  it("links to the full list, named after the news type, unless the editor turned it off", () => {
    expect(renderModule("NEWS", { showAllLink: true }, { rows })).toMatch(/href="\/company\/news\/press-releases-and-news"[^>]*>All news<\/a>/);
    expect(renderModule("NEWS", { newsType: "career", showAllLink: true }, { rows })).toContain(">All career news</a>");
    expect(renderModule("NEWS", { showAllLink: false }, { rows })).not.toContain("All news");
    expect(renderModule("NEWS", {}, { rows })).not.toContain("All news");
  });

  it("speaks German: dates, categories, the list link", () => {
    const html = renderModule("NEWS", { showAllLink: true }, { locale: "de", rows });
    expect(html).toContain("12. März 2026");
    expect(html).toContain("Medienmitteilung");
    expect(html).toContain(">Alle News</a>");
  });

  it("shows the translated empty message when there are no articles (Japanese), and without rows", () => {
    const html = renderModule("NEWS", {}, { locale: "jp", rows: { items: [], total: 0, allHref: "/jp/company/news/press-releases-and-news" } });
    expect(html).toContain("現在表示できるニュースはありません。");
    expect(html).not.toContain("<ul");
    expect(renderModule("NEWS", {}, { rows: null })).toContain("There is no news to show at the moment.");
  });
});

describe("NEWS schema", () => {
  it("defaults to the three newest newsroom articles of all categories; new modules start with the list link", () => {
    expect(newsSchema.parse({})).toEqual({ newsType: "newsroom", category: "all", limit: 3, showAllLink: false });
    expect(newsSchema.parse(newsEditor.defaults)).toEqual({ newsType: "newsroom", category: "all", limit: 3, showAllLink: true });
  });

  it("reads an unticked list-link checkbox (absent from the form) as no link", () => {
    const form = new FormData();
    form.set("data.newsType", "career");
    form.set("data.category", "apprentice");
    form.set("data.limit", "6");
    const submission = parseWithZod(form, { schema: moduleFormSchema("NEWS"), errorMap: editorErrorMap });
    expect(submission.status === "success" && submission.value.data).toEqual({ newsType: "career", category: "apprentice", limit: 6, showAllLink: false });
    form.set("data.showAllLink", "on");
    form.set("data.category", "press");
    const mismatch = parseWithZod(form, { schema: moduleFormSchema("NEWS"), errorMap: editorErrorMap });
    expect(mismatch.reply().error).toEqual({ "data.category": [CATEGORY_MISMATCH] });
  });

  it("accepts each news type's own categories and 'All' (SPEC §3.8)", () => {
    for (const category of ["all", "news", "press", "adhoc"] as const) expect(newsSchema.safeParse({ newsType: "newsroom", category }).success).toBe(true);
    for (const category of ["all", "career", "apprentice"] as const) expect(newsSchema.safeParse({ newsType: "career", category }).success).toBe(true);
  });

  it("rejects a category that does not belong to the news type, on the category field", () => {
    const result = newsSchema.safeParse({ newsType: "career", category: "press" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["category"], message: CATEGORY_MISMATCH })]);
    expect(newsSchema.safeParse({ newsType: "newsroom", category: "apprentice" }).success).toBe(false);
    expect(newsSchema.safeParse({ newsType: "newsroom", category: "3" }).success).toBe(false);
    expect(newsSchema.safeParse({ newsType: "blog" }).success).toBe(false);
  });

  it("keeps the limit between 1 and 12", () => {
    expect(newsSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(newsSchema.safeParse({ limit: 13 }).success).toBe(false);
    expect(newsSchema.safeParse({ limit: 12 }).success).toBe(true);
  });

  it("renders stored data with a mismatched category as 'All' instead of dropping the module", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({ id: "n1", type: "NEWS", layout: {}, data: { newsType: "career", category: "adhoc", limit: 6 } });
    expect(module?.data).toEqual({ newsType: "career", category: "all", limit: 6, showAllLink: false });
    warn.mockRestore();
  });

  it("offers every category in the editor, and limits the schema accepts", () => {
    const fields = newsEditor.groups[0].fields;
    const category = fields.find((f) => f.name === "category");
    expect(category?.options?.map((o) => o.value).sort()).toEqual([...NEWS_CATEGORY_VALUES].sort());
    const limit = fields.find((f) => f.name === "limit");
    for (const option of limit?.options ?? []) expect(newsSchema.safeParse({ limit: Number(option.value) }).success).toBe(true);
    expect(newsSchema.safeParse(newsEditor.defaults).success).toBe(true);
  });

  it("has a translation for every editor label and option (no ':' or '.', which i18next reads as separators)", () => {
    const labels = resources.de.editor.labels as Record<string, string>;
    for (const field of newsEditor.groups[0].fields) {
      for (const label of [field.label, ...(field.options ?? []).map((o) => o.label).filter((l) => !/^\d+$/.test(l))]) {
        expect(label).not.toMatch(/[:.]/);
        expect(labels[label], label).toBeTruthy();
      }
    }
    expect(labels["Newsroom – Press release"]).toBe("Newsroom – Medienmitteilung");
  });

  it("seeds style guide modules that parse in every locale", () => {
    const media = new Proxy({}, { get: () => ({ id: 1, url: "/media/1/x.webp", alt: "", width: 1, height: 1 }) }) as SeedMedia;
    for (const module of newsStyleguide(media)) {
      for (const data of Object.values(module.content)) expect(newsSchema.safeParse(data).success).toBe(true);
    }
  });
});

describe("NEWS loader", () => {
  let testDb: TestDb;
  let db: Db;
  const DAY = 86_400_000;
  const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
  const data = (value: Partial<NewsData>): NewsData => newsSchema.parse(value);
  let imageId = 0;

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    const image = await db
      .insertInto("media")
      .values({ kind: "image", filename: "press.webp", content_type: "image/webp", width: 800, height: 450, bytes: null, url: null, alt: JSON.stringify({ en: "Press photo", de: "Pressebild" }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    imageId = image.id;
    const article = (slug: string, news_type: "newsroom" | "career", category: number, age: number, summary = "Summary") => ({
      slug,
      news_type,
      category,
      published_at: daysAgo(age),
      image_id: slug === "press-1" ? imageId : null,
      content: JSON.stringify({
        en: { title: `Title ${slug}`, summary, body: "<p>Body</p>" },
        de: { title: `Titel ${slug}`, summary: "Zusammenfassung", body: "<p>Text</p>" },
      }),
    });
    await db
      .insertInto("news_articles")
      .values([
        article("news-1", "newsroom", 0, 1, "A summary that is far too long for a card and has to be cut at seventy-five characters by truncate."),
        article("press-1", "newsroom", 1, 2),
        article("adhoc-1", "newsroom", 2, 3),
        article("news-2", "newsroom", 0, 4),
        article("press-2", "newsroom", 1, 5),
        article("career-1", "career", 0, 1),
        article("apprentice-1", "career", 1, 2),
        article("scheduled", "newsroom", 0, -2),
      ])
      .execute();
  });

  afterAll(async () => {
    await testDb?.destroy();
  });

  it("reads the newest published articles of the news type, up to the limit, as plain JSON", async () => {
    const result = await loadNews(data({ limit: 3 }), { db, locale: "en", site: "main", log: logger });
    expect(result.items.map((i) => i.title)).toEqual(["Title news-1", "Title press-1", "Title adhoc-1"]);
    expect(result.total).toBe(5); // the scheduled article is not published yet
    expect(result.allHref).toBe("/company/news/press-releases-and-news");
    expect(result.items[0].href).toBe("/company/news/press-releases-and-news/article/news-1");
    expect(result.items[1]).toMatchObject({ category: "press", image: { id: imageId, url: `/media/${imageId}/press.webp`, alt: "Press photo", width: 800, height: 450 } });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it("cuts summaries at 75 characters (SPEC §9)", async () => {
    const result = await loadNews(data({ limit: 1 }), { db, locale: "en", site: "main", log: logger });
    const summary = result.items[0].summary;
    expect([...summary].length).toBeLessThanOrEqual(75);
    expect(summary.endsWith("…")).toBe(true);
  });

  it("filters by category (SPEC numbering) and links to that category's list", async () => {
    const press = await loadNews(data({ category: "press", limit: 6 }), { db, locale: "en", site: "main", log: logger });
    expect(press.items.map((i) => i.title)).toEqual(["Title press-1", "Title press-2"]);
    expect(press.allHref).toBe("/company/news/press-releases-and-news?category=1");
    const adhoc = await loadNews(data({ category: "adhoc" }), { db, locale: "en", site: "main", log: logger });
    expect(adhoc.items.map((i) => i.title)).toEqual(["Title adhoc-1"]);
    expect(adhoc.allHref).toBe("/company/news/ad-hoc-announcement-pursuant-to-art-53-lr");
  });

  it("reads career news into the career routes, in the visitor's locale", async () => {
    const all = await loadNews(data({ newsType: "career" }), { db, locale: "de", site: "main", log: logger });
    expect(all.items.map((i) => i.title)).toEqual(["Titel career-1", "Titel apprentice-1"]);
    expect(all.items[0].href).toBe("/de/karriere/karriere-news/news-medienmitteilungen/artikel/career-1");
    expect(all.allHref).toBe("/de/karriere/karriere-news/news-medienmitteilungen");
    const apprentice = await loadNews(data({ newsType: "career", category: "apprentice" }), { db, locale: "jp", site: "main", log: logger });
    expect(apprentice.items.map((i) => [i.title, i.category])).toEqual([["Title apprentice-1", "apprentice"]]);
    expect(apprentice.allHref).toBe("/jp/career/career-news/news-pressreleases?category=1");
  });

  it("renders what it read", async () => {
    const result = await loadNews(data({}), { db, locale: "en", site: "main", log: logger });
    const html = renderModule("NEWS", {}, { rows: result });
    expect(html).toContain("Title news-1");
    expect(html).toContain('alt="Press photo"');
  });
});
