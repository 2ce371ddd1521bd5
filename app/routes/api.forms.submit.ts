import type { ActionFunctionArgs } from "@remix-run/node";
import { failureHeaders, processPublicForm, readFormBody, tooLarge, type PublicFormOutcome } from "~/forms/public-form-post.server";
import type { PublicFormJson } from "~/forms/public-form-types";
import { FORM_CONTROL_FIELDS } from "~/forms/form-controls";
import { splitLocale } from "~/i18n/locales";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { assertSameOrigin } from "~/lib/same-origin.server";

const json = (body: PublicFormJson, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/**
 * The enhanced public form's submission (SPEC §7 submitForm) as JSON, so the page can push the
 * tag-manager events before it moves on. Without JavaScript the form posts to its page instead.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const fields = await readFormBody(request);
  let outcome: PublicFormOutcome;
  if (!fields) outcome = tooLarge();
  else {
    const pagePath = safeRedirectPath(fields.get(FORM_CONTROL_FIELDS.page), "/").split(/[?#]/)[0];
    outcome = await processPublicForm(context.db, fields, { locale: splitLocale(pagePath).locale, pagePath, clientIp: context.clientIp, log: context.log });
  }
  return outcome.ok ? json({ status: "success", redirectTo: outcome.successUrl }, 200) : json(outcome.failure, outcome.httpStatus, failureHeaders(outcome));
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
