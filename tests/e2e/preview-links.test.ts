import { describe, expect, it } from "vitest";
import { editorDrafts, sharedBrowser } from "./support/editor-drafts";
import { newEditorPage, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 25, preview links: the current draft for someone without an account, with a banner,
// noindex and never cached; revoked → 410 with the site's page. Without JavaScript on a nested
// page in German, with JavaScript on the home page.

const ed = (key: string, locale: "en" | "de" = "en") => text(locale, key, "editor");
const common = (key: string, locale: "en" | "de" = "en") => text(locale, key);
const { get: asEditor, post, newPage, addText, publish } = editorDrafts();
const browser = sharedBrowser();
const decode = (s: string) => s.replace(/&amp;/g, "&");

describe("preview links without JavaScript", () => {
  it("shows a German draft to a visitor with the link (banner, noindex, never cached) until it is revoked (410)", async () => {
    const { slug, pageId } = await newPage("Preview page", "e2e-preview");
    await publish(slug, pageId);
    await addText(slug, pageId, "Draft for review");

    const refused = await post(`/editor/pages/${pageId}`, { _action: "createPreview", days: "0", returnTo: `/de/${slug}?draft=true&show_previews=true` });
    expect(refused.headers.get("location")).toBe(`/de/${slug}?draft=true`);
    const created = await post(`/editor/pages/${pageId}`, { _action: "createPreview", days: "7", returnTo: `/de/${slug}?draft=true&show_previews=true` });
    expect(created.headers.get("location")).toBe(`/de/${slug}?draft=true&show_previews=true`);
    const dialog = await (await asEditor(`/de/${slug}?draft=true&show_previews=true`)).text();
    expect(dialog).toContain(`>${ed("previews.title", "de")}</h2>`);
    const link = decode(new RegExp(`value="(http://[^"]+/de/${slug}\\?preview=(\\d+)\\.[A-Za-z0-9_-]{43})"`).exec(dialog)![1]);
    const linkId = /preview=(\d+)\./.exec(link)![1];

    const first = await fetch(link);
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.headers.get("x-robots-tag")).toBe("noindex");
    expect(html).toContain("Draft for review");
    expect(html).toContain(common("preview.banner", "de"));
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(await (await fetch(url(`/de/${slug}`))).text()).not.toContain("Draft for review");
    expect(await (await fetch(link)).text()).toContain("Draft for review");
    // The public page, asked twice (a cache hit the second time), never shows the previewed draft.
    expect(await (await fetch(url(`/de/${slug}`))).text()).not.toContain("Draft for review");

    const tampered = await fetch(link.replace(/(preview=\d+\.)(.)/, (_, head: string, c: string) => `${head}${c === "A" ? "B" : "A"}`));
    expect(tampered.status).toBe(404);

    expect((await post(`/editor/pages/${pageId}`, { _action: "revokePreview", previewId: linkId, returnTo: `/de/${slug}?draft=true&show_previews=true` })).status).toBe(303);
    const gone = await fetch(link);
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain(common("preview.goneTitle", "de"));
    expect(goneHtml).not.toContain("Draft for review");
    expect(await (await asEditor(`/de/${slug}?draft=true&show_previews=true`)).text()).toContain(ed("previews.state.revoked", "de"));
  });
});

describe("preview links with JavaScript", () => {
  it("shares the home page's draft from the toolbar; a browser without an account opens it with the banner", async () => {
    const page = await newEditorPage(await browser());
    await signIn(page, "/?draft=true");
    await page.getByRole("link", { name: ed("toolbar.sharePreview") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByLabel(ed("previews.days")).fill("2");
    await dialog.getByRole("button", { name: ed("previews.create") }).click();
    const field = dialog.locator("input[readonly]").first();
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(/\/\?preview=\d+\.[A-Za-z0-9_-]{43}$/);
    const visitor = await (await browser()).newContext();
    const tab = await visitor.newPage();
    const response = await tab.goto(link);
    expect(response?.status()).toBe(200);
    await tab.getByRole("status").filter({ hasText: text("en", "preview.banner") }).waitFor();
    await visitor.close();
    // Revoked again: the home page's link must not outlive the test.
    await dialog.getByRole("button", { name: ed("previews.revoke") }).first().click();
    await expect.poll(async () => (await fetch(link)).status).toBe(410);
    await page.context().close();
  });
});
