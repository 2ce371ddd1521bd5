import { sessionStorage } from "~/auth/session.server";
import type { EditorActionResult } from "./editor-view";

const KEY = "editorResult";

/**
 * A page action's failure travels to the page it redirects to as a session flash (POST →
 * redirect → GET, with and without JavaScript): read once, then gone. Returns the Set-Cookie.
 */
export async function flashEditorResult(request: Request, result: EditorActionResult): Promise<string> {
  const storage = sessionStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash(KEY, result);
  return storage.commitSession(session);
}

/**
 * The flashed result for this editor's page view, if any, and the Set-Cookie that consumes it.
 * `keep`: a server-rendered picker is open (ADR 024): the typed values stay for its reloads.
 */
export async function takeEditorResult(request: Request, { keep = false } = {}): Promise<{ result: EditorActionResult | null; setCookie?: string }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__session")) return { result: null };
  const storage = sessionStorage();
  const session = await storage.getSession(cookie);
  if (!session.has(KEY)) return { result: null };
  const result = (session.get(KEY) ?? null) as EditorActionResult | null;
  if (keep && result) session.flash(KEY, result);
  return { result, setCookie: await storage.commitSession(session) };
}
