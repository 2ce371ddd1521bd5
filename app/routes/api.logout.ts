import type { ActionFunctionArgs } from "@remix-run/node";
import { logout } from "~/auth/logout.server";
import { isLocale } from "~/i18n/locales";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorActionLocale, unlessUnavailable } from "~/lib/unavailable-page.server";

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  // Without the database the session cannot end: a 503 page says so (in the posted locale).
  const posted = String((await request.clone().formData().catch(() => null))?.get("locale") ?? "");
  return unlessUnavailable({ request, context }, () => (isLocale(posted) ? posted : editorActionLocale(request)), () => logout(request));
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
