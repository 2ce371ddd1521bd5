import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db";
import { createEditorTestDb, type EditorTestDb } from "../../tests/support/test-db";
import { createPreviewLink, revokePreviewLink } from "~/cms/preview-links.server";
import { loadContentItem, saveContent } from "~/editor/content/content-items.server";
import type { Locale } from "~/i18n/locales";
import { logger } from "~/lib/logger.server";
import { findBlogPost, findBlogPostPreview } from "./blog.server";
import { findEventPreview } from "./events.server";
import { itemPreview, type PreviewKind } from "./item-preview.server";
import { findNews, findNewsPreview } from "./news.server";
import { findProduct, findProductPreview } from "./products.server";
import { findStoryPreview } from "./stories.server";

// Preview links on detail pages (issue 25, ADR 056): a valid link for the item the address names
// opens its editable state; expired or revoked → 410; another item's, another kind's, a wrong or
// malformed value → as without the parameter. The token is never logged.
let t: EditorTestDb;
let db: Db;
let editorId: number;
beforeAll(async () => {
  t = await createEditorTestDb({ name: "Vera" });
  ({ db, editorId } = t);
});
afterAll(() => t.destroy());
afterEach(() => vi.restoreAllMocks());

const T0 = new Date("2030-03-01T10:00:00Z");
const DAY = 86_400_000;
const press = (title: string, body: string) => ({ title, body, category: "press", publishedAt: "2026-11-20T09:00", summary: "S" });
const request = (path: string, value?: string) => new Request(`http://localhost${path}${value === undefined ? "" : `?preview=${encodeURIComponent(value)}`}`);
const open = (kind: PreviewKind, locale: Locale, slug: string, value?: string, now = T0) => itemPreview({ db, log: logger }, request(`/${locale}/x/${slug}`, value), { kind, locale, slug }, now);

async function revisionOf(kind: "news" | "blog" | "products", id: number) {
  return (await loadContentItem(db, kind, id))!.revision;
}

/** A published press release with German texts, then a draft change in English and German. */
async function publishedWithDraft(title: string) {
  const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: press(title, "<p>Published words</p>"), revision: null, editorId, publish: true });
  await saveContent(db, { kind: "news", id, locale: "de", values: { title: `${title} (de)` }, revision: await revisionOf("news", id), editorId, publish: true });
  const item = (await loadContentItem(db, "news", id))!;
  const slug = String(item.editable.columns.slug);
  const deSlug = String(item.editable.content.de?.slug);
  await saveContent(db, { kind: "news", id, locale: "en", values: { ...press(title, "<p>Draft words</p>"), slug }, revision: await revisionOf("news", id), editorId, publish: false });
  await saveContent(db, { kind: "news", id, locale: "de", values: { title: `Entwurf ${title}`, slug: deSlug }, revision: await revisionOf("news", id), editorId, publish: false });
  return { id, slug, deSlug };
}

async function linkTo(kind: PreviewKind, itemId: number, locale: Locale = "de") {
  const { id, token } = await createPreviewLink(db, { target: { kind, itemId }, locale, days: 7, authorId: editorId, now: T0 });
  return { id, value: `${id}.${token}`, token };
}

async function status(promise: Promise<unknown>): Promise<number | null> {
  const thrown = await promise.then(() => null, (e: unknown) => e);
  return thrown instanceof Response ? thrown.status : null;
}

