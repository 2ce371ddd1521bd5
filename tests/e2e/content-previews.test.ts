import { describe, expect, it } from "vitest";
import { slugFromTitle } from "../../app/editor/page-tree/new-page-schema";
import type { Locale } from "../../app/i18n/locales";
import { href } from "../../app/i18n/route-table";
import { browserOfFile } from "./support/browser";
import { editorOfFile } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 25, preview links for content items (ADR 056): an editor shares the German draft of an
// unpublished press release and of a published blog post with a draft change; a visitor without
// an account opens the link and reads the draft under the Preview banner (noindex, never stored);
// the address without the link shows what visitors see; revoked → 410 with the site's page.
// Plain form posts (no JavaScript) and, for a blog post, the browser. Every test deletes what it
// created: the other files of the run share this server.

const ed = (key: string, locale: Locale = "en") => text(locale, key, "editor");
const common = (key: string, locale: Locale = "de") => text(locale, key);
const decode = (s: string) => s.replace(/&amp;/g, "&");

const editor = editorOfFile();
const browserNow = browserOfFile();
const page = editor.page;
const post = editor.post;
const justNow = () => new Date(Date.now() - 60_000).toISOString().slice(0, 16);
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

async function revisionOf(kind: string, id: number): Promise<string> {
  return /name="revision" value="(\d+)"/.exec(await page(`/editor/content/${kind}/${id}`))![1];
}

/** Posts an item form that must succeed (303); answers the item's id. */
async function submit(path: string, fields: Record<string, string>): Promise<number> {
  const response = await post(path, fields);
  expect(response.status, await response.text()).toBe(303);
  return Number(/\/(\d+)(?:\?|$)/.exec(response.headers.get("location") ?? "")?.[1]);
}

/** Saves (or publishes) the German texts of an item. */
async function german(kind: string, id: number, fields: Record<string, string>, intent: "save" | "publish") {
  await submit(`/editor/content/${kind}/${id}?locale=de`, { ...fields, revision: await revisionOf(kind, id), intent });
}

/** Share preview on the item's German form, without JavaScript: the new link (absolute) and its id. */
async function shareGerman(kind: string, id: number): Promise<{ link: string; linkId: string }> {
  const form = await page(`/editor/content/${kind}/${id}?locale=de`);
  expect(form).toContain(`>${ed("contentSafety.sharePreview")}</a>`);
  const created = await post(`/editor/content/${kind}/${id}?locale=de`, { intent: "createPreview", days: "7" });
  expect(created.status).toBe(303);
  expect(created.headers.get("location")).toBe(`/editor/content/${kind}/${id}?show_previews=true&locale=de&done=previewCreated`);
  const dialog = await page(`/editor/content/${kind}/${id}?locale=de&show_previews=true`);
  expect(dialog).toContain(`>${ed("previews.title")}</h2>`);
  const link = decode(/value="(http:\/\/[^"]+\?preview=\d+\.[A-Za-z0-9_-]{43})"/.exec(dialog)![1]);
  return { link, linkId: /preview=(\d+)\./.exec(link)![1] };
}

