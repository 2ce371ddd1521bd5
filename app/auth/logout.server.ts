import { redirect } from "@remix-run/node";
import { isLocale } from "~/i18n/locales";
import { homeHref } from "~/i18n/route-table";
import { signOut } from "./auth.server";

/**
 * SPEC §7 logout: ends the session server-side, clears the cookie and sends the editor home (to
 * the home page of the posted `locale`, else the English one). The body is optional: an empty
 * POST or one that is not a form signs out all the same.
 */
export async function logout(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const locale = String(form?.get("locale") ?? "");
  const setCookie = await signOut(request);
  return redirect(homeHref(isLocale(locale) ? locale : "en"), { status: 303, headers: { "Set-Cookie": setCookie } });
}
