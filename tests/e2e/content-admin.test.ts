import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onePagePdf } from "../../db/seed/media-files";
import { slugFromTitle } from "../../app/editor/page-tree/new-page-schema";
import { href } from "../../app/i18n/route-table";
import type { Locale } from "../../app/i18n/locales";
import { launchBrowser } from "./support/browser";
import { asEditor as asEditorWith, editorSessionCookie, postAsEditor, contentRevision, deleteContentItem } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 23: editors publish news, jobs and downloads, over plain HTTP (as a browser without
// JavaScript posts) and in a browser. Every test deletes what it created: the other files of the
// run share this server.

const ed = (key: string, locale: Locale = "en", params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

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
/** A minute ago, as the datetime-local field posts it (UTC): the newest item of its list. */
const justNow = () => new Date(Date.now() - 60_000).toISOString().slice(0, 16);

/** Posts the item form; answers the created/updated item's id from the 303's address. */
async function submit(path: string, fields: Record<string, string>): Promise<{ id: number; location: string }> {
  const response = await post(path, fields);
  const location = response.headers.get("location") ?? "";
  expect(response.status, await response.text()).toBe(303);
  return { id: Number(/\/(\d+)(?:\?|$)/.exec(location)?.[1]), location };
}

/** The revision the item form carries now. */
describe("content administration without JavaScript", () => {
  it("is for signed-in editors only, refuses a cross-site post, and speaks the editor's language", async () => {
    expect([302, 303, 401]).toContain((await fetch(url("/editor/content"), { redirect: "manual" })).status);
    expect((await post("/editor/content/news/new", { intent: "save" }, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await asEditor("/editor/content/no-such-kind")).status).toBe(404);
    expect((await asEditor("/editor/content/news/99999999")).status).toBe(404);
    const german = await (await asEditor("/editor/content", { headers: { "Accept-Language": "de" } })).text();
    expect(german).toContain(`>${ed("content.title", "de")}</h1>`);
    expect(german).toContain(escapeText(ed("content.kinds.news", "de")));
    const list = await (await asEditor("/editor/content/news?status=published&sort=title")).text();
    expect(list).toMatch(/data-item-id="\d+"/);
    expect(list).toContain(ed("content.status.published"));
  });

  it("answers every content screen uncached, titled, unindexed and with the editor's stylesheets", async () => {
    const screens: [string, string][] = [
      ["/editor/content", ed("content.title")],
      ["/editor/content/news", ed("content.kinds.news")],
      ["/editor/content/news/new", ed("content.kinds.news")],
      ["/editor/content/products/import", ed("import.products.title")],
      ["/editor/content/stock-quotes", ed("import.stockQuotes.title")],
    ];
    for (const [path, title] of screens) {
      const response = await asEditor(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      const html = await response.text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toMatch(new RegExp(`^${escapeText(title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(: [^|]+)? \\| `));
      expect(html.includes('<meta name="robots" content="noindex"/>'), path).toBe(true);
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/assets\/([\w-]+)-[\w-]{8}\.css"\/>/g)].map((m) => m[1]);
      expect(sheets, path).toEqual(expect.arrayContaining(["editor-screens", "editor", "content-admin"]));
    }
    // A refused post answers no-store too (the action's headers, not the loader's).
    const refused = await post("/editor/content/news/new", { intent: "nonsense" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
  });

  it("writes a press release in English and German, publishes it everywhere, then unpublishes and deletes it", async () => {
    const title = `E2E plant opening ${Date.now().toString(36)}`;
    const german = `E2E Werkseröffnung ${Date.now().toString(36)}`;
    const created = await submit("/editor/content/news/new", {
      "data.title": title,
      "data.category": "press",
      "data.publishedAt": justNow(),
      "data.summary": "A new clean room.",
      "data.body": "<p>Opening <strong>today</strong>.<script>alert(1)</script></p>",
      intent: "save",
    });
    expect(created.location).toContain("done=created");
    const slug = /value="([a-z0-9-]+)"[^>]*name="data.slug"|name="data.slug"[^>]*value="([a-z0-9-]+)"/.exec(await (await asEditor(`/editor/content/news/${created.id}`)).text())!.slice(1).find(Boolean)!;
    const detail = (locale: Locale) => href("newsArticle", locale, { slug });
    expect((await visitor(detail("en"))).status).toBe(404); // a draft: visitors do not see it

    await submit(`/editor/content/news/${created.id}`, { "data.title": title, "data.slug": slug, "data.category": "press", "data.publishedAt": justNow(), "data.body": "<p>Opening <strong>today</strong>.</p>", revision: await contentRevision(cookie, "news", created.id), intent: "publish" });
    const de = await submit(`/editor/content/news/${created.id}?locale=de`, { "data.title": german, "data.summary": "Ein neuer Reinraum.", revision: await contentRevision(cookie, "news", created.id), intent: "publish" });
    expect(de.location).toBe(`/editor/content/news/${created.id}?locale=de&done=published`);
    // No German slug typed: the German page's address is made from the German title (ADR 057).
    const germanDetail = href("newsArticle", "de", { slug: slugFromTitle(german) });

    const en = await visitor(detail("en"));
    expect(en.status).toBe(200);
    expect(en.html).toContain(title);
    expect(en.html).toContain("<strong>today</strong>");
    expect(en.html).not.toContain("alert(1)");
    expect((await visitor(detail("de"))).location).toBe(germanDetail);
    expect((await visitor(germanDetail)).html).toContain(german);
    expect((await visitor(detail("jp"))).html).toContain(title); // no Japanese text: English shows
    expect((await visitor(href("news", "en"))).html).toContain(title);
    expect((await visitor(href("news", "de"))).html).toContain(german);
    expect((await visitor("/")).html).toContain(title); // the News module on the home page
    expect((await visitor(`/search?q=${encodeURIComponent(title)}`)).html).toContain(`href="${detail("en")}"`);
    expect((await visitor("/sitemaps/news-1.xml")).html).toContain(germanDetail);

    await submit(`/editor/content/news/${created.id}`, { revision: await contentRevision(cookie, "news", created.id), intent: "unpublish" });
    expect((await visitor(detail("en"))).status).toBe(404);
    expect((await visitor(href("news", "en"))).html).not.toContain(title);
    expect((await visitor("/")).html).not.toContain(title);
    expect((await visitor(`/search?q=${encodeURIComponent(title)}`)).html).not.toContain(`href="${detail("en")}"`);
    expect((await visitor("/sitemaps/news-1.xml")).html).not.toContain(slug);
    await deleteContentItem(cookie, "news", created.id);
    expect((await asEditor(`/editor/content/news/${created.id}`)).status).toBe(404);
  });

  it("keeps typed values with a clear message for each bad input, and saves nothing", async () => {
    const missing = await post("/editor/content/news/new", { "data.title": "", "data.publishedAt": "30.11.2026", "data.summary": "Typed summary", intent: "publish" });
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain(ed("validation.required"));
    expect(missingHtml).toContain(escapeText(ed("validation.dateFormat")));
    expect(missingHtml).toContain("Typed summary");

    const job = { "data.title": "E2E engineer", "data.city": "Zürich", "data.country": "CH", "data.publishedAt": justNow(), "data.pensumMin": "100", "data.pensumMax": "60", intent: "publish" };
    const order = await post("/editor/content/jobs/new", job);
    expect(order.status).toBe(400);
    expect(await order.text()).toContain(ed("validation.pensumOrder"));

    const first = await submit("/editor/content/news/new", { "data.title": "E2E slug holder", "data.slug": "e2e-slug-holder", "data.category": "news", "data.publishedAt": justNow(), intent: "save" });
    const taken = await post("/editor/content/news/new", { "data.title": "Another", "data.slug": "e2e-slug-holder", "data.category": "news", "data.publishedAt": justNow(), intent: "save" });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain(ed("validation.contentSlugTaken"));

    // Two editors: the second save on the same revision is refused, typed values kept, nothing overwritten.
    const revision = await contentRevision(cookie, "news", first.id);
    await submit(`/editor/content/news/${first.id}`, { "data.title": "E2E first editor", "data.slug": "e2e-slug-holder", "data.category": "news", "data.publishedAt": justNow(), revision, intent: "save" });
    const stale = await post(`/editor/content/news/${first.id}`, { "data.title": "E2E second editor", "data.slug": "e2e-slug-holder", "data.category": "news", "data.publishedAt": justNow(), revision, intent: "save" });
    expect(stale.status).toBe(409);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain(ed("content.conflict"));
    expect(staleHtml).toContain('value="E2E second editor"');
    expect(await (await asEditor(`/editor/content/news/${first.id}`)).text()).toContain('value="E2E first editor"');
    await deleteContentItem(cookie, "news", first.id);
  });

  it("opens a job in Zürich and attaches a library PDF to a product's downloads", async () => {
    const job = await submit("/editor/content/jobs/new", {
      "data.title": "E2E sensor engineer",
      "data.city": "Zürich",
      "data.country": "ch",
      "data.pensumMin": "80",
      "data.pensumMax": "100",
      "data.departments": "Engineering",
      "data.publishedAt": justNow(),
      intent: "publish",
    });
    expect((await visitor(href("careerList", "en", {}, { location: "Zürich" }))).html).toContain("E2E sensor engineer");

    const { results: documents } = (await (await asEditor("/api/editor/fetchDocuments", { headers: { Accept: "application/json" } })).json()) as { results: { id: number; url: string }[] };
    const { results: products } = (await (await asEditor("/api/editor/fetchProducts", { headers: { Accept: "application/json" } })).json()) as { results: { id: number; name: string }[] };
    // Without JavaScript the product is chosen in the server-rendered picker (the form posts back with it open).
    const picker = await post("/editor/content/downloads/new", { "data.title": "E2E datasheet", "data.kind": "document", _picker: "data.product" });
    expect(picker.status).toBe(200);
    expect(await picker.text()).toContain(`name="data.product.id" value="${products[0].id}"`);
    const download = await submit("/editor/content/downloads/new", {
      "data.title": "E2E datasheet",
      "data.kind": "document",
      "data.document.id": String(documents[0].id),
      "data.product.id": String(products[0].id),
      "data.contentDate": new Date().toISOString().slice(0, 10),
      intent: "publish",
    });
    const listed = (await visitor(href("downloads", "en"))).html;
    expect(listed).toContain("E2E datasheet");
    expect(listed).toContain(documents[0].url);
    expect((await visitor(href("product", "de", { slug: products[0].name.toLowerCase() }))).html).toContain("E2E datasheet");
    const file = await fetch(url(documents[0].url));
    expect(file.headers.get("content-type")).toBe("application/pdf");
    await deleteContentItem(cookie, "downloads", download.id);
    await deleteContentItem(cookie, "jobs", job.id);
    expect((await visitor(href("downloads", "en"))).html).not.toContain("E2E datasheet");
  });
});

describe("products and CSV imports without JavaScript", () => {
  /** A multipart post as the no-JS file form sends it. */
  const upload = (path: string, fields: Record<string, string>, file?: { name: string; text: string }, binary?: { bytes: Uint8Array; type: string }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    // The library's upload field is `files`; the importers' is `file`.
    if (binary && file) body.set("files", new Blob([Buffer.from(binary.bytes)], { type: binary.type }), file.name);
    else if (file) body.set("file", new Blob([file.text], { type: "text/csv" }), file.name);
    return asEditor(path, { method: "POST", body });
  };

  it("adds a product with an uploaded datasheet: catalogue, product page, compare and the Product table module show it; delete waits for the download", async () => {
    const slug = `e2e-${Date.now().toString(36)}`;
    // The editor uploads the datasheet to the media library first (issue 24's last step).
    const pdf = onePagePdf([`${slug.toUpperCase()} datasheet`, "Vireo Sensors AG"]);
    const uploaded = await upload("/editor/media", {}, { name: `${slug}-datasheet.pdf`, text: "" }, { bytes: pdf, type: "application/pdf" });
    expect(uploaded.status).toBe(303);
    const mediaId = /\/editor\/media\/(\d+)/.exec(uploaded.headers.get("location") ?? "")![1];
    const product = await submit("/editor/content/products/new", {
      "data.name": slug.toUpperCase(),
      "data.displayName": `${slug.toUpperCase()} humidity sensor`,
      "data.slug": slug,
      "data.status": "new",
      "data.productClass": "Humidity sensor",
      "data.category.id": "1",
      "data.price": "19.90",
      "data.properties": "Humidity accuracy: ±1.5 %RH",
      intent: "publish",
    });
    const download = await submit("/editor/content/downloads/new", {
      "data.title": `${slug.toUpperCase()} datasheet`,
      "data.kind": "document",
      "data.document.id": mediaId,
      "data.product.id": String(product.id),
      "data.contentDate": new Date().toISOString().slice(0, 10),
      intent: "publish",
    });
    const page = (await visitor(href("product", "de", { slug }))).html;
    expect(page).toContain(`${slug.toUpperCase()} humidity sensor`);
    expect(page).toContain(`${slug.toUpperCase()} datasheet`);
    // The visitor downloads it from the product page: the stored PDF, byte for byte.
    const link = new RegExp(`href="(/media/${mediaId}/[^"]+)"`).exec(page)![1];
    const file = await fetch(url(link));
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(pdf));
    expect((await visitor(`${href("catalog", "en")}?page_size=all`)).html).toContain(`href="${href("product", "en", { slug })}"`);
    expect((await visitor(`${href("compare", "en")}?products=${slug},shx30`)).html).toContain("±1.5 %RH");
    expect((await visitor("/styleguide")).html).toContain(`${slug.toUpperCase()} humidity sensor`); // PRODUCT_TABLE of the humidity category

    const refused = await post(`/editor/content/products/${product.id}`, { intent: "delete", revision: await contentRevision(cookie, "products", product.id) });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(ed("content.uses.download", "en", { name: `${slug.toUpperCase()} datasheet` }));
    await deleteContentItem(cookie, "downloads", download.id);
    await deleteContentItem(cookie, "products", product.id);
    expect((await visitor(href("product", "en", { slug }))).status).toBe(404);
    expect((await post(`/editor/media/${mediaId}`, { _action: "delete" })).status).toBe(303);
  });

  it("imports stock quotes: a bad file lists its problems by line, a good one is previewed and applied", async () => {
    const bad = await upload("/editor/content/stock-quotes", { symbol: "E2ETEST", intent: "preview" }, { name: "q.csv", text: "date;open;high;low;close;volume\n2026-02-30;10;11;9;10;1\n" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('data-line="2"');
    expect(badHtml).toContain(ed("import.problems.csvDate"));
    const good = await upload("/editor/content/stock-quotes", { symbol: "E2ETEST", intent: "preview" }, { name: "q.csv", text: "\uFEFFdate;open;high;low;close;volume\n2026-11-02;10,5;11;9;10,75;1000\n" });
    expect(good.status).toBe(200);
    const goodHtml = await good.text();
    expect(goodHtml).toContain(ed("import.ready", "en", { total: "1", added: "1", changed: "0" }));
    const carried = /<textarea name="csv"[^>]*>([^<]*)<\/textarea>/.exec(goodHtml)![1].replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
    const applied = await upload("/editor/content/stock-quotes", { symbol: "E2ETEST", intent: "apply", csv: carried });
    expect(applied.status).toBe(303);
    expect(applied.headers.get("location")).toBe("/editor/content/stock-quotes?done=imported&added=1&changed=0");
  });

  it("exports the catalogue as formula-safe CSV and refuses an import with a wrong header", async () => {
    const exported = await asEditor("/editor/content/products/export.csv");
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await exported.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])); // the BOM: spreadsheets read it as UTF-8
    expect(bytes.subarray(3).toString("utf8").startsWith("slug,locale,name,display_name")).toBe(true);
    const wrong = await upload("/editor/content/products/import", { intent: "preview" }, { name: "p.csv", text: "sku,name\nx,y\n" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(ed("import.problems.csvHeader"));
  });
});

describe("content administration with JavaScript", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("creates a career news article in the browser, translates it to German and publishes it", async () => {
    const page = await newEditorPage(browser);
    await signIn(page, "/editor/content/careerNews/new");
    const title = `E2E apprentices ${Date.now().toString(36)}`;
    await page.getByLabel(ed("labels.Title")).fill(title);
    await page.getByLabel(ed("labels.Category")).selectOption("apprentice");
    await page.getByLabel(ed("labels.Publication date (UTC)")).fill(justNow());
    await page.getByRole("button", { name: ed("content.saveDraft") }).click();
    await page.getByText(ed("content.notice.created")).waitFor();
    await settled(page);
    await page.getByRole("navigation", { name: ed("content.locales") }).getByRole("link", { name: /Deutsch/ }).click();
    await page.waitForURL(/locale=de/);
    await settled(page);
    await page.getByText(title).first().waitFor(); // the English title beside the field
    await page.getByLabel(ed("labels.Title")).fill(`${title} (DE)`);
    // With JavaScript the German slug follows the German title as it is typed.
    const germanSlug = slugFromTitle(`${title} (DE)`);
    await page.waitForFunction((value) => (document.querySelector('input[name="data.slug"]') as HTMLInputElement | null)?.value === value, germanSlug);
    await page.getByRole("button", { name: ed("content.publish") }).click();
    await page.getByText(ed("content.notice.published")).waitFor();
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    expect((await visitor(href("careerNewsArticle", "de", { slug: germanSlug }))).html).toContain(`${title} (DE)`);
    expect((await visitor(href("careerNewsArticle", "de", { slug }))).location).toBe(href("careerNewsArticle", "de", { slug: germanSlug }));
    expect((await visitor(href("careerNewsArticle", "en", { slug }))).html).toContain(title);
    const id = Number(/\/careerNews\/(\d+)/.exec(page.url())![1]);
    await page.context().close();
    await deleteContentItem(cookie, "careerNews", id);
  });
});
