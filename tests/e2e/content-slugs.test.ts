import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugFromTitle } from "../../app/editor/page-tree/new-page-schema";
import { LOCALES, type Locale } from "../../app/i18n/locales";
import { href } from "../../app/i18n/route-table";
import { launchBrowser } from "./support/browser";
import { asEditor as asEditorWith, editorSessionCookie, postAsEditor, contentRevision, deleteContentItem } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 23, slugs per locale (ADR 057): an item's German page answers at its German slug, set in
// the editor without JavaScript (or made from the German title), the English slug in German
// answers 301 to it, every link and alternate uses it, and Japanese falls back to the English
// slug. Every test deletes what it created: the other files of the run share this server.

const ed = (key: string, locale: Locale = "en", params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const message = (key: string, locale: Locale = "en", params: Record<string, string> = {}) => escapeText(ed(`validation.${key}`, locale, params));

let cookie = "";
beforeAll(async () => {
  cookie = await editorSessionCookie();
});
const asEditor = (path: string, init: RequestInit = {}) => asEditorWith(cookie, path, init);
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => postAsEditor(cookie, path, fields, headers);
const visitor = async (path: string) => {
  const response = await fetch(url(path), { redirect: "manual" });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
};
const justNow = () => new Date(Date.now() - 60_000).toISOString().slice(0, 16);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Posts an item form that must succeed (303); answers the item's id. */
async function submit(path: string, fields: Record<string, string>): Promise<number> {
  const response = await post(path, fields);
  const location = response.headers.get("location") ?? "";
  expect(response.status, await response.text()).toBe(303);
  return Number(/\/(\d+)(?:\?|$)/.exec(location)?.[1]);
}

/** A published press release with an English title; its English slug. */
async function publishedNews(title: string): Promise<{ id: number; slug: string }> {
  const id = await submit("/editor/content/news/new", { "data.title": title, "data.category": "press", "data.publishedAt": justNow(), "data.summary": "Summary.", intent: "publish" });
  return { id, slug: slugFromTitle(title) };
}

const publishGerman = async (id: number, fields: Record<string, string>) => post(`/editor/content/news/${id}?locale=de`, { ...fields, revision: await contentRevision(cookie, "news", id), intent: "publish" }, { "Accept-Language": "de" });

/** The page's hreflang alternates (path only) and its locale switcher's links, by locale. */
function addresses(html: string) {
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]).pathname]));
  const switcher = /<nav class="locale-switcher"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  const links = Object.fromEntries([...switcher.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)"/g)].map((m) => [m[2], m[1]]));
  return { alternates, links };
}

describe("slugs per locale without JavaScript", () => {
  it("answers the German page at the German slug set in the editor, 301s the English one there, and links to it everywhere", async () => {
    const title = unique("E2E slug trade fair");
    const german = `${title} Messe`;
    const germanSlug = slugFromTitle(`${title} Messe Zug`);
    const { id, slug } = await publishedNews(title);
    const saved = await publishGerman(id, { "data.title": german, "data.slug": germanSlug, "data.summary": "Zusammenfassung." });
    expect(saved.status).toBe(303);
    expect(await (await asEditor(`/editor/content/news/${id}?locale=de`)).text()).toMatch(new RegExp(`name="data.slug"[^>]*value="${germanSlug}"|value="${germanSlug}"[^>]*name="data.slug"`));

    const de = href("newsArticle", "de", { slug: germanSlug });
    const en = href("newsArticle", "en", { slug });
    const jp = href("newsArticle", "jp", { slug });
    const page = await visitor(de);
    expect(page.status).toBe(200);
    expect(page.html).toContain(german);
    const moved = await visitor(href("newsArticle", "de", { slug }));
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(de);
    // Japanese has no slug of its own: the English one, with the English text.
    const japanese = await visitor(jp);
    expect(japanese.status).toBe(200);
    expect(japanese.html).toContain(title);
    expect((await visitor(href("newsArticle", "jp", { slug: germanSlug }))).status).toBe(404);
    expect((await visitor(href("newsArticle", "en", { slug: germanSlug }))).status).toBe(404);

    for (const html of [page.html, japanese.html]) {
      const { alternates, links } = addresses(html);
      expect(alternates).toMatchObject({ en, de, ja: jp, "x-default": en });
      expect(links).toMatchObject({ en, de, ja: jp });
    }
    expect((await visitor(href("news", "de"))).html).toContain(`href="${de}"`);
    expect((await visitor(href("news", "jp"))).html).toContain(`href="${jp}"`);
    expect((await visitor(`${href("search", "de")}?q=${encodeURIComponent(german)}`)).html).toContain(`href="${de}"`);
    const sitemap = (await visitor("/sitemaps/news-1.xml")).html;
    expect(sitemap).toContain(de);
    expect(sitemap).toContain(jp);

    // A new German slug: the old German address answers 301 with it; English is untouched.
    const renamed = `${germanSlug}-neu`;
    expect((await publishGerman(id, { "data.title": german, "data.slug": renamed })).status).toBe(303);
    const old = await visitor(de);
    expect(old.status).toBe(301);
    expect(old.location).toBe(href("newsArticle", "de", { slug: renamed }));
    expect((await visitor(href("newsArticle", "de", { slug: renamed }))).html).toContain(german);
    expect((await visitor(en)).status).toBe(200);
    await deleteContentItem(cookie, "news", id);
  });

  it("refuses another item's German slug, a malformed and a too long one, with the editor's message and the typed values kept", async () => {
    const first = await publishedNews(unique("E2E slug first"));
    const second = await publishedNews(unique("E2E slug second"));
    const taken = slugFromTitle(unique("E2E erstes"));
    expect((await publishGerman(first.id, { "data.title": "Erstes", "data.slug": taken })).status).toBe(303);

    const cases: [string, string][] = [
      [taken, message("contentSlugTaken", "de")],
      [first.slug, message("contentSlugTaken", "de")], // the other item's English slug is its German address too
      ["Messe Zug!", message("slugFormat", "de")],
      ["a".repeat(121), message("maxLength", "de", { n: "120" })],
    ];
    for (const [slug, expected] of cases) {
      const response = await publishGerman(second.id, { "data.title": "Zweites getippt", "data.slug": slug });
      const html = await response.text();
      expect(response.status, slug).toBe(400);
      expect(html, slug).toContain(expected);
      expect(html, slug).toContain('value="Zweites getippt"');
    }
    // Nothing was written: the second item has no German text.
    expect((await visitor(href("newsArticle", "de", { slug: second.slug }))).html).not.toContain("Zweites getippt");
    await deleteContentItem(cookie, "news", first.id);
    await deleteContentItem(cookie, "news", second.id);
  });
});

