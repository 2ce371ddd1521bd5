import { redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { requireEditor } from "~/auth/auth.server";
import { findPagePath } from "~/cms/pages.server";
import { flashEditorResult } from "~/editor/pages/editor-flash.server";
import { runPageAction } from "~/editor/pages/page-actions.server";
import { pageActionRight } from "~/editor/pages/page-action-rights";
import { pageSection } from "~/editor/pages/page-rights.server";
import { assertCan } from "~/editor/shell/refusal.server";
import { parseReturnTo } from "~/editor/shell/return-to";
import { withPickerState } from "~/editor/pickers/picker-params";
import { MAX_IMAGE_BYTES } from "~/editor/media/webp-upload.server";
import { carriesImageUpload } from "~/editor/media/image-uploads.server";
import { splitLocale, type Locale } from "~/i18n/locales";
import { pageHref } from "~/i18n/route-table";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorActionLocale, unlessUnavailable } from "~/lib/unavailable-page.server";
import { VARIANT_LOCALES } from "~/site/variants";
import { recordAudit } from "~/audit/audit-log.server";
import type { AuditAction } from "~/audit/audit-actions";

const MAX_EDITOR_BODY_BYTES = 4 * MAX_IMAGE_BYTES;

const badRequest = (message: string) => new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * POST /editor/pages/:pageId — every page-builder action on a page (Edit page, Publish, Move,
 * Remove, Save module): `_action`, `version` and `returnTo` (the page the editor is on, whose
 * locale is the one edited). One body parse; POST → redirect → GET, with and without JavaScript.
 * Success goes to the page (draft or published); a failure goes back where the editor was, with
 * the result (typed values, errors, a conflict) in a session flash.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  // Without the database: a 503 page in the locale of the page the editor was on (as far as known).
  let locale = editorActionLocale(request);
  return unlessUnavailable({ request, context }, () => locale, () => pageAction(request, params, context, (known) => (locale = known)));
}

async function pageAction(request: Request, params: ActionFunctionArgs["params"], { db, site, log }: AppLoadContext, knowLocale: (locale: Locale) => void): Promise<Response> {
  const pageId = /^\d{1,9}$/.test(params.pageId ?? "") ? Number(params.pageId) : null;
  // A module form may carry image uploads (multipart, without JavaScript): a few images at most.
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_EDITOR_BODY_BYTES) {
    return new Response("Request too large", { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // Signed in before the body is read: a visitor's upload is never parsed (a POST gets 401, whatever the locale).
  const editor = await requireEditor(request);
  const form = await readFormData(request);
  const returnTo = parseReturnTo(form.get("returnTo"));
  if (pageId === null || !returnTo) return badRequest("Bad page or returnTo");
  const { locale } = splitLocale(returnTo.pathname);
  if (!VARIANT_LOCALES[site].includes(locale)) return badRequest("Locale not served here");
  knowLocale(locale);
  const path = await findPagePath(db, { pageId, locale, site });
  if (path === null) throw new Response("Not Found", { status: 404 });
  const pageUrl = pageHref(locale, path);
  // The gate (issue 43): the right this action needs, on this page (its English path is its section).
  const right = pageActionRight(String(form.get("_action") ?? ""), form, locale);
  if (right) {
    const pagePath = await pageSection(db, { pageId, locale, site, path });
    await assertCan(db, { editor, action: right.action, target: { locale: right.locale, pagePath }, locale, audit: { kind: "page", id: pageId, label: pageUrl } });
  }
  // A module form's image upload adds to the media library: the account must be allowed to upload.
  if (carriesImageUpload(form)) await assertCan(db, { editor, action: "media.upload", target: {}, locale, audit: { kind: "page", id: pageId, label: pageUrl } });
  // Copy or move to another page changes that page too: its section must be the account's as well.
  const copyTarget = form.get("_action") === "copyModule" ? Number(form.get("targetPageId")) : 0;
  if (Number.isSafeInteger(copyTarget) && copyTarget > 0 && copyTarget !== pageId) {
    const targetPath = await findPagePath(db, { pageId: copyTarget, locale: "en", site });
    if (targetPath !== null) {
      await assertCan(db, { editor, action: "page.structure", target: { locale: "en", pagePath: `/${targetPath}` }, locale, audit: { kind: "page", id: copyTarget, label: `/${targetPath}` } });
    }
  }

  const outcome = await runPageAction(form, { db, log, editor, pageId, locale, site });
  if (outcome.kind === "done") {
    const intent = String(form.get("_action") ?? "");
    const action = PAGE_AUDIT_ACTIONS[intent];
    if (action) await recordAudit(db, { user: editor, action, target: { kind: "page", id: pageId, label: pageUrl }, detail: auditDetail(intent, form, locale) });
    const landing = outcome.path === undefined ? pageUrl : pageHref(locale, outcome.path);
    const query = { draft: "?draft=true", settings: "?draft=true&show_settings=true", previews: "?draft=true&show_previews=true", published: "" }[outcome.show];
    return redirect(landing + query, 303);
  }
  const setCookie = await flashEditorResult(request, outcome);
  // A form comes back to its dialog (with a picker open if one was asked for); any other failure
  // to the draft, where its message shows.
  const picker = outcome.kind === "module" ? (outcome.picker ?? null) : null;
  const back = outcome.kind === "error" ? `${pageUrl}?draft=true` : pageUrl + withPickerState(returnTo.search, picker);
  return redirect(back, { status: 303, headers: { "Set-Cookie": setCookie } });
}

/** The page actions the audit log records (issue 25); opening a draft is not a change. */
const PAGE_AUDIT_ACTIONS: Partial<Record<string, AuditAction>> = {
  saveModule: "page.saveModule",
  moveUp: "page.moveModule",
  moveDown: "page.moveModule",
  removeModule: "page.removeModule",
  copyModule: "page.copyModule",
  publishPage: "page.publish",
  unpublishPage: "page.unpublish",
  discardDraft: "page.discardDraft",
  restoreRevision: "page.restore",
  undo: "page.undo",
  redo: "page.redo",
  saveSettings: "page.settings",
  setSocialImage: "page.socialImage",
  schedulePage: "page.schedule",
  cancelSchedule: "page.cancelSchedule",
  createPreview: "page.previewCreate",
  revokePreview: "page.previewRevoke",
};

/** What an entry says beyond who, what and which page: the locale and the action's own values. */
function auditDetail(intent: string, form: FormData, locale: Locale): Record<string, unknown> {
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 100);
  const detail: Record<string, unknown> = { locale };
  if (intent === "saveModule") Object.assign(detail, { module: field("moduleId") || "new", type: field("moduleType") || undefined });
  if (intent === "moveUp" || intent === "moveDown" || intent === "removeModule") Object.assign(detail, { module: field("moduleId"), direction: intent === "removeModule" ? undefined : intent });
  if (intent === "restoreRevision") detail.revision = field("revisionId");
  if (intent === "copyModule") Object.assign(detail, { module: field("moduleId"), to: field("targetPageId"), mode: field("mode"), position: field("position") });
  if (intent === "schedulePage") Object.assign(detail, { action: field("action"), at: field("at"), timeZone: field("timeZone") });
  if (intent === "cancelSchedule") detail.action = field("scheduleAction");
  if (intent === "createPreview") detail.days = field("days");
  if (intent === "revokePreview") detail.preview = field("previewId");
  return detail;
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
