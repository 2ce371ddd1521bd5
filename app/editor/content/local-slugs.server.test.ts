import { parseWithZod } from "@conform-to/zod";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { findBlogPost, listBlogPosts } from "~/content/blog.server";
import { findEvent, listEvents } from "~/content/events.server";
import { detailAlternates } from "~/content/local-slugs.server";
import { findNews, listNews } from "~/content/news.server";
import { searchDocuments } from "~/content/search.server";
import { sitemapFileBatches } from "~/content/sitemap.server";
import { findStory, listStories } from "~/content/stories.server";
import { LOCALES } from "~/i18n/locales";
import { editorErrorMap } from "../pages/module-form-schema";
import { validationMessage } from "../shell/validation-messages";
import { contentSubmissionSchema, translationFields } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import { ContentRejected, formValues, loadContentItem, saveContent } from "./content-items.server";
import { CONTENT_STORES } from "./content-stores.server";

let t: EditorTestDb;
let db: Db;
let editorId: number;

beforeAll(async () => {
  t = await createEditorTestDb({ name: "Nora" });
  ({ db, editorId } = t);
});
afterAll(() => t.destroy());

const paging = { page: 1, pageSize: 50 } as const;
const press = { category: "press", publishedAt: "2026-11-20T09:00", summary: "A new plant." };
const ARTICLE_DE = "/de/unternehmen/news/medienmitteilungen-und-news/artikel";
const ARTICLE_EN = "/company/news/press-releases-and-news/article";

async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContentRejected);
  return (error as ContentRejected).fieldErrors;
}

/** A published press release with an English title and, when given, German texts (published). */
async function publishedNews(title: string, german?: Record<string, string>): Promise<number> {
  const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: { ...press, title }, revision: null, editorId, publish: true });
  if (german) await saveContent(db, { kind: "news", id, locale: "de", values: german, revision: 1, editorId, publish: true });
  return id;
}

