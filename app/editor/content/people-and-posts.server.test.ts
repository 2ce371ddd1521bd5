import { parseWithZod } from "@conform-to/zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { blogTags, findBlogPost, listBlogPosts } from "~/content/blog.server";
import { searchDocuments } from "~/content/search.server";
import { sitemapFileBatches, type SitemapKind } from "~/content/sitemap.server";
import { findStory, latestStories, listStories, storyFilters } from "~/content/stories.server";
import { loadCv } from "~/modules/cv/load.server";
import { loadLatestEmployeeStories } from "~/modules/latest-employee-stories/load.server";
import { pickerRows } from "../pickers/picker-lists.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { selectionTitles } from "../pickers/selection-titles.server";
import { validationMessage } from "../shell/validation-messages";
import { contentSubmissionSchema } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import { ContentInUse, ContentRejected, deleteContent, formValues, loadContentItem, saveContent, unpublishContent } from "./content-items.server";
import { listContent, readContentListQuery } from "./content-list.server";
import { logger } from "~/lib/logger.server";

let t: EditorTestDb;
let db: Db;
let editorId: number;
let imageId: number;
let authorId: number;

beforeAll(async () => {
  t = await createEditorTestDb({ name: "Mara" });
  ({ db, editorId } = t);
  const media = await db
    .insertInto("media")
    .values({ kind: "image", filename: "portrait.webp", name: "Portrait", content_type: "image/webp", size: 4, bytes: new Uint8Array([1, 2, 3, 4]), alt: "{}" })
    .returning("id")
    .executeTakeFirstOrThrow();
  imageId = media.id;
  const author = await db
    .insertInto("blog_authors")
    .values({ slug: "lea-frei", name: "Lea Frei", content: JSON.stringify({ en: { bio: "Sensor engineer." } }) })
    .returning("id")
    .executeTakeFirstOrThrow();
  authorId = author.id;
});
afterAll(() => t.destroy());

const paging = { page: 1, pageSize: 12 } as const;
const search = (locale: "en" | "de", q: string) => searchDocuments(db, { site: "main", locale, q, limit: 10, offset: 0 }).then((r) => r.hits.map((h) => h.title));

async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContentRejected);
  return (error as ContentRejected).fieldErrors;
}

function parse(kind: keyof typeof CONTENT_KIND_FORMS, data: Record<string, string>, english = true) {
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) form.set(`data.${name}`, value);
  return parseWithZod(form, { schema: contentSubmissionSchema(CONTENT_KIND_FORMS[kind], english), errorMap: editorErrorMap });
}

async function sitemapPaths(kind: SitemapKind): Promise<string[]> {
  const batches = await sitemapFileBatches(db, "main", ["en"], { kind, number: 1 });
  const paths: string[] = [];
  if (batches) for await (const entries of batches) paths.push(...entries.map((e) => e.alternates.en ?? ""));
  return paths;
}

/** A page whose published revision holds one module of `type` with `data` (in English). */
async function pageWithModule(title: string, type: string, data: unknown): Promise<number> {
  const { id: pageId } = await db.insertInto("pages").values({ site: "main", parent_id: null, position: 0, editable: true }).returning("id").executeTakeFirstOrThrow();
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await db.insertInto("page_translations").values({ page_id: pageId, locale: "en", slug, path: slug, title, name: title }).execute();
  const { id: revisionId } = await db.insertInto("page_revisions").values({ page_id: pageId, status: "published", created_at: new Date(), published_at: new Date() }).returning("id").executeTakeFirstOrThrow();
  await db.insertInto("page_modules").values({ revision_id: revisionId, id: `m-${pageId}`, position: 0, type, layout: "{}" }).execute();
  await db.insertInto("page_module_contents").values({ revision_id: revisionId, module_id: `m-${pageId}`, locale: "en", data: JSON.stringify(data) }).execute();
  return revisionId;
}

