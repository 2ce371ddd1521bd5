import { beforeAll, expect } from "vitest";
import { sessionCookie } from "./editor-session";
import { baseUrl, url } from "./site";

/** Signs the e2e editor in over plain HTTP on the global server and returns the `__session=…` cookie to send. */
export function editorSessionCookie(): Promise<string> {
  return sessionCookie(baseUrl());
}

/** A path of the global server fetched as the signed-in editor (its cookie, a same-origin Origin); redirects are not followed. */
export function asEditor(cookie: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url(path), { ...init, redirect: "manual", headers: { Cookie: cookie, Origin: baseUrl(), ...(init.headers ?? {}) } });
}

/** A form post as the signed-in editor (as a browser without JavaScript sends it). */
export function postAsEditor(cookie: string, path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return asEditor(cookie, path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields) });
}

/** A content item's stored revision, as its screen's form carries it (a POST on it must name it). */
export async function contentRevision(cookie: string, kind: string, id: number): Promise<string> {
  const html = await (await asEditor(cookie, `/editor/content/${kind}/${id}`)).text();
  const found = /name="revision" value="(\d+)"/.exec(html);
  if (!found) throw new Error(`no revision on /editor/content/${kind}/${id}`);
  return found[1];
}

/** Deletes a content item through its screen's form; the answer must be the list's "deleted" notice. */
export async function deleteContentItem(cookie: string, kind: string, id: number): Promise<void> {
  const response = await postAsEditor(cookie, `/editor/content/${kind}/${id}`, { intent: "delete", revision: await contentRevision(cookie, kind, id) });
  expect(response.headers.get("location")).toBe(`/editor/content/${kind}?done=deleted`);
}

/** The id of the page at an English path ("/company"), read from the page tree. */
export async function pageIdAt(cookie: string, path: string): Promise<string> {
  const html = await (await asEditor(cookie, "/editor/pages")).text();
  // A page's item ends where the next page's begins (its children are nested lists, issue 47).
  const found = new RegExp(`data-page-id="(\\d+)"(?:(?!data-page-id=).)*<code>${path.replace(/\//g, "\\/")}</code>`, "s").exec(html);
  if (!found) throw new Error(`no page at ${path}`);
  return found[1];
}

/**
 * The e2e editor over plain HTTP for one test file: signed in before the file's tests, with the
 * calls the tests make bound to that session.
 */
export function editorOfFile() {
  let cookie = "";
  beforeAll(async () => {
    cookie = await editorSessionCookie();
  });
  const get = (path: string, init: RequestInit = {}) => asEditor(cookie, path, init);
  return {
    cookie: () => cookie,
    asEditor: get,
    page: async (path: string, init: RequestInit = {}) => (await get(path, init)).text(),
    post: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => postAsEditor(cookie, path, fields, headers),
  };
}