describe("a press release with a German slug", () => {
  it("takes the slug made from the German title when none is typed; German finds it there, Japanese at the English slug", async () => {
    const id = await publishedNews("Vireo opens a plant in Zug", { title: "Vireo eröffnet ein Werk in Zug" });
    const item = await loadContentItem(db, "news", id);
    expect(item?.editable.content.de?.slug).toBe("vireo-eroffnet-ein-werk-in-zug");
    expect(formValues("news", item!.editable, "de").slug).toBe("vireo-eroffnet-ein-werk-in-zug");
    expect(formValues("news", item!.editable, "jp").slug).toBe("");

    const german = await findNews(db, "de", "vireo-eroffnet-ein-werk-in-zug", "newsroom");
    expect(german).toMatchObject({ id, slug: "vireo-eroffnet-ein-werk-in-zug", text: { title: "Vireo eröffnet ein Werk in Zug" } });
    expect(german?.slugs).toEqual({ en: "vireo-opens-a-plant-in-zug", de: "vireo-eroffnet-ein-werk-in-zug", cn: "vireo-opens-a-plant-in-zug", jp: "vireo-opens-a-plant-in-zug", kr: "vireo-opens-a-plant-in-zug" });
    // The English slug still finds it in German (the screen answers 301 to the German one) …
    expect((await findNews(db, "de", "vireo-opens-a-plant-in-zug", "newsroom"))?.id).toBe(id);
    // … but the German slug is no address in English or Japanese.
    expect(await findNews(db, "en", "vireo-eroffnet-ein-werk-in-zug", "newsroom")).toBeUndefined();
    expect(await findNews(db, "jp", "vireo-eroffnet-ein-werk-in-zug", "newsroom")).toBeUndefined();
    expect((await findNews(db, "jp", "vireo-opens-a-plant-in-zug", "newsroom"))?.slug).toBe("vireo-opens-a-plant-in-zug");

    const listed = async (locale: "de" | "jp") => (await listNews(db, locale, paging, { newsType: "newsroom" })).rows.find((r) => r.id === id)?.slug;
    expect(await listed("de")).toBe("vireo-eroffnet-ein-werk-in-zug");
    expect(await listed("jp")).toBe("vireo-opens-a-plant-in-zug");
    expect(CONTENT_STORES.news.viewHref(item!.publishedRow!, "de")).toBe(`${ARTICLE_DE}/vireo-eroffnet-ein-werk-in-zug`);
    expect(CONTENT_STORES.news.viewHref(item!.publishedRow!, "jp")).toBe(`/jp${ARTICLE_EN}/vireo-opens-a-plant-in-zug`);

    const hits = await searchDocuments(db, { site: "main", locale: "de", q: "Werk Zug", limit: 10, offset: 0 });
    expect(hits.hits.map((h) => h.href)).toContain(`${ARTICLE_DE}/vireo-eroffnet-ein-werk-in-zug`);
  });

  it("answers the English slug in German with 301 to the German one, and gives each locale's address for hreflang", () => {
    const slugs = { en: "plant", de: "werk", cn: "plant", jp: "plant", kr: "plant" } as const;
    const request = { route: "newsArticle", param: "slug", locale: "de", site: "main" } as const;
    const thrown = (() => {
      try {
        detailAlternates({ ...request, requested: "plant" }, slugs);
      } catch (response) {
        return response as Response;
      }
      return null;
    })();
    expect(thrown?.status).toBe(301);
    expect(thrown?.headers.get("Location")).toBe(`${ARTICLE_DE}/werk`);
    expect(detailAlternates({ ...request, requested: "werk" }, slugs)).toEqual({
      en: `${ARTICLE_EN}/plant`,
      de: `${ARTICLE_DE}/werk`,
      cn: `/cn${ARTICLE_EN}/plant`,
      jp: `/jp${ARTICLE_EN}/plant`,
      kr: `/kr${ARTICLE_EN}/plant`,
    });
    expect(detailAlternates({ ...request, site: "automotive", locale: "jp", requested: "plant" }, slugs)).toEqual({
      en: `${ARTICLE_EN}/plant`,
      jp: `/jp${ARTICLE_EN}/plant`,
      cn: `/cn${ARTICLE_EN}/plant`,
      kr: `/kr${ARTICLE_EN}/plant`,
    });
  });

  it("keeps no German slug that is the English one or made from a title without Latin letters", async () => {
    const id = await publishedNews("Same words", { title: "Same words" });
    expect((await loadContentItem(db, "news", id))?.editable.content.de?.slug).toBeUndefined();
    await saveContent(db, { kind: "news", id, locale: "jp", values: { title: "同じ言葉" }, revision: 2, editorId, publish: true });
    expect((await loadContentItem(db, "news", id))?.editable.content.jp).toEqual({ title: "同じ言葉" });
  });

  it("keeps a draft's German slug from visitors until Publish, then answers the old German address with 301 (that locale only)", async () => {
    const id = await publishedNews("Sensor day", { title: "Sensortag", slug: "sensortag" });
    await saveContent(db, { kind: "news", id, locale: "de", values: { title: "Sensortag", slug: "tag-der-sensoren" }, revision: 2, editorId, publish: false });
    expect((await findNews(db, "de", "sensortag", "newsroom"))?.id).toBe(id);
    expect(await findNews(db, "de", "tag-der-sensoren", "newsroom")).toBeUndefined();
    // The draft holds the slug: nobody else may take it meanwhile.
    const other = await publishedNews("Another day");
    expect(await refusal(saveContent(db, { kind: "news", id: other, locale: "de", values: { title: "Ein anderer Tag", slug: "tag-der-sensoren" }, revision: 1, editorId, publish: false }))).toEqual({
      slug: [validationMessage("contentSlugTaken")],
    });

    await saveContent(db, { kind: "news", id, locale: "de", values: { title: "Sensortag", slug: "tag-der-sensoren" }, revision: 3, editorId, publish: true });
    expect((await findNews(db, "de", "tag-der-sensoren", "newsroom"))?.id).toBe(id);
    expect(await findNews(db, "de", "sensortag", "newsroom")).toBeUndefined();
    // Both earlier German addresses (the English slug before it had a German one, then "sensortag") lead to the new one in one hop.
    const redirects = await db.selectFrom("redirects").select(["site", "source_path", "target"]).where("target", "like", "%tag-der-sensoren").orderBy("source_path").execute();
    expect(redirects).toEqual([
      { site: "main", source_path: `${ARTICLE_DE}/sensor-day`, target: `${ARTICLE_DE}/tag-der-sensoren` },
      { site: "main", source_path: `${ARTICLE_DE}/sensortag`, target: `${ARTICLE_DE}/tag-der-sensoren` },
    ]);
    // The English address did not change: no redirect from it in English or another locale.
    expect(await db.selectFrom("redirects").select("source_path").where("source_path", "not like", "/de/%").where("source_path", "like", "%sensor-day").execute()).toEqual([]);
  });
});

