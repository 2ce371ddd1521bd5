import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { asEditor as asEditorWith, editorSessionCookie, postAsEditor } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 24: the media library over plain HTTP (as a browser without JavaScript posts) and in a
// browser. Every test puts back what it changed: the other files of the run share this server.

const ed = (key: string, locale: "en" | "de" = "en") => text(locale, key, "editor");
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
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
    // Thumbnails come from the 320 px renditions where the image is wider (not 24 full-size files).
    const images = await (await asEditor("/editor/media?kind=image")).text();
    expect(images).toMatch(/<img[^>]+srcSet="\/media\/\d+\/[^"?]+\.webp\?w=320 320w/);
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

/** A real JPEG of the given size, drawn by sharp. */
function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 122, b: 60 } } }).jpeg().toBuffer();
}

/** A multipart post as the signed-in editor (a browser without JavaScript sends the same). */
function postFiles(path: string, fields: Record<string, string>, files: { field: string; name: string; type: string; bytes: Uint8Array }[]): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  return asEditor(path, { method: "POST", body: form });
}

/** How many library items match `q` (a name only this test uses: other files upload beside it). */
const libraryTotal = async (q: string) => Number(/data-total="(\d+)"/.exec(await (await asEditor(`/editor/media?q=${encodeURIComponent(q)}`)).text())![1]);

describe("uploading and replacing without JavaScript", () => {
  it("stores a JPEG as WebP and opens its details for the alt text", async () => {
    const answer = await postFiles("/editor/media", {}, [{ field: "files", name: "E2E Werkhalle.jpg", type: "image/jpeg", bytes: await jpeg(800, 600) }]);
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location")!;
    expect(location).toMatch(/^\/editor\/media\/\d+\?done=uploaded$/);
    const details = await (await asEditor(location)).text();
    expect(details).toContain(ed("media.notice.uploaded"));
    expect(details).toContain("image/webp");
    const fileUrl = /<a href="(\/media\/\d+\/[^"]+)"|<img src="(\/media\/\d+\/[^"]+)"/.exec(details)!;
    const stored = await fetch(url(fileUrl[1] ?? fileUrl[2]));
    expect(stored.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await stored.arrayBuffer()).subarray(8, 12).toString()).toBe("WEBP");
    const id = /\/editor\/media\/(\d+)/.exec(location)![1];
    expect((await post(`/editor/media/${id}`, { _action: "delete" })).status).toBe(303);
  });

  it("refuses a whole upload when one file is bad, naming it, and stores none of it", async () => {
    const stamp = `e2e-refused-${Date.now()}`;
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const answer = await postFiles("/editor/media", {}, [
      { field: "files", name: `${stamp}-good.jpg`, type: "image/jpeg", bytes: await jpeg(40, 30) },
      { field: "files", name: "datasheet.pdf", type: "application/pdf", bytes: html },
      { field: "files", name: "empty.zip", type: "application/zip", bytes: new Uint8Array() },
    ]);
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain(escapeText(ed("validation.fileType").replace("{{name}}", "datasheet.pdf")));
    expect(page).toContain(escapeText(ed("validation.fileEmpty").replace("{{name}}", "empty.zip")));
    expect(await libraryTotal(stamp)).toBe(0);
  });

  it("refuses more files than one upload takes, and an upload with no file", async () => {
    const many = await Promise.all(Array.from({ length: 21 }, async (_, i) => ({ field: "files", name: `t${i}.jpg`, type: "image/jpeg", bytes: await jpeg(8, 8) })));
    const tooMany = await postFiles("/editor/media", {}, many);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain(escapeText(ed("validation.tooManyFiles").replace("{{n}}", "20")));
    const none = await postFiles("/editor/media", {}, []);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(ed("validation.noFiles"));
  });

  it("replaces an image that a page shows: the page shows the new file, its alt text stays", async () => {
    const { id, alt } = await firstImage("/de");
    const details = await (await asEditor(`/editor/media/${id}`)).text();
    const originalUrl = /<img src="(\/media\/\d+\/[^"]+)"/.exec(details)![1];
    const original = Buffer.from(await (await fetch(url(originalUrl))).arrayBuffer());
    const wrongKind = await postFiles(`/editor/media/${id}`, { _action: "replace" }, [{ field: "file", name: "x.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n") }]);
    expect(wrongKind.status).toBe(400);
    expect(await wrongKind.text()).toContain(ed("validation.replaceKind"));

    const replaced = await postFiles(`/editor/media/${id}`, { _action: "replace" }, [{ field: "file", name: "neu.jpg", type: "image/jpeg", bytes: await jpeg(640, 480) }]);
    expect(replaced.status).toBe(303);
    const home = await (await fetch(url("/de"))).text();
    const shown = new RegExp(`<img[^>]*src="/media/${id}/neu-v\\d+\\.webp"[^>]*>`).exec(home)?.[0];
    expect(shown).toBeDefined();
    expect(shown).toContain('width="640"');
    expect((await firstImage("/de")).alt).toBe(alt);

    const back = await postFiles(`/editor/media/${id}`, { _action: "replace" }, [{ field: "file", name: originalUrl.split("/").pop()!, type: "image/webp", bytes: original }]);
    expect(back.status).toBe(303);
    const restored = /<img src="(\/media\/\d+\/[^"]+)"/.exec(await (await asEditor(`/editor/media/${id}`)).text())![1];
    expect(Buffer.from(await (await fetch(url(restored))).arrayBuffer()).equals(original)).toBe(true);
  });
});

describe("uploading with JavaScript", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("sends several files at once with a progress bar and lands on the library", async () => {
    const page = await newEditorPage(browser);
    await signIn(page, "/editor/media");
    await settled(page);
    const before = await libraryTotal("e2e-js-");
    await page.locator("#media-files").setInputFiles([
      { name: "e2e-js-one.jpg", mimeType: "image/jpeg", buffer: await jpeg(120, 90) },
      { name: "e2e-js-two.png", mimeType: "image/png", buffer: await sharp({ create: { width: 50, height: 50, channels: 4, background: "#ffffff" } }).png().toBuffer() },
    ]);
    // With JavaScript the files go by XMLHttpRequest (its upload progress drives the bar), in JSON.
    const sent = page.waitForResponse((response) => response.url().endsWith("/editor/media/upload"));
    await page.getByRole("button", { name: ed("media.upload.submit") }).click();
    expect(await (await sent).json()).toEqual({ location: "/editor/media?done=uploaded" });
    await page.getByRole("status").filter({ hasText: ed("media.notice.uploaded") }).waitFor();
    expect(await libraryTotal("e2e-js-")).toBe(before + 2);
    const ids = await page.locator(".media-library__item").evaluateAll((items) =>
      items.filter((item) => /e2e-js-/.test(item.textContent ?? "")).map((item) => item.getAttribute("data-media-id")!),
    );
    expect(ids).toHaveLength(2);
    await page.context().close();
    for (const id of ids) expect((await post(`/editor/media/${id}`, { _action: "delete" })).status).toBe(303);
  });
});
