import { redirect, type AppLoadContext } from "@remix-run/node";
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getDb } from "../../db";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { href } from "~/i18n/route-table";
import type { Locale } from "~/i18n/locales";
import { dummyPasswordHash, verifyPassword } from "./password.server";
import { loginLimiter } from "./login-limiter.server";
import { sessionStorage } from "./session.server";
import { findEditor, findUserByEmail, recordSignIn, type Editor } from "./users.server";
import { recordAudit } from "~/audit/audit-log.server";

const USER_KEY = "editorId";

export class SignInError extends Error {
  constructor(readonly reason: "invalid" | "rate-limited", readonly retryAfterSeconds = 0) {
    super(reason);
  }
}

let authenticator: Authenticator<number> | undefined;

function getAuthenticator(): Authenticator<number> {
  if (authenticator) return authenticator;
  void dummyPasswordHash(); // made before the first unknown account asks, not while it waits
  authenticator = new Authenticator<number>(sessionStorage(), { sessionKey: USER_KEY, throwOnError: true });
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const email = String(form.get("email") ?? "");
      const password = String(form.get("password") ?? "");
      const user = email ? await findUserByEmail(getDb(), email) : undefined;
      // Always one argon2 verification, against a dummy hash for an unknown account: the time
      // taken does not tell accounts apart (issue 20.6).
      const verified = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
      if (!user || !password || !verified) throw new AuthorizationError("invalid");
      return user.id;
    }),
    "password",
  );
  return authenticator;
}

/**
 * Signs an editor in and returns the Set-Cookie of a NEW session (the old one is destroyed:
 * session rotation). Failed attempts count per account and per IP; over the limit, the
 * password is not even checked.
 */
export async function signIn(request: Request, context: AppLoadContext, form?: FormData): Promise<string> {
  form ??= await request.formData();
  const email = String(form.get("email") ?? "").trim().toLowerCase();
  const ip = context.clientIp;
  const blocked = await loginLimiter.blockedFor(email, ip);
  // Not audited: a blocked attempt writes nothing, so hammering /login cannot grow the audit log;
  // the attempts that led to the block are there (at most the limiter's points per address).
  if (blocked > 0) throw new SignInError("rate-limited", blocked);
  let userId: number;
  try {
    // The form parsed once (issue 20.2) goes in as context; remix-auth copies the request it is given,
    // which a read body cannot be: it gets the headers only.
    const headersOnly = new Request(request.url, { headers: request.headers });
    userId = await getAuthenticator().authenticate("password", headersOnly, { context: { ...context, formData: form } });
  } catch (error) {
    // remix-auth wraps whatever the check threw, a lost database too: that is no wrong password (503).
    if (isDatabaseUnavailable(error)) throw error instanceof AuthorizationError && error.cause ? error.cause : error;
    if (error instanceof AuthorizationError) {
      await loginLimiter.fail(email, ip);
      await recordAudit(getDb(), { user: null, actor: email || "-", action: "signInFailed", detail: { reason: "invalid" } });
      throw new SignInError("invalid");
    }
    throw error;
  }
  await loginLimiter.succeed(email, ip);
  await recordSignIn(getDb(), userId);
  const user = (await findEditor(getDb(), userId)) ?? { id: userId, email };
  await recordAudit(getDb(), { user, action: "signIn", target: { kind: "user", id: userId, label: user.email } });
  const storage = sessionStorage();
  const old = await storage.getSession(request.headers.get("Cookie"));
  await storage.destroySession(old);
  const fresh = await storage.getSession();
  fresh.set(USER_KEY, userId);
  return storage.commitSession(fresh);
}

/** Ends the session server-side; returns the Set-Cookie that clears the cookie. */
export async function signOut(request: Request): Promise<string> {
  const editor = await getEditor(request);
  if (editor) await recordAudit(getDb(), { user: editor, action: "signOut", target: { kind: "user", id: editor.id, label: editor.email } });
  const storage = sessionStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  return storage.destroySession(session);
}

const editorOfRequest = new WeakMap<Request, Promise<Editor | null>>();

/** The signed-in editor, or null for a visitor; looked up once per request, whoever asks. */
export function getEditor(request: Request): Promise<Editor | null> {
  let found = editorOfRequest.get(request);
  if (!found) {
    found = lookUpEditor(request);
    editorOfRequest.set(request, found);
  }
  return found;
}

async function lookUpEditor(request: Request): Promise<Editor | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__session")) return null; // visitors: no session lookup at all
  const session = await sessionStorage().getSession(cookie);
  const id = session.get(USER_KEY);
  if (typeof id !== "number") return null;
  return (await findEditor(getDb(), id)) ?? null;
}

/**
 * Guard for every editor loader and action: visitors are sent to sign in (GET) or refused with
 * 401 (anything else) before any data is touched.
 */
export async function requireEditor(request: Request, locale: Locale = "en"): Promise<Editor> {
  const editor = await getEditor(request);
  if (editor) return editor;
  if (request.method === "GET" || request.method === "HEAD") {
    const url = new URL(request.url);
    throw redirect(href("login", locale, {}, { redirectTo: url.pathname + url.search }));
  }
  throw new Response("Sign in required", { status: 401 });
}