describe("slug uniqueness per kind and locale", () => {
  it("refuses another item's German slug in German, another item's English slug (the fallback), and an English slug that is another's German one", async () => {
    await publishedNews("Trade fair in Munich", { title: "Messe in München", slug: "messe-muenchen" });
    const id = await publishedNews("Trade fair in Basel");
    const taken = { slug: [validationMessage("contentSlugTaken")] };
    expect(await refusal(saveContent(db, { kind: "news", id, locale: "de", values: { title: "Messe in Basel", slug: "messe-muenchen" }, revision: 1, editorId, publish: true }))).toEqual(taken);
    expect(await refusal(saveContent(db, { kind: "news", id, locale: "de", values: { title: "Messe in Basel", slug: "trade-fair-in-munich" }, revision: 1, editorId, publish: true }))).toEqual(taken);
    expect(await refusal(saveContent(db, { kind: "news", id, locale: "en", values: { ...press, title: "Trade fair in Basel", slug: "messe-muenchen" }, revision: 1, editorId, publish: true }))).toEqual(taken);
    // The same slug in another locale of another item is a different address: allowed.
    await saveContent(db, { kind: "news", id, locale: "kr", values: { title: "바젤 박람회", slug: "messe-muenchen" }, revision: 1, editorId, publish: true });
    expect((await findNews(db, "kr", "messe-muenchen", "newsroom"))?.id).toBe(id);
    expect(await db.selectFrom("news_articles").select("id").where(sql<boolean>`content -> 'de' ->> 'title' = 'Messe in Basel'`).execute()).toEqual([]);
  });

  it("has a unique index per locale (two editors at once: the second save is refused by the database)", async () => {
    await publishedNews("Index test one", { title: "Indextest", slug: "indextest" });
    const error = await db
      .insertInto("news_articles")
      .values({ slug: "index-test-two", news_type: "newsroom", category: 0, published_at: new Date(), content: JSON.stringify({ en: { title: "Two" }, de: { title: "Zwei", slug: "indextest" } }) } as never)
      .execute()
      .catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe("23505");
  });

  it("checks a translation's slug with the kind's schema: format and length, typed values kept by the form", () => {
    const parse = (slug: string) => {
      const form = new FormData();
      form.set("data.title", "Messe");
      form.set("data.slug", slug);
      return parseWithZod(form, { schema: contentSubmissionSchema(CONTENT_KIND_FORMS.news, false), errorMap: editorErrorMap });
    };
    expect(parse("Messe München").reply().error).toMatchObject({ "data.slug": [validationMessage("slugFormat")] });
    expect(parse("a".repeat(121)).reply().error).toMatchObject({ "data.slug": [validationMessage("maxLength", { n: 120 })] });
    expect(parse("messe-muenchen").status).toBe("success");
    // Kinds without a detail page per locale have no slug in a translation.
    expect(translationFields(CONTENT_KIND_FORMS.jobs)).not.toContain("slug");
    expect(translationFields(CONTENT_KIND_FORMS.news)).toContain("slug");
  });
});

describe("the other kinds with detail pages", () => {
  it("blog posts, events and stories answer at their German slug and link to it", async () => {
    const post = await saveContent(db, { kind: "blog", id: null, locale: "en", values: { title: "Sensing the air", publishedAt: "2026-11-01T08:00" }, revision: null, editorId, publish: true });
    await saveContent(db, { kind: "blog", id: post.id, locale: "de", values: { title: "Die Luft messen" }, revision: 1, editorId, publish: true });
    expect((await findBlogPost(db, "de", "die-luft-messen"))?.id).toBe(post.id);
    expect((await listBlogPosts(db, "de", paging)).rows.find((r) => r.id === post.id)?.slug).toBe("die-luft-messen");

    const event = await saveContent(db, { kind: "events", id: null, locale: "en", values: { title: "Sensor summit", kind: "company", startsAt: "2030-05-01T09:00", location: "Zug" }, revision: null, editorId, publish: true });
    await saveContent(db, { kind: "events", id: event.id, locale: "de", values: { title: "Sensorgipfel" }, revision: 1, editorId, publish: true });
    expect((await findEvent(db, "de", "sensorgipfel", "company"))?.slugs.de).toBe("sensorgipfel");
    expect((await listEvents(db, "de", paging, { list: "company" })).rows.find((r) => r.id === event.id)?.slug).toBe("sensorgipfel");

    const story = await saveContent(db, { kind: "stories", id: null, locale: "en", values: { title: "From apprentice to lead", category: "Engineering", group: "Employees", hasVideo: false, publishFrom: "2026-10-01T08:00" }, revision: null, editorId, publish: true });
    await saveContent(db, { kind: "stories", id: story.id, locale: "de", values: { title: "Vom Lehrling zur Leiterin" }, revision: 1, editorId, publish: true });
    expect((await findStory(db, "de", "vom-lehrling-zur-leiterin"))?.id).toBe(story.id);
    expect((await listStories(db, "de", paging)).rows.find((r) => r.id === story.id)?.slug).toBe("vom-lehrling-zur-leiterin");

    const batches = await sitemapFileBatches(db, "main", LOCALES, { kind: "blog", number: 1 });
    const entries = [];
    for await (const batch of batches!) entries.push(...batch);
    expect(entries.find((e) => e.alternates.en === "/newsroom/blog/sensing-the-air")?.alternates).toMatchObject({ de: "/de/newsroom/blog/die-luft-messen", jp: "/jp/newsroom/blog/sensing-the-air" });
  });
});