describe("a product's slugs per locale without JavaScript", () => {
  /** A published product (model name and English slug from `model`); its id. */
  async function publishedProduct(model: string): Promise<number> {
    return submit("/editor/content/products/new", {
      "data.name": model.toUpperCase(),
      "data.displayName": `${model.toUpperCase()} humidity sensor`,
      "data.slug": model,
      "data.status": "new",
      "data.productClass": "Humidity sensor",
      intent: "publish",
    });
  }
  const publishProductGerman = async (id: number, fields: Record<string, string>) =>
    post(`/editor/content/products/${id}?locale=de`, { ...fields, revision: await contentRevision(cookie, "products", id), intent: "publish" }, { "Accept-Language": "de" });

  it("answers the German page at the German slug, 301s the English one there, links to it, writes a 301 on rename and refuses a taken slug", async () => {
    // Models sort last by name: other files take the first product by name as a seeded one.
    const model = slugFromTitle(unique("zz e2e sensor"));
    const other = slugFromTitle(unique("zz e2e other"));
    const id = await publishedProduct(model);
    const otherId = await publishedProduct(other);
    // The translation tab has the slug field, with the note that an empty one is the English slug.
    const form = await (await asEditor(`/editor/content/products/${id}?locale=de`, { headers: { "Accept-Language": "de" } })).text();
    expect(form).toContain('name="data.slug"');
    expect(form).toContain(escapeText(ed("content.slugNoteEnglish", "de")));

    const germanSlug = `${model}-feuchtesensor`;
    expect((await publishProductGerman(id, { "data.displayName": "E2E Feuchtesensor", "data.slug": germanSlug })).status).toBe(303);
    const de = href("product", "de", { slug: germanSlug });
    const en = href("product", "en", { slug: model });
    const jp = href("product", "jp", { slug: model });
    const page = await visitor(de);
    expect(page.status).toBe(200);
    expect(page.html).toContain("E2E Feuchtesensor");
    const moved = await visitor(href("product", "de", { slug: model }));
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(de);
    expect((await visitor(jp)).status).toBe(200);
    expect((await visitor(href("product", "en", { slug: germanSlug }))).status).toBe(404);
    const { alternates, links } = addresses(page.html);
    expect(alternates).toMatchObject({ en, de, ja: jp, "x-default": en });
    expect(links).toMatchObject({ en, de, ja: jp });
    // The catalogue links to the German address; compare keeps the English slug as its key.
    const catalogue = (await visitor(`${href("catalog", "de")}?page_size=all`)).html;
    expect(catalogue).toContain(`href="${de}"`);
    expect(page.html).toContain(`href="${href("compare", "de", {}, { products: model })}"`);
    const compared = (await visitor(`${href("compare", "de")}?products=${germanSlug},${other}`)).html;
    expect(compared).toContain(`href="${de}"`);
    expect(compared).toContain(`<option value="${model}" selected="">`); // the form keeps the English slug
    expect((await visitor(`${href("compare", "jp")}?products=${model},${other}`)).html).toContain(`href="${jp}"`);
    const sitemap = (await visitor("/sitemaps/products-1.xml")).html;
    expect(sitemap).toContain(de);

    // A new German slug: the old German address answers 301 with it; English is untouched.
    const renamed = `${germanSlug}-neu`;
    expect((await publishProductGerman(id, { "data.displayName": "E2E Feuchtesensor", "data.slug": renamed })).status).toBe(303);
    const old = await visitor(de);
    expect(old.status).toBe(301);
    expect(old.location).toBe(href("product", "de", { slug: renamed }));
    expect((await visitor(href("product", "de", { slug: renamed }))).html).toContain("E2E Feuchtesensor");
    expect((await visitor(en)).status).toBe(200);

    // Another product may not take it (nor the first one's English slug): refused, typed values kept.
    for (const slug of [renamed, model]) {
      const response = await publishProductGerman(otherId, { "data.displayName": "Zweiter getippt", "data.slug": slug });
      const html = await response.text();
      expect(response.status, slug).toBe(400);
      expect(html, slug).toContain(message("contentSlugTaken", "de"));
      expect(html, slug).toContain('value="Zweiter getippt"');
    }
    expect((await visitor(href("product", "de", { slug: other }))).html).not.toContain("Zweiter getippt");
    await deleteContentItem(cookie, "products", id);
    await deleteContentItem(cookie, "products", otherId);
  });

  it("links the seeded SFM30 (German slug) at its own address in all five locales: catalogue grid and table, compare, downloads, search", async () => {
    const own = (locale: Locale) => href("product", locale, { slug: locale === "de" ? "sfm30-durchflusssensor" : "sfm30" });
    for (const locale of LOCALES) {
      const target = own(locale);
      const screens = [
        `${href("catalog", locale)}?page_size=all`,
        `${href("catalog", locale)}?page_size=all&view=table`,
        `${href("compare", locale)}?products=sfm30,scd30`,
        `${href("downloads", locale)}?page_size=all`,
        `${href("search", locale)}?q=SFM30`,
      ];
      for (const screen of screens) expect((await visitor(screen)).html, `${screen} links ${target}`).toContain(`href="${target}"`);
      expect((await visitor(target)).status, target).toBe(200);
    }
    const moved = await visitor(href("product", "de", { slug: "sfm30" }));
    expect([moved.status, moved.location]).toEqual([301, own("de")]);
  });
});

