import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launchBrowser } from "./browser";
import { asEditor, editorSessionCookie, postAsEditor } from "./editor-http";

/**
 * The signed-in editor's HTTP calls of an e2e file about drafts (without JavaScript, as a browser
 * posts forms): signs in before the file's tests. Call once at the top of the file.
 */
export function editorDrafts() {
  let cookie = "";
  beforeAll(async () => {
    cookie = await editorSessionCookie();
  });
  const get = (path: string, init: RequestInit = {}) => asEditor(cookie, path, init);
  const post = (path: string, fields: Record<string, string>) => postAsEditor(cookie, path, fields);
  /** A page's draft as the editor sees it ("" is the home page, "/de/x" a German one). */
  const draftHtml = async (path: string) => (await get(`${path}?draft=true`)).text();
  /** The draft's version, as its forms carry it. */
  const versionAt = async (path: string) => /name="version" value="(\d+)"/.exec(await draftHtml(path))![1];
  /** Follows a refused action's 303 with its flash cookie: the page it came back to. */
  const cameBackTo = async (response: Response) => {
    const flash = response.headers.get("set-cookie")?.split(";")[0] ?? "";
    return (await get(response.headers.get("location")!, { headers: { Cookie: `${cookie}; ${flash}` } })).text();
  };
  /** A new top-level page (a draft only): its slug and id. */
  const newPage = async (title: string, prefix = "e2e-page") => {
    const slug = `${prefix}-${Math.random().toString(36).slice(2, 7)}`;
    expect((await post("/editor/pages/new", { title, slug, parentId: "", copyFrom: "" })).status).toBe(303);
    const pageId = /action="\/editor\/pages\/(\d+)"/.exec(await draftHtml(`/${slug}`))![1];
    return { slug, pageId };
  };
  /** Adds a text module at the end of the page's English draft. */
  const addText = async (slug: string, pageId: string, body: string) => {
    const added = await post(`/editor/pages/${pageId}`, { _action: "saveModule", version: await versionAt(`/${slug}`), moduleType: "TEXT_BLOCK", "data.body": `<p>${body}</p>`, "data.columns": "1", returnTo: `/${slug}?draft=true` });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`/${slug}?draft=true`);
  };
  /** Publishes the page's draft. */
  const publish = async (slug: string, pageId: string) => {
    expect((await post(`/editor/pages/${pageId}`, { _action: "publishPage", version: await versionAt(`/${slug}`), returnTo: `/${slug}?draft=true` })).status).toBe(303);
  };
  return { cookie: () => cookie, get, post, draftHtml, versionAt, cameBackTo, newPage, addText, publish };
}

/** One browser for the file's tests, launched when first asked for and closed after them. */
export function sharedBrowser(): () => Promise<Browser> {
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
  });
  return async () => (browser ??= await launchBrowser());
}
