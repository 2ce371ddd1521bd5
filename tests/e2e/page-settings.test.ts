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

describe("the Social image without JavaScript", () => {
  const decode = (s: string) => s.replace(/&amp;/g, "&");
  const ogImage = async (path: string) => /<meta property="og:image" content="([^"]+)"/.exec(await (await fetch(url(path))).text())?.[1] ?? null;

  /** Opens the settings, follows "Choose from the media library" and uses the first image there; returns that image's id. */
  async function chooseFirstImage(path: string, locale: "en" | "de"): Promise<string> {
    const settings = await (await asEditor(`${path}?draft=true&show_settings=true`)).text();
    const choose = new RegExp(`<a [^>]*href="(/editor/media\\?[^"]+)"[^>]*>${escapeHtml(ed("settings.socialImageChoose", locale))}</a>`).exec(settings);
    expect(choose, "the choose link").not.toBeNull();
    const library = await (await asEditor(decode(choose![1]), { headers: { "Accept-Language": locale } })).text();
    expect(library).toContain(ed("media.choose.intro", locale));
    const use = /<form method="post" action="(\/editor\/pages\/\d+)"[^>]*>([\s\S]*?)<\/form>/.exec(library)!;
    const fields = Object.fromEntries([...use[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], decode(m[2])]));
    expect(fields._action).toBe("setSocialImage");
    const chosen = await asEditor(use[1], form(fields));
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(`${path}?draft=true&show_settings=true`);
    return fields.mediaId;
  }

  it("is chosen in the media library for the German home page, shared as og:image there only, and removed", async () => {
    const mediaId = await chooseFirstImage("/de", "de");
    expect(await ogImage("/de")).toMatch(new RegExp(`^${baseUrl()}/media/${mediaId}/[^/]+$`));
    expect(await ogImage("/")).toBeNull();
    const settings = await (await asEditor("/de?draft=true&show_settings=true")).text();
    expect(settings).toContain(ed("settings.socialImageRemove", "de"));
    const removed = await asEditor(/action="(\/editor\/pages\/\d+)"/.exec(settings)![1], form({ _action: "setSocialImage", mediaId: "", returnTo: "/de?draft=true&show_settings=true" }));
    expect(removed.status).toBe(303);
    expect(await ogImage("/de")).toBeNull();
  });

  it("is chosen for a nested page, and a document id is refused with a message, the image kept", async () => {
    const { slug, childId } = await publishedPair();
    const path = `/${slug}/child`;
    const mediaId = await chooseFirstImage(path, "en");
    expect(await ogImage(path)).toContain(`/media/${mediaId}/`);
    const documents = await (await asEditor("/editor/media?kind=document")).text();
    const documentId = /data-media-id="(\d+)"/.exec(documents)![1];
    const refused = await asEditor(`/editor/pages/${childId}`, form({ _action: "setSocialImage", mediaId: documentId, returnTo: `${path}?draft=true&show_settings=true` }));
    expect(refused.status).toBe(303);
    const shown = await (await asEditor(refused.headers.get("location")!, { headers: { Cookie: `${cookie}; ${refused.headers.get("set-cookie")?.split(";")[0] ?? ""}` } })).text();
    expect(shown).toContain(escapeHtml(ed("errors.socialImageMissing")));
    expect(await ogImage(path)).toContain(`/media/${mediaId}/`);
  });
});