/** What a visitor without an account gets at an absolute address. */
async function visit(address: string) {
  const response = await fetch(address, { redirect: "manual" });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

async function expectPreview(link: string, draftText: string) {
  const opened = await visit(link);
  expect(opened.status).toBe(200);
  expect(opened.headers.get("cache-control")).toBe("private, no-store");
  expect(opened.headers.get("x-robots-tag")).toBe("noindex");
  expect(opened.html).toContain(draftText);
  expect(opened.html).toContain(`<p class="preview-banner" role="status"><strong>${common("preview.label")}</strong>`);
  expect(opened.html).toContain(common("preview.banner"));
  expect(opened.html).toMatch(/<meta name="robots" content="noindex"/);
}

async function expectGone(link: string, draftText: string) {
  const gone = await visit(link);
  expect(gone.status).toBe(410);
  expect(gone.html).toContain(common("preview.goneTitle"));
  expect(gone.html).not.toContain(draftText);
}

async function remove(kind: string, id: number): Promise<void> {
  expect((await post(`/editor/content/${kind}/${id}`, { intent: "delete", revision: await revisionOf(kind, id) })).status).toBe(303);
}

/** A published blog post with German texts, then a German draft change: its id, German address and both texts. */
async function publishedPostWithGermanDraft() {
  const title = unique("E2E preview post");
  const germanTitle = `Vorschau ${title}`;
  const id = await submit("/editor/content/blog/new", { "data.title": title, "data.publishedAt": justNow(), "data.body": "<p>Published English words</p>", intent: "publish" });
  await german("blog", id, { "data.title": germanTitle, "data.body": "<p>Veröffentlichter Text für alle</p>" }, "publish");
  await german("blog", id, { "data.title": germanTitle, "data.body": "<p>Entwurf zur Durchsicht</p>" }, "save");
  return { id, path: href("blogPost", "de", { post: slugFromTitle(germanTitle) }), published: "Veröffentlichter Text für alle", draft: "Entwurf zur Durchsicht" };
}

describe("content item previews without JavaScript", () => {
  it("shows an unpublished press release's German draft to a visitor with the link until it is revoked (410)", async () => {
    const title = unique("E2E unpublished release");
    const germanTitle = `Unveröffentlicht ${title}`;
    const id = await submit("/editor/content/news/new", { "data.title": title, "data.category": "press", "data.publishedAt": justNow(), "data.summary": "S.", "data.body": "<p>English secret</p>", intent: "save" });
    await german("news", id, { "data.title": germanTitle, "data.body": "<p>Noch geheimer Text</p>" }, "save");
    const path = href("newsArticle", "de", { slug: slugFromTitle(germanTitle) });

    const { link, linkId } = await shareGerman("news", id);
    expect(new URL(link).pathname).toBe(path);
    await expectPreview(link, "Noch geheimer Text");
    expect(await visit(link)).toMatchObject({ status: 200 }); // a second visit: nothing kept or used up
    // Without the link (or with a wrong token) the unpublished item is not there.
    expect((await visit(url(path))).status).toBe(404);
    const tampered = link.replace(/(preview=\d+\.)(.)/, (_, head: string, c: string) => `${head}${c === "A" ? "B" : "A"}`);
    expect((await visit(tampered)).status).toBe(404);

    expect((await post(`/editor/content/news/${id}?locale=de`, { intent: "revokePreview", previewId: linkId })).status).toBe(303);
    await expectGone(link, "Noch geheimer Text");
    expect(await page(`/editor/content/news/${id}?locale=de&show_previews=true`)).toContain(ed("previews.state.revoked"));
    expect(await page(`/editor/audit?target=news:${id}`)).toContain('data-action="content.previewRevoke"');
    await remove("news", id);
  });

  it("shows a published blog post's German draft change with the link; the post's address keeps the published text", async () => {
    const item = await publishedPostWithGermanDraft();
    const { link, linkId } = await shareGerman("blog", item.id);
    expect(new URL(link).pathname).toBe(item.path);
    await expectPreview(link, item.draft);
    expect((await visit(link)).html).not.toContain(item.published);
    const visitor = await visit(url(item.path));
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("cache-control") ?? "").not.toContain("no-store");
    expect(visitor.html).toContain(item.published);
    expect(visitor.html).not.toContain(item.draft);
    expect(visitor.html).not.toContain(common("preview.banner"));

    expect((await post(`/editor/content/blog/${item.id}?locale=de`, { intent: "revokePreview", previewId: linkId })).status).toBe(303);
    await expectGone(link, item.draft);
    await remove("blog", item.id);
  });

  it("offers no preview link for a kind without a page of its own (an FAQ item)", async () => {
    const id = await submit("/editor/content/faq/new", { "data.question": unique("E2E preview question?"), "data.body": "<p>An answer.</p>", "data.position": "0", intent: "save" });
    expect(await page(`/editor/content/faq/${id}`)).not.toContain(`>${ed("contentSafety.sharePreview")}</a>`);
    const created = await post(`/editor/content/faq/${id}`, { intent: "createPreview", days: "3" });
    expect(created.headers.get("location")).toBe(`/editor/content/faq/${id}`);
    expect(await page(`/editor/content/faq/${id}?show_previews=true`)).not.toContain(`>${ed("previews.title")}</h2>`);
    expect(await page(`/editor/audit?target=faq:${id}`)).not.toContain('data-action="content.previewCreate"');
    await remove("faq", id);
  });
});

describe("content item previews with JavaScript", () => {
  it("shares a blog post's German draft from its form; a browser without an account opens it with the banner", async () => {
    const item = await publishedPostWithGermanDraft();
    const browser = await browserNow();
    const tab = await newEditorPage(browser);
    const errors: string[] = [];
    tab.on("pageerror", (error) => errors.push(error.message));
    await signIn(tab, `/editor/content/blog/${item.id}?locale=de`);
    await settled(tab);
    await tab.getByRole("link", { name: ed("contentSafety.sharePreview") }).click();
    const dialog = tab.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByLabel(ed("previews.days")).fill("2");
    await dialog.getByRole("button", { name: ed("previews.create") }).click();
    const field = dialog.locator("input[readonly]").first();
    await field.waitFor();
    const link = await field.inputValue();
    expect(new URL(link).pathname).toBe(item.path);

    const visitor = await browser.newContext({ locale: "de-DE" });
    const view = await visitor.newPage();
    const response = await view.goto(link);
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue("cache-control")).toBe("private, no-store");
    await view.getByRole("status").filter({ hasText: common("preview.banner") }).waitFor();
    await view.getByText(item.draft, { exact: true }).waitFor();
    expect(await view.getByText(item.published).count()).toBe(0);
    await visitor.close();

    await dialog.getByRole("button", { name: ed("previews.revoke") }).first().click();
    await expect.poll(async () => (await fetch(link)).status).toBe(410);
    expect(errors).toEqual([]);
    await tab.context().close();
    await remove("blog", item.id);
  });
});