describe("slugs per locale with JavaScript", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("fills the German slug from the German title until the editor edits it", async () => {
    const { id } = await publishedNews(unique("E2E slug live"));
    const page = await newEditorPage(browser);
    await signIn(page, `/editor/content/news/${id}?locale=de`);
    await settled(page);
    const slugField = page.locator('input[name="data.slug"]');
    await page.getByLabel(ed("labels.Title")).fill("Ein Titel über Zürich");
    await page.waitForFunction(() => (document.querySelector('input[name="data.slug"]') as HTMLInputElement | null)?.value === "ein-titel-uber-zurich");
    await slugField.fill("eigene-adresse");
    await page.getByLabel(ed("labels.Title")).fill("Ein anderer Titel");
    await page.getByRole("button", { name: ed("content.publish"), exact: true }).click();
    await page.getByText(ed("content.notice.published")).waitFor();
    expect(await slugField.inputValue()).toBe("eigene-adresse");
    expect((await visitor(href("newsArticle", "de", { slug: "eigene-adresse" }))).html).toContain("Ein anderer Titel");
    await page.context().close();
    await deleteContentItem(cookie, "news", id);
  });

  it("leaves a product's German slug empty as the German display name is typed (an empty one is the English slug)", async () => {
    const model = slugFromTitle(unique("zz e2e live"));
    const id = await submit("/editor/content/products/new", { "data.name": model.toUpperCase(), "data.displayName": "Live", "data.slug": model, "data.status": "new", "data.productClass": "Humidity sensor", intent: "publish" });
    const page = await newEditorPage(browser);
    await signIn(page, `/editor/content/products/${id}?locale=de`);
    await settled(page);
    const slugField = page.locator('input[name="data.slug"]');
    await page.locator('input[name="data.displayName"]').fill("Ein Feuchtesensor");
    await page.getByRole("button", { name: ed("content.publish"), exact: true }).click();
    await page.getByText(ed("content.notice.published")).waitFor();
    expect(await slugField.inputValue()).toBe("");
    expect((await visitor(href("product", "de", { slug: model }))).html).toContain("Ein Feuchtesensor");
    await page.context().close();
    await deleteContentItem(cookie, "products", id);
  });
});
