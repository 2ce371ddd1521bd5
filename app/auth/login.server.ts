import { redirectDocument, type AppLoadContext } from "@remix-run/node";
import type { Db } from "../../db";
import { type Locale, splitLocale } from "~/i18n/locales";
import { homeHref, pageHref } from "~/i18n/route-table";
import { readFormData } from "~/lib/form-body.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { SignInError, signIn } from "./auth.server";
import { findEditor, findUserByEmail, type Editor } from "./users.server";

export type LoginFailure = { error: "invalid" | "rateLimited"; email: string; minutes: number };

/**
 * The /login action: one generic error for any wrong credential, a clear wait time when rate
 * limited, the typed email kept; on success a rotated session and a same-site redirect.
 * With JavaScript that redirect loads the target as a new document: signing in changes what the
 * document is (editor stylesheet, toolbar, scripts on every page), so the editor starts on a
 * clean document rather than a client transition from a visitor's (ADR 016 addendum).
 */
export async function loginAction(request: Request, context: AppLoadContext): Promise<Response | LoginFailure> {
  assertSameOrigin(request);
  const form = await readFormData(request); // once (signIn reads the same fields); a malformed body or a NUL: 400
  const email = String(form.get("email") ?? "").slice(0, 320);
  const requested = safeRedirectPath(form.get("redirectTo"), "");
  try {
    const setCookie = await signIn(request, context, form);
    const user = await findUserByEmail(context.db, email);
    const editor = user ? await findEditor(context.db, user.id) : undefined;
    const target = editor ? await landingFor(context.db, editor, { requested, locale: context.locale, locales: context.locales, site: context.site }) : requested || homeHref(context.locale);
    return redirectDocument(target, { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    if (error.reason === "rate-limited") {
      return { error: "rateLimited", email, minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) };
    }
    return { error: "invalid", email, minutes: 0 };
  }
}

/** The locales an account may change texts in, among the site's: a translator's never include English. */
export function editableLocales(editor: Editor, siteLocales: readonly Locale[]): Locale[] {
  return siteLocales.filter((l) => (editor.locales === null || editor.locales.includes(l)) && !(editor.role === "translator" && l === "en"));
}

type Landing = { /** The same-site path asked for ("" when none). */ requested: string; /** The locale of the sign-in page. */ locale: Locale; locales: readonly Locale[]; site: string };

/**
 * Where sign-in lands (issue 43 §2): the page asked for, unless it is a page in a locale the account
 * may not edit; else where the account may work: the sign-in page's locale if it may edit it, else
 * the first of its locales; there its first section's page when that page exists in the locale,
 * else the locale's home page. A German-only translator signing in at /login lands on /de.
 */
export async function landingFor(db: Db, editor: Editor, { requested, locale, locales, site }: Landing): Promise<string> {
  const editable = editableLocales(editor, locales);
  if (requested) {
    const pathname = requested.split(/[?#]/)[0];
    const sitePage = !pathname.startsWith("/editor/") && !pathname.startsWith("/api/");
    if (!sitePage || editable.length === 0 || editable.includes(splitLocale(pathname).locale)) return requested;
  }
  const landing = editable.includes(locale) ? locale : (editable[0] ?? locale);
  const section = editor.sections?.find((s) => s.startsWith("/") && s !== "/");
  if (section) {
    const page = await db
      .selectFrom("page_translations as t")
      .innerJoin("page_translations as en", (join) => join.onRef("en.page_id", "=", "t.page_id").on("en.locale", "=", "en").onRef("en.site", "=", "t.site"))
      .select("t.path")
      .where("en.path", "=", section.slice(1))
      .where("t.locale", "=", landing)
      .where("t.site", "=", site)
      .executeTakeFirst();
    if (page) return pageHref(landing, page.path);
  }
  return homeHref(landing);
}