describe("blog posts", () => {
  const post = { title: "Calibrating CO2 sensors at altitude", publishedAt: "2026-11-10T08:00", tags: "CO2, Air-Quality, co2", summary: "Pressure matters.", body: "<p>Thin <script>x()</script>air</p>" };

  it("go from draft to published (German text, Japanese falls back to English) to draft changes, unpublished and deleted", async () => {
    const { id } = await saveContent(db, { kind: "blog", id: null, locale: "en", values: { ...post, author: { id: authorId }, image: { id: imageId } }, revision: null, editorId, publish: false });
    const item = await loadContentItem(db, "blog", id);
    expect(item).toMatchObject({ status: "unpublished", revision: 1, updatedBy: "Mara" });
    expect(item?.editable.columns).toMatchObject({ slug: "calibrating-co2-sensors-at-altitude", author_id: authorId, tags: ["co2", "air-quality"], image_id: imageId });
    expect(item?.editable.content.en?.body).toBe("<p>Thin air</p>");
    // The form shows the tags as typed text, the author as the picker's row.
    expect(formValues("blog", item!.editable, "en")).toMatchObject({ tags: "co2, air-quality", author: { id: authorId }, publishedAt: "2026-11-10T08:00" });
    expect(await findBlogPost(db, "en", "calibrating-co2-sensors-at-altitude")).toBeUndefined();
    expect(await blogTags(db)).not.toContain("air-quality");

    await saveContent(db, { kind: "blog", id, locale: "en", values: { ...post, author: { id: authorId } }, revision: 1, editorId, publish: true });
    await saveContent(db, { kind: "blog", id, locale: "de", values: { title: "CO2-Sensoren in der Höhe kalibrieren", summary: "Der Druck zählt." }, revision: 2, editorId, publish: true });
    expect((await findBlogPost(db, "de", "calibrating-co2-sensors-at-altitude"))?.text?.title).toBe("CO2-Sensoren in der Höhe kalibrieren");
    const japanese = await findBlogPost(db, "jp", "calibrating-co2-sensors-at-altitude");
    expect(japanese).toMatchObject({ author: "Lea Frei", authorSlug: "lea-frei", tags: ["co2", "air-quality"] });
    expect(japanese?.text?.title).toBe("Calibrating CO2 sensors at altitude");
    expect((await listBlogPosts(db, "en", paging, { tag: "air-quality" })).rows.map((r) => r.id)).toEqual([id]);
    expect((await listBlogPosts(db, "en", paging, { author: "lea-frei" })).rows.map((r) => r.id)).toEqual([id]);
    expect(await blogTags(db)).toEqual(["air-quality", "co2"]);
    expect(await search("de", "Höhe kalibrieren")).toContain("CO2-Sensoren in der Höhe kalibrieren");
    expect(await sitemapPaths("blog")).toContain("/newsroom/blog/calibrating-co2-sensors-at-altitude");

    // A draft change waits for Publish; publishing a new slug answers the old address with 301.
    await saveContent(db, { kind: "blog", id, locale: "en", values: { ...post, title: "CO2 sensors in the mountains", slug: "co2-in-the-mountains", tags: "co2" }, revision: 3, editorId, publish: false });
    expect((await loadContentItem(db, "blog", id))?.status).toBe("draft");
    expect((await findBlogPost(db, "en", "calibrating-co2-sensors-at-altitude"))?.text?.title).toBe("Calibrating CO2 sensors at altitude");
    await saveContent(db, { kind: "blog", id, locale: "en", values: { ...post, title: "CO2 sensors in the mountains", slug: "co2-in-the-mountains", tags: "co2" }, revision: 4, editorId, publish: true });
    const moved = await findBlogPost(db, "en", "co2-in-the-mountains");
    expect(moved).toMatchObject({ tags: ["co2"], author: null });
    expect(moved?.text?.title).toBe("CO2 sensors in the mountains");
    expect(await blogTags(db)).toEqual(["co2"]);
    const redirect = await db.selectFrom("redirects").select("target").where("site", "=", "main").where("source_path", "=", "/newsroom/blog/calibrating-co2-sensors-at-altitude").executeTakeFirst();
    expect(redirect?.target).toBe("/newsroom/blog/co2-in-the-mountains");

    await unpublishContent(db, { kind: "blog", id, revision: 5, editorId });
    expect(await findBlogPost(db, "en", "co2-in-the-mountains")).toBeUndefined();
    expect((await listBlogPosts(db, "en", paging, { tag: "co2" })).rows).toEqual([]);
    expect(await blogTags(db)).toEqual([]);
    expect(await search("en", "mountains")).toEqual([]);
    expect(await sitemapPaths("blog")).toEqual([]);

    await deleteContent(db, { kind: "blog", id, revision: 6 });
    expect(await loadContentItem(db, "blog", id)).toBeNull();
  });

  it("keeps a post dated in the future (Scheduled) off the list, its page and the sitemap", async () => {
    const { id } = await saveContent(db, { kind: "blog", id: null, locale: "en", values: { ...post, title: "Next year", publishedAt: "2099-01-01T00:00" }, revision: null, editorId, publish: true });
    expect((await loadContentItem(db, "blog", id))?.status).toBe("scheduled");
    expect(await findBlogPost(db, "en", "next-year")).toBeUndefined();
    expect(await sitemapPaths("blog")).not.toContain("/newsroom/blog/next-year");
    await deleteContent(db, { kind: "blog", id, revision: 1 });
  });

  it("takes a published post off search when it is deleted without unpublishing first", async () => {
    const { id } = await saveContent(db, { kind: "blog", id: null, locale: "en", values: { ...post, title: "Dew point basics" }, revision: null, editorId, publish: true });
    expect(await search("en", "dew point")).toEqual(["Dew point basics"]);
    await deleteContent(db, { kind: "blog", id, revision: 1 });
    expect(await search("en", "dew point")).toEqual([]);
  });

  it("refuses bad tags, an author or image that does not exist; lists authors in the picker", async () => {
    expect(parse("blog", { ...post, tags: "co2, air quality" }).reply().error).toMatchObject({ "data.tags": [validationMessage("tagFormat")] });
    expect(parse("blog", { ...post, tags: "a,b,c,d,e,f,g,h,i,j,k" }).reply().error).toMatchObject({ "data.tags": [validationMessage("tagFormat")] });
    expect(parse("blog", { ...post, tags: `${"x".repeat(41)}` }).reply().error).toMatchObject({ "data.tags": [validationMessage("tagFormat")] });
    expect(parse("blog", { ...post, tags: "co2,,  humidity ," }).status).toBe("success");
    expect(parse("blog", { title: "", publishedAt: "" }).reply().error).toMatchObject({ "data.title": [validationMessage("required")], "data.publishedAt": [validationMessage("required")] });
    expect(parse("blog", { ...post, publishedAt: "2026-13-01T08:00" }).reply().error).toMatchObject({ "data.publishedAt": [validationMessage("dateFormat")] });
    // An untouched author picker posts an empty id: no author.
    expect(parse("blog", { ...post, "author.id": "" }).status).toBe("success");

    const values = { ...post, title: "Refused", author: { id: 999_999 }, image: { id: 999_998 } };
    expect(await refusal(saveContent(db, { kind: "blog", id: null, locale: "en", values, revision: null, editorId, publish: true }))).toEqual({
      author: [validationMessage("relationMissing")],
      image: [validationMessage("mediaMissing")],
    });
    expect(await db.selectFrom("blog_posts").select("id").where("slug", "=", "refused").execute()).toEqual([]);

    expect(await pickerRows(db, "fetchBlogAuthors", { page: 1, search: "frei" })).toEqual({ rows: [{ id: String(authorId), label: "Lea Frei" }], count: 1 });
    expect(await selectionTitles(db, "fetchBlogAuthors", [String(authorId)])).toEqual({ [String(authorId)]: "Lea Frei" });
  });
});

