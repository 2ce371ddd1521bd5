import { parseWithZod } from "@conform-to/zod";
import { data, redirect, redirectDocument, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { recordAudit } from "~/audit/audit-log.server";
import { SignInError, signIn } from "~/auth/auth.server";
import { landingFor } from "~/auth/login.server";
import { passwordLinkState, redeemPasswordLink } from "~/auth/password-links.server";
import { findEditor } from "~/auth/users.server";
import { fixedT } from "~/i18n/i18n.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { href } from "~/i18n/route-table";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { siteRequest } from "~/site/request.server";
import { MIN_PASSWORD_LENGTH, setPasswordSchema } from "./account-schema";

// The public page a one-time link opens (issue 43 §3): no sign-in; the token is the key. Its texts
// are made here in the page's locale: a visitor's page carries no editor strings.

const HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

const ERROR_KEYS = ["account.errors.passwordPolicy", "account.errors.passwordRepeat", "account.errors.required"] as const;

function texts(locale: Locale) {
  const t = fixedT(locale, "editor");
  return {
    title: t("account.setPassword.title"),
    intro: t("account.setPassword.intro"),
    password: t("account.newPassword"),
    passwordHint: t("account.passwordHint", { n: MIN_PASSWORD_LENGTH }),
    repeat: t("account.repeatPassword"),
    submit: t("account.setPassword.submit"),
    goneTitle: t("account.setPassword.goneTitle"),
    gone: t("account.setPassword.gone"),
    failed: t("account.setPassword.failed"),
    signIn: t("account.setPassword.signIn"),
    errors: Object.fromEntries(ERROR_KEYS.map((key) => [key, t(key, { n: MIN_PASSWORD_LENGTH })])) as Record<string, string>,
  };
}
export type SetPasswordTexts = ReturnType<typeof texts>;

/** The locale of the page: its optional prefix must be a locale other than English (English has none). */
function pageLocale(params: LoaderFunctionArgs["params"], context: AppLoadContext): Locale {
  if (params.lang !== undefined && (params.lang === DEFAULT_LOCALE || params.lang !== context.locale)) throw new Response(null, { status: 404 });
  return siteRequest(context).locale;
}

/** GET /set-password/:token (and /de/set-password/:token …): the form, or 410 for a used or expired link. */
export async function loadSetPassword({ params, context }: LoaderFunctionArgs) {
  const locale = pageLocale(params, context);
  const link = await passwordLinkState(context.db, params.token ?? "");
  const base = { texts: texts(locale), login: href("login", locale) };
  if (link.state === "gone") return data({ ...base, state: "gone" as const, email: "" }, { status: 410, headers: HEADERS });
  return data({ ...base, state: "valid" as const, email: link.email }, { headers: HEADERS });
}

export type SetPasswordFailure = { errors: Record<string, string>; state: "invalid" | "gone" };

/**
 * POST: sets the password (the policy, typed twice), marks the link used, and signs the account in,
 * landing where it may work (as /login does). A link used or expired meanwhile: 410.
 */
export async function setPasswordAction({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = pageLocale(params, context);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: setPasswordSchema });
  if (submission.status !== "success") {
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(submission.error ?? {})) {
      const key = messages?.[0];
      errors[field] = key && (ERROR_KEYS as readonly string[]).includes(key) ? key : "account.errors.required";
    }
    return data<SetPasswordFailure>({ errors, state: "invalid" }, { status: 400, headers: HEADERS });
  }
  const used = await redeemPasswordLink(context.db, params.token ?? "", submission.value.password);
  if (!used) return data({ errors: {}, state: "gone" as const }, { status: 410, headers: HEADERS });
  const editor = await findEditor(context.db, used.userId);
  if (editor) await recordAudit(context.db, { user: editor, action: "account.password", target: { kind: "user", id: editor.id, label: editor.email }, detail: { link: true } });
  // Signed in with the password just set: one step less for a new account, and the same checks as /login.
  const signInForm = new FormData();
  signInForm.set("email", used.email);
  signInForm.set("password", submission.value.password);
  try {
    const setCookie = await signIn(request, context, signInForm);
    const target = editor ? await landingFor(context.db, editor, { requested: "", locale, locales: context.locales, site: context.site }) : href("login", locale);
    return redirectDocument(target, { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    if (error instanceof SignInError) return redirect(href("login", locale), 303);
    throw error;
  }
}