describe("a preview link on a detail page", () => {
  it("opens the draft of a published article at its German or English slug, logging the link's id and never its token", async () => {
    const { id, slug, deSlug } = await publishedWithDraft("Plant opening");
    const link = await linkTo("news", id);
    const info = vi.spyOn(logger, "info");
    expect(await open("news", "de", deSlug, link.value)).toEqual({ linkId: link.id, itemId: id });
    expect(await open("news", "de", slug, link.value)).toEqual({ linkId: link.id, itemId: id });
    expect(info).toHaveBeenCalledWith({ previewLink: link.id, kind: "news", itemId: id }, "preview link opened");
    expect(JSON.stringify(info.mock.calls)).not.toContain(link.token);

    const draft = await findNewsPreview(db, "de", id, "newsroom");
    expect(draft).toMatchObject({ id, slug: deSlug, text: { title: "Entwurf Plant opening", body: "<p>Draft words</p>" } });
    expect(draft?.slugs.de).toBe(deSlug);
    // Visitors still read the published version; the preview of a newsroom article is no career news.
    expect((await findNews(db, "de", deSlug, "newsroom"))?.text).toMatchObject({ title: "Plant opening (de)", body: "<p>Published words</p>" });
    expect(await findNewsPreview(db, "de", id, "career")).toBeUndefined();
  });

  it("opens an unpublished article, which visitors do not find, at the slug the link's address has", async () => {
    const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: press("Not out yet", "<p>Secret words</p>"), revision: null, editorId, publish: false });
    const slug = String((await loadContentItem(db, "news", id))!.editable.columns.slug);
    const link = await linkTo("news", id, "en");
    expect(await findNews(db, "en", slug, "newsroom")).toBeUndefined();
    expect(await open("news", "en", slug, link.value)).toEqual({ linkId: link.id, itemId: id });
    expect((await findNewsPreview(db, "en", id, "newsroom"))?.text?.body).toBe("<p>Secret words</p>");
  });

  it("answers 410 once the link has expired or was revoked", async () => {
    const { id, deSlug } = await publishedWithDraft("Expiring");
    const link = await linkTo("news", id);
    expect(await status(open("news", "de", deSlug, link.value, new Date(T0.getTime() + 7 * DAY - 1)))).toBeNull();
    expect(await status(open("news", "de", deSlug, link.value, new Date(T0.getTime() + 7 * DAY)))).toBe(410);
    const revoked = await linkTo("news", id);
    await revokePreviewLink(db, { target: { kind: "news", itemId: id }, id: revoked.id, now: T0 });
    const gone = await open("news", "de", deSlug, revoked.value).then(() => null, (e: unknown) => e as Response);
    expect(gone?.status).toBe(410);
    expect(gone?.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is as if there were no link for another item's address, another kind, a wrong token, a malformed value or none", async () => {
    const { id, deSlug } = await publishedWithDraft("Mine");
    const other = await publishedWithDraft("Someone else's");
    const link = await linkTo("news", id);
    const otherLink = await linkTo("news", other.id);
    expect(await open("news", "de", other.deSlug, link.value)).toBeNull();
    expect(await open("news", "de", deSlug, otherLink.value)).toBeNull();
    expect(await open("careerNews", "de", deSlug, link.value)).toBeNull();
    const flipped = `${link.id}.${(link.token[0] === "A" ? "B" : "A") + link.token.slice(1)}`;
    for (const value of [flipped, `${link.id}.${link.token}x`, link.token, "", `${link.id + 1000}.${link.token}`, undefined]) {
      expect(await open("news", "de", deSlug, value), String(value)).toBeNull();
    }
    // Even an expired link of another item is no 410 here.
    expect(await open("news", "de", other.deSlug, link.value, new Date(T0.getTime() + 30 * DAY))).toBeNull();
  });
});

describe("the editable state of each kind with a detail page", () => {
  it("reads a blog post's draft with its author and tags, an event and a story of their lists", async () => {
    const author = await db.insertInto("blog_authors").values({ slug: "ida-preview", name: "Ida Preview", content: JSON.stringify({ en: { bio: "B" } }) }).returning("id").executeTakeFirstOrThrow();
    const post = { title: "Altitude", summary: "S", body: "<p>Old</p>", tags: "co2", publishedAt: "2026-11-10T08:00", author: { id: author.id } };
    const { id } = await saveContent(db, { kind: "blog", id: null, locale: "en", values: post, revision: null, editorId, publish: true });
    const slug = String((await loadContentItem(db, "blog", id))!.editable.columns.slug);
    await saveContent(db, { kind: "blog", id, locale: "en", values: { ...post, slug, body: "<p>New</p>", tags: "co2, draft-tag" }, revision: await revisionOf("blog", id), editorId, publish: false });
    expect(await findBlogPostPreview(db, "en", id)).toMatchObject({ id, slug, author: "Ida Preview", authorSlug: "ida-preview", tags: ["co2", "draft-tag"], text: { body: "<p>New</p>" } });
    expect((await findBlogPost(db, "en", slug))?.tags).toEqual(["co2"]);

    const event = { title: "Open day", summary: "S", body: "<p>Come</p>", kind: "career", startsAt: "2031-05-01T09:00" };
    const { id: eventId } = await saveContent(db, { kind: "events", id: null, locale: "en", values: event, revision: null, editorId, publish: false });
    expect((await findEventPreview(db, "en", eventId, "career"))?.text?.body).toBe("<p>Come</p>");
    expect(await findEventPreview(db, "en", eventId, "company")).toBeUndefined();

    const story = { title: "My year", summary: "S", body: "<p>Story</p>", category: "Engineering", group: "Apprentices", publishFrom: "2031-01-01T08:00" };
    const { id: storyId } = await saveContent(db, { kind: "stories", id: null, locale: "en", values: story, revision: null, editorId, publish: false });
    expect(await findStoryPreview(db, "en", storyId)).toMatchObject({ id: storyId, text: { title: "My year", body: "<p>Story</p>" } });
  });

  it("reads a product's draft: its display name, properties and texts", async () => {
    const sensor = { name: "PRV1", displayName: "PRV1 sensor", status: "active", productClass: "Humidity sensor", properties: "Range: 0–100 %", summary: "Old summary" };
    const { id } = await saveContent(db, { kind: "products", id: null, locale: "en", values: sensor, revision: null, editorId, publish: true });
    const slug = String((await loadContentItem(db, "products", id))!.editable.columns.slug);
    await saveContent(db, { kind: "products", id, locale: "en", values: { ...sensor, slug, displayName: "PRV1 draft sensor", properties: "Range: 0–90 %", summary: "New summary" }, revision: await revisionOf("products", id), editorId, publish: false });
    expect(await findProductPreview(db, "en", id)).toMatchObject({ id, slug, display_name: "PRV1 draft sensor", properties: { Range: "0–90 %" }, text: { summary: "New summary" } });
    expect(await findProduct(db, "en", slug)).toMatchObject({ display_name: "PRV1 sensor", properties: { Range: "0–100 %" } });
  });
});
