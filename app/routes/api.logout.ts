import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/auth/auth.server";
import { isLocale } from "~/i18n/locales";
import { homeHref } from "~/i18n/route-table";
import { assertSameOrigin } from "~/lib/same-origin.server";

/** SPEC §7 logout: ends the session server-side and clears the cookie. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const locale = String(form.get("locale") ?? "");
  const setCookie = await signOut(request);
  return redirect(homeHref(isLocale(locale) ? locale : "en"), { headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
