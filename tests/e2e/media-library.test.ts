import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { asEditor as asEditorWith, editorSessionCookie, postAsEditor } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 24: the media library over plain HTTP (as a browser without JavaScript posts) and in a
// browser. Every test puts back what it changed: the other files of the run share this server.

const ed = (key: string, locale: "en" | "de" = "en") => text(locale, key, "editor");
const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");

let cookie = "";
beforeAll(async () => {
  cookie = await editorSessionCookie();
});
const asEditor = (path: string, init: RequestInit = {}) => asEditorWith(cookie, path, init);
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => postAsEditor(cookie, path, fields, headers);

/** The first image of a visitor page's main content: its media id and alt text. */
async function firstImage(path: string): Promise<{ id: string; alt: string }> {
  const html = await (await fetch(url(path))).text();
  const main = /<main[\s\S]*<\/main>/.exec(html)![0];
  const found = /<img[^>]*?src="\/media\/(\d+)\/[^"]*"[^>]*?alt="([^"]*)"|<img[^>]*?alt="([^"]*)"[^>]*?src="\/media\/(\d+)\//.exec(main)!;
  return found[1] ? { id: found[1], alt: decode(found[2]) } : { id: found[4], alt: decode(found[3]) };
}

/** The details form's current values, as the browser would post them back. */
async function detailsForm(id: string): Promise<Record<string, string>> {
  const html = await (await asEditor(`/editor/media/${id}`)).text();
  const fields: Record<string, string> = { _action: "save" };
  for (const match of html.matchAll(/<input [^>]*name="([^"]+)"[^>]*>/g)) {
    const tag = match[0];
    const name = match[1];
    if (name === "_action") continue;
    if (/type="checkbox"/.test(tag)) {
      if (/ checked=""/.test(tag)) fields[name] = "on";
      continue;
    }
    fields[name] = decode(/value="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  return fields;
}

describe("the media library without JavaScript", () => {
  it("is for signed-in editors only, and refuses a cross-site post", async () => {
    expect([302, 303, 401]).toContain((await fetch(url("/editor/media"), { redirect: "manual" })).status);
    expect((await post("/editor/media/1", { _action: "delete" }, { Origin: "https://evil.example" })).status).toBe(403);
  });

  it("lists, filters by type and searches, in German", async () => {
    const all = await (await asEditor("/editor/media", { headers: { "Accept-Language": "de" } })).text();
    expect(all).toContain(`>${ed("media.title", "de")}</h1>`);
    expect(all).toMatch(/data-media-id="\d+"/);
    const documents = await (await asEditor("/editor/media?kind=document")).text();
    expect(documents).toContain('data-kind="document"');
    expect(documents).not.toContain('data-kind="image"');
    const nothing = await (await asEditor("/editor/media?q=no-such-file-e2e")).text();
    expect(nothing).toContain(ed("media.none"));
    expect((await asEditor("/editor/media/99999999")).status).toBe(404);
  });

  it("sets German alt text that the German page shows, and keeps the typed values on a refusal", async () => {
    const before = await firstImage("/de");
    const original = await detailsForm(before.id);
    const refused = await post(`/editor/media/${before.id}`, { ...original, "alt.en": "", "alt.de": "<b>fett</b>" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain(ed("validation.altRequired"));
    expect(refusedHtml).toContain(ed("validation.plainText"));
    expect(refusedHtml).toContain('value="&lt;b&gt;fett&lt;/b&gt;"');
    expect((await firstImage("/de")).alt).toBe(before.alt); // nothing half-saved

    const saved = await post(`/editor/media/${before.id}`, { ...original, "alt.de": "E2E Sensorlinie im Werk" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/editor/media/${before.id}?done=saved`);
    expect(await (await asEditor(`/editor/media/${before.id}?done=saved`)).text()).toContain(ed("media.notice.saved"));
    expect((await firstImage("/de")).alt).toBe("E2E Sensorlinie im Werk");
    expect((await firstImage("/")).alt).not.toBe("E2E Sensorlinie im Werk");

    expect((await post(`/editor/media/${before.id}`, original)).status).toBe(303);
    expect((await firstImage("/de")).alt).toBe(before.alt);
  });

  it("refuses to delete a file in use, naming where, and deletes nothing", async () => {
    const { id } = await firstImage("/");
    const refused = await post(`/editor/media/${id}`, { _action: "delete" });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain(ed("validation.mediaInUse"));
    expect(html).toMatch(/<ul class="media-details__uses"[\s\S]*?href="\/\?draft=true"/);
    expect((await asEditor(`/editor/media/${id}`)).status).toBe(200);
  });
});

describe("the media library with JavaScript", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("sets the focal point by a click on the image and saves it", async () => {
    const { id } = await firstImage("/");
    const original = await detailsForm(id);
    const page = await newEditorPage(browser);
    await signIn(page, `/editor/media/${id}`);
    await settled(page);
    const image = page.locator(".media-details__preview img");
    const box = (await image.boundingBox())!;
    await image.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    expect(Number(await page.getByLabel(ed("media.fields.focalX")).inputValue())).toBeCloseTo(25, -1);
    expect(Number(await page.getByLabel(ed("media.fields.focalY")).inputValue())).toBeCloseTo(75, -1);
    await page.getByRole("button", { name: ed("media.save") }).click();
    await page.getByRole("status").filter({ hasText: ed("media.notice.saved") }).waitFor();
    expect((await detailsForm(id)).focalX).toBe(await page.getByLabel(ed("media.fields.focalX")).inputValue());
    await page.context().close();
    expect((await post(`/editor/media/${id}`, original)).status).toBe(303);
    expect((await detailsForm(id)).focalX).toBe(original.focalX ?? "");
  });
});
