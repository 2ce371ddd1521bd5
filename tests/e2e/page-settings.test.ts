import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { editorSessionCookie } from "./support/editor-http";
import { newEditorPage, signIn } from "./support/editor-session";
import { baseUrl, text, url } from "./support/site";

// Issue 22: page settings (`?draft=true&show_settings=true`): a new slug moves the page and its
// subpages in one locale and their old addresses answer 301; without JavaScript and with it.

const ed = (key: string, locale: "en" | "de" = "en") => text(locale, key, "editor");
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const unique = () => Math.random().toString(36).slice(2, 7);

let cookie = "";
let browser: Browser | undefined;
beforeAll(async () => {
  cookie = await editorSessionCookie();
});
afterAll(async () => {
  await browser?.close();
});

const asEditor = (path: string, init: RequestInit = {}) =>
  fetch(url(path), { ...init, redirect: "manual", headers: { Cookie: cookie, Origin: baseUrl(), ...(init.headers ?? {}) } });
const form = (fields: Record<string, string>) => ({ method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

/** A new published top-level page with a published child; their English slugs. */
async function publishedPair(): Promise<{ slug: string; pageId: string; childId: string }> {
  const slug = `e2e-settings-${unique()}`;
  const created = await asEditor("/editor/pages/new", form({ title: "Settings parent", slug, parentId: "", copyFrom: "" }));
  expect(created.status).toBe(303);
  const pageId = /action="\/editor\/pages\/(\d+)"/.exec(await (await asEditor(`/${slug}?draft=true`)).text())![1];
  const options = await (await asEditor("/editor/pages/new")).text();
  const parentOption = new RegExp(`<option value="(\\d+)">[^<]*\\(/${slug}\\)</option>`).exec(options)![1];
  expect((await asEditor("/editor/pages/new", form({ title: "Settings child", slug: "child", parentId: parentOption, copyFrom: "" }))).status).toBe(303);
  const childId = /action="\/editor\/pages\/(\d+)"/.exec(await (await asEditor(`/${slug}/child?draft=true`)).text())![1];
  for (const [id, path] of [[pageId, `/${slug}`], [childId, `/${slug}/child`]]) {
    const published = await asEditor(`/editor/pages/${id}`, form({ _action: "publishPage", version: "1", returnTo: `${path}?draft=true` }));
    expect(published.status).toBe(303);
  }
  return { slug, pageId, childId };
}

describe("page settings without JavaScript", () => {
  it("renames a German slug: the page and its child move, their old German addresses answer 301, English stays", async () => {
    const { slug, pageId } = await publishedPair();
    const dialog = await (await asEditor(`/de/${slug}?draft=true&show_settings=true`, { headers: { "Accept-Language": "de" } })).text();
    expect(dialog).toContain(`>${ed("settings.title", "de")}</h2>`);
    const saved = await asEditor(
      `/editor/pages/${pageId}`,
      form({ _action: "saveSettings", title: "Einstellungen Eltern", slug: `${slug}-neu`, description: "Neu", returnTo: `/de/${slug}?draft=true&show_settings=true` }),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/de/${slug}-neu?draft=true`);
    for (const [old, now] of [[`/de/${slug}`, `/de/${slug}-neu`], [`/de/${slug}/child`, `/de/${slug}-neu/child`]]) {
      const answer = await fetch(url(old), { redirect: "manual" });
      expect(answer.status, old).toBe(301);
      expect(answer.headers.get("location")).toBe(now);
      expect((await fetch(url(now))).status, now).toBe(200);
    }
    expect((await fetch(url(`/${slug}`))).status).toBe(200);
    const page = await (await fetch(url(`/de/${slug}-neu`))).text();
    expect(page).toContain("<title>Einstellungen Eltern");
    expect(page).toContain('content="Neu"');
  });

  it("answers a malformed or taken slug in the dialog with the field's message and the typed values, changing nothing", async () => {
    const { slug, pageId } = await publishedPair();
    const other = await publishedPair();
    for (const [bad, reason] of [["Not A Slug", "slugFormat"], [other.slug, "slugTaken"]] as const) {
      const back = await asEditor(`/editor/pages/${pageId}`, form({ _action: "saveSettings", title: "Typed title", slug: bad, description: "", returnTo: `/${slug}?draft=true&show_settings=true` }));
      expect(back.status).toBe(303);
      expect(back.headers.get("location")).toBe(`/${slug}?draft=true&show_settings=true`);
      const html = await (await asEditor(back.headers.get("location")!, { headers: { Cookie: `${cookie}; ${back.headers.get("set-cookie")?.split(";")[0] ?? ""}` } })).text();
      expect(html).toContain(escapeHtml(ed(`validation.${reason}`)));
      expect(html).toContain('value="Typed title"');
      expect((await fetch(url(`/${slug}`))).status).toBe(200);
    }
  });
});

describe("page settings with JavaScript", () => {
  it("opens from the toolbar, saves a new slug and lands on the page at its new address", async () => {
    const { slug } = await publishedPair();
    browser = await launchBrowser();
    const page = await newEditorPage(browser);
    await signIn(page, `/${slug}?draft=true`);
    await page.getByRole("link", { name: ed("toolbar.settings") }).click();
    await page.getByRole("dialog").waitFor();
    await page.getByLabel(ed("settings.slug")).fill(`${slug}-js`);
    await page.getByRole("button", { name: ed("settings.save") }).click();
    await page.waitForURL(url(`/${slug}-js?draft=true`));
    const old = await fetch(url(`/${slug}`), { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/${slug}-js`);
    await page.context().close();
  });
});
