import { redirectDocument, type AppLoadContext } from "@remix-run/node";
import { homeHref } from "~/i18n/route-table";
import { readFormData } from "~/lib/form-body.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { SignInError, signIn } from "./auth.server";

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
  const target = safeRedirectPath(form.get("redirectTo"), homeHref(context.locale));
  try {
    const setCookie = await signIn(request, context, form);
    return redirectDocument(target, { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    if (error.reason === "rate-limited") {
      return { error: "rateLimited", email, minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) };
    }
    return { error: "invalid", email, minutes: 0 };
  }
}