describe("employee stories", () => {
  const story = { title: "From apprentice to test lead", category: "Engineering", group: "Apprentices", publishFrom: "2026-10-01T07:00", summary: "Nine years at Vireo.", body: "<p>It started in the lab.</p>" };

  it("go from draft to published (lists, filters, German, Japanese fallback, search, sitemap), draft changes, unpublished and deleted", async () => {
    const { id } = await saveContent(db, { kind: "stories", id: null, locale: "en", values: { ...story, visual: { id: imageId }, hasVideo: true }, revision: null, editorId, publish: false });
    expect((await loadContentItem(db, "stories", id))?.editable.columns).toMatchObject({ slug: "from-apprentice-to-test-lead", category: "Engineering", group_name: "Apprentices", visual_id: imageId, has_video: true });
    expect(await findStory(db, "en", "from-apprentice-to-test-lead")).toBeUndefined();
    expect((await storyFilters(db)).groups).toEqual([]);

    await saveContent(db, { kind: "stories", id, locale: "en", values: { ...story, visual: { id: imageId }, hasVideo: true }, revision: 1, editorId, publish: true });
    await saveContent(db, { kind: "stories", id, locale: "de", values: { title: "Vom Lernenden zum Testleiter", summary: "Neun Jahre bei Vireo." }, revision: 2, editorId, publish: true });
    expect(await findStory(db, "de", "from-apprentice-to-test-lead")).toMatchObject({ has_video: true, visual_id: imageId, text: { title: "Vom Lernenden zum Testleiter", summary: "Neun Jahre bei Vireo." } });
    expect((await findStory(db, "jp", "from-apprentice-to-test-lead"))?.text?.title).toBe("From apprentice to test lead");
    expect((await listStories(db, "en", paging, { group: "Apprentices", category: "Engineering" })).rows.map((r) => r.id)).toEqual([id]);
    expect(await storyFilters(db)).toEqual({ groups: ["Apprentices"], categories: ["Engineering"] });
    expect((await latestStories(db, "en", 3)).map((r) => r.id)).toEqual([id]);
    expect(await search("de", "Lernenden Testleiter")).toContain("Vom Lernenden zum Testleiter");
    expect(await sitemapPaths("stories")).toContain("/career/career-news/employee-stories/article/from-apprentice-to-test-lead");

    // Draft changes (the checkbox unticked posts nothing: no video) wait for Publish.
    await saveContent(db, { kind: "stories", id, locale: "en", values: { ...story, category: "Sales" }, revision: 3, editorId, publish: false });
    expect((await findStory(db, "en", "from-apprentice-to-test-lead"))?.category).toBe("Engineering");
    await saveContent(db, { kind: "stories", id, locale: "en", values: { ...story, category: "Sales" }, revision: 4, editorId, publish: true });
    expect(await findStory(db, "en", "from-apprentice-to-test-lead")).toMatchObject({ category: "Sales", has_video: false, visual_id: null });

    await unpublishContent(db, { kind: "stories", id, revision: 5, editorId });
    expect(await findStory(db, "en", "from-apprentice-to-test-lead")).toBeUndefined();
    expect((await listStories(db, "en", paging)).rows).toEqual([]);
    expect(await search("de", "Lernenden Testleiter")).toEqual([]);
    expect(await sitemapPaths("stories")).toEqual([]);

    await deleteContent(db, { kind: "stories", id, revision: 6 });
    expect(await loadContentItem(db, "stories", id)).toBeNull();
  });

  it("refuses to delete a story a Latest employee stories module picks (naming the page); the module skips it while unpublished", async () => {
    const { id } = await saveContent(db, { kind: "stories", id: null, locale: "en", values: { ...story, title: "Night shift in Zug" }, revision: null, editorId, publish: true });
    const other = await saveContent(db, { kind: "stories", id: null, locale: "en", values: { ...story, title: "A year in sales", category: "Sales" }, revision: null, editorId, publish: true });
    const revisionId = await pageWithModule("Life at Vireo", "LATEST_EMPLOYEE_STORIES", { teasers: [{ story: { id: other.id } }, { story: { id, title: "Night shift in Zug" }, body: "Our own teaser." }], limit: 6, showAllLink: false });
    const context = { db, locale: "en" as const, site: "main" as const, log: logger };
    const modules = await loadLatestEmployeeStories({ teasers: [{ story: { id } }, { story: { id: other.id } }], limit: 6, showAllLink: false }, context);
    expect(modules.stories.map((s) => s.title)).toEqual(["Night shift in Zug", "A year in sales"]);

    const refused = await deleteContent(db, { kind: "stories", id, revision: 1 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContentInUse);
    expect((refused as ContentInUse).uses).toEqual([{ kind: "storyTeaser", name: "Life at Vireo" }]);
    expect(await loadContentItem(db, "stories", id)).not.toBeNull();

    await unpublishContent(db, { kind: "stories", id, revision: 1, editorId });
    const after = await loadLatestEmployeeStories({ teasers: [{ story: { id } }, { story: { id: other.id } }], limit: 6, showAllLink: false }, context);
    expect(after.stories.map((s) => s.title)).toEqual(["A year in sales"]);

    // A page revision in history does not count; once no page picks it, it can go.
    await db.updateTable("page_revisions").set({ status: "history" }).where("id", "=", revisionId).execute();
    await deleteContent(db, { kind: "stories", id, revision: 2 });
    expect(await loadContentItem(db, "stories", id)).toBeNull();
  });

  it("checks category, group, date and slug; a ticked video box reads as true", () => {
    expect(parse("stories", { ...story, category: "Marketing" }).reply().error).toMatchObject({ "data.category": [validationMessage("choice")] });
    expect(parse("stories", { ...story, group: "Interns" }).reply().error).toMatchObject({ "data.group": [validationMessage("choice")] });
    expect(parse("stories", { ...story, publishFrom: "soon" }).reply().error).toMatchObject({ "data.publishFrom": [validationMessage("dateFormat")] });
    expect(parse("stories", { ...story, slug: "Night_Shift" }).reply().error).toMatchObject({ "data.slug": [validationMessage("slugFormat")] });
    const ticked = parse("stories", { ...story, hasVideo: "on" });
    expect(ticked.status === "success" && ticked.value.data).toMatchObject({ hasVideo: true });
    const unticked = parse("stories", story);
    expect(unticked.status === "success" && unticked.value.data).toMatchObject({ hasVideo: false });
    expect(parse("stories", {}, false).status).toBe("success");
  });
});

describe("team members", () => {
  const member = { name: "Dr. Anna Keller", position: "Chief Executive Officer", organisationLevel: "1", positionOrder: 2, contactUrl: "mailto:anna.keller@vireo-sensors.example", linkedinUrl: "https://www.linkedin.com/in/anna-keller", experience: "CTO, Vireo\nEngineer, Sensirion", education: "ETH Zürich" };
  const cv = (members: number[], locale: "en" | "de" | "jp" = "en") => loadCv({ members, groupByLevel: true }, { db, locale, site: "main", log: logger }).then((rows) => rows.members);

  it("go from draft to the CV module (German position, Japanese falls back to English) to draft changes, unpublished and deleted", async () => {
    const { id } = await saveContent(db, { kind: "team", id: null, locale: "en", values: { ...member, image: { id: imageId } }, revision: null, editorId, publish: false });
    expect((await loadContentItem(db, "team", id))?.editable).toMatchObject({
      columns: { name: "Dr. Anna Keller", organisation_level: 1, position_order: 2, contact_url: "mailto:anna.keller@vireo-sensors.example", image_id: imageId },
      content: { en: { position: "Chief Executive Officer", education: "ETH Zürich" } },
    });
    expect((await cv([]))).toEqual([]);
    expect((await cv([id]))).toEqual([]);

    await saveContent(db, { kind: "team", id, locale: "en", values: { ...member, image: { id: imageId } }, revision: 1, editorId, publish: true });
    await saveContent(db, { kind: "team", id, locale: "de", values: { position: "Geschäftsführerin", experience: "CTO, Vireo\nIngenieurin, Sensirion" }, revision: 2, editorId, publish: true });
    const [german] = (await cv([id], "de"));
    expect(german).toMatchObject({ name: "Dr. Anna Keller", position: "Geschäftsführerin", experience: ["CTO, Vireo", "Ingenieurin, Sensirion"], organisationLevel: 1, contactUrl: "mailto:anna.keller@vireo-sensors.example" });
    const [japanese] = (await cv([], "jp"));
    expect(japanese).toMatchObject({ id, position: "Chief Executive Officer", education: ["ETH Zürich"] });
    const [row] = (await listContent(db, "team", readContentListQuery(new URLSearchParams("q=keller"), paging))).items;
    expect(row).toMatchObject({ id, title: "Dr. Anna Keller", status: "published", translated: { en: true, de: true, jp: false } });
    expect((await loadContentItem(db, "team", id))?.publishedRow).not.toBeNull();

    // A draft change (the name) waits for Publish; the admin list shows the draft's name.
    await saveContent(db, { kind: "team", id, locale: "en", values: { ...member, name: "Dr. Anna Keller-Brun" }, revision: 3, editorId, publish: false });
    expect((await cv([id]))[0].name).toBe("Dr. Anna Keller");
    expect((await listContent(db, "team", readContentListQuery(new URLSearchParams("q=brun"), paging))).items.map((i) => i.title)).toEqual(["Dr. Anna Keller-Brun"]);
    await saveContent(db, { kind: "team", id, locale: "en", values: { ...member, name: "Dr. Anna Keller-Brun" }, revision: 4, editorId, publish: true });
    expect((await cv([id]))[0]).toMatchObject({ name: "Dr. Anna Keller-Brun", image: null });

    await unpublishContent(db, { kind: "team", id, revision: 5, editorId });
    expect((await cv([id]))).toEqual([]);
    expect((await cv([]))).toEqual([]);

    await deleteContent(db, { kind: "team", id, revision: 6 });
    expect(await loadContentItem(db, "team", id)).toBeNull();
  });

  it("refuses to delete a member a CV module picks (naming the page); a CV module showing the whole team does not count", async () => {
    const { id } = await saveContent(db, { kind: "team", id: null, locale: "en", values: { ...member, name: "Jonas Weber" }, revision: null, editorId, publish: true });
    const management = await pageWithModule("Management", "CV", { members: [id], groupByLevel: true });
    await pageWithModule("Whole team", "CV", { members: [], groupByLevel: true });
    const refused = await deleteContent(db, { kind: "team", id, revision: 1 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContentInUse);
    expect((refused as ContentInUse).uses).toEqual([{ kind: "cvModule", name: "Management" }]);
    await db.updateTable("page_module_contents").set({ data: JSON.stringify({ members: [], groupByLevel: true }) }).where("revision_id", "=", management).execute();
    await deleteContent(db, { kind: "team", id, revision: 1 });
    expect(await loadContentItem(db, "team", id)).toBeNull();
  });

  it("checks the name, position, links, level and order", async () => {
    expect(parse("team", { name: "", position: "" }).reply().error).toMatchObject({ "data.name": [validationMessage("required")], "data.position": [validationMessage("required")] });
    const english = { name: "Jonas Weber", position: "CFO", organisationLevel: "1" };
    expect(parse("team", { ...english, contactUrl: "javascript:alert(1)" }).reply().error).toMatchObject({ "data.contactUrl": [validationMessage("contactUrl")] });
    expect(parse("team", { ...english, contactUrl: "jonas@example.com" }).reply().error).toMatchObject({ "data.contactUrl": [validationMessage("contactUrl")] });
    for (const contactUrl of ["https://vireo-sensors.example/contact", "mailto:jonas@example.com", "tel:+41 44 123 45 67"]) expect(parse("team", { ...english, contactUrl }).status).toBe("success");
    expect(parse("team", { ...english, linkedinUrl: "http://www.linkedin.com/in/jonas" }).reply().error).toMatchObject({ "data.linkedinUrl": [validationMessage("https")] });
    expect(parse("team", { ...english, organisationLevel: "2" }).reply().error).toMatchObject({ "data.organisationLevel": [validationMessage("choice")] });
    expect(parse("team", { ...english, positionOrder: "-1" }).reply().error).toMatchObject({ "data.positionOrder": [validationMessage("positionOrder")] });
    expect(parse("team", { ...english, positionOrder: "1.5" }).reply().error).toMatchObject({ "data.positionOrder": [validationMessage("positionOrder")] });
    expect(parse("team", { ...english, positionOrder: "10000" }).reply().error).toMatchObject({ "data.positionOrder": [validationMessage("positionOrder")] });
    expect(parse("team", { ...english, positionOrder: "three" }).reply().error).toMatchObject({ "data.positionOrder": [validationMessage("number")] });
    // A translation checks only the texts, every one optional.
    expect(parse("team", { position: "", summary: "Kurz." }, false).status).toBe("success");
    expect(await refusal(saveContent(db, { kind: "team", id: null, locale: "en", values: { ...english, image: { id: 999_999 } }, revision: null, editorId, publish: false }))).toEqual({
      image: [validationMessage("mediaMissing")],
    });
  });
});
