import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { recordAudit } from "~/audit/audit-log.server";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../shell/document-title.server";
import { requireRight } from "../shell/gate.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { validationMessage } from "../shell/validation-messages";
import { flushNotFound, listNotFound } from "~/site/not-found-log.server";
import { redirectSchema, SOURCE_MAX } from "./redirect-schema";
import { createRedirect, deleteRedirect, listRedirects, RedirectRejected } from "./redirects.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const SCREEN = "/editor/redirects";

/** What the last action of this screen did, read from the address it landed on. */
export type RedirectsNotice = "added" | "deleted" | "deleteMissing" | null;

/** GET /editor/redirects: the site variant's redirects and its 404 log; `?source=` fills the Add form ("Create redirect"). */
export async function loadRedirects({ request, context: { db, site } }: LoaderFunctionArgs) {
  await requireRight({ request, db }, "redirects.edit", {}, { kind: "redirect", id: site, label: site });
  const params = new URL(request.url).searchParams;
  await flushNotFound(); // the counts of the last seconds, before they are shown
  const [redirects, notFound] = await Promise.all([listRedirects(db, site), listNotFound(db, site)]);
  const source = (params.get("source") ?? "").slice(0, SOURCE_MAX);
  const done = params.get("done");
  const notice: RedirectsNotice = done === "added" || done === "deleted" || done === "deleteMissing" ? done : null;
  const documentTitle = editorScreenTitle(request, (t) => t("redirects.title"));
  return data({ redirects, notFound, source, notice, documentTitle }, { headers: NO_STORE });
}

/**
 * POST /editor/redirects: `_action=add` (source, target) or `_action=delete` (id). A refused field
 * comes back with its message and the typed values, with and without JavaScript.
 */
export async function redirectsAction({ request, context: { db, site } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  // The gate (issue 43) before the body is read: the whole site's redirects, no section.
  const editor = await requireRight({ request, db }, "redirects.edit", {}, { kind: "redirect", id: site, label: site });
  const form = await readFormData(request);
  if (form.get("_action") === "delete") {
    const id = Number(form.get("id"));
    const removed = Number.isSafeInteger(id) && id > 0 && (await deleteRedirect(db, { site, id }));
    if (removed) await recordAudit(db, { user: editor, action: "redirect.delete", target: { kind: "redirect", id } });
    return redirect(`${SCREEN}?done=${removed ? "deleted" : "deleteMissing"}`, 303);
  }
  const submission = parseWithZod(form, { schema: redirectSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  try {
    await createRedirect(db, { site, input: submission.value, authorId: editor.id });
    await recordAudit(db, { user: editor, action: "redirect.add", target: { kind: "redirect", id: submission.value.source, label: `${submission.value.source} → ${submission.value.target}` } });
    return redirect(`${SCREEN}?done=added`, 303);
  } catch (error) {
    if (!(error instanceof RedirectRejected)) throw error;
    const status = error.reason === "redirectSourceTaken" ? 409 : 400;
    return data({ result: submission.reply({ fieldErrors: { [error.field]: [validationMessage(error.reason)] } }) }, { status, headers: NO_STORE });
  }
}
