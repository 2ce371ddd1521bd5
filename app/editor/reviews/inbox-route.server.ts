import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Db } from "../../../db";
import type { ReviewState } from "../../../db/schema";
import { recordAudit } from "~/audit/audit-log.server";
import { requireEditor } from "~/auth/auth.server";
import { can } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { isLocale, type Locale } from "~/i18n/locales";
import { pageHref } from "~/i18n/route-table";
import { readFormData } from "~/lib/form-body.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { isContentKind } from "../content/content-kind";
import { editorScreenTitle } from "../shell/document-title.server";
import { assertRight } from "../shell/gate.server";
import { parseReturnTo } from "../shell/return-to";
import { DEFAULT_TIME_ZONE, isTimeZone, timeZones } from "../shell/schedule-schema";
import { zonedInstant } from "../shell/schedule-time";
import { approveReview, commentOnReview, loadReview, requestChanges, ReviewConflict, submitContentForReview, submitPageForReview, withdrawReview, type ReviewContext } from "./review-flow.server";
import { formValues, loadContentItem } from "../content/content-items.server";
import { CONTENT_KIND_FORMS } from "../content/content-kinds";
import { ACTIVE_STATES, reviewRequired, reviewSections, reviewThread, setReviewMail, setReviewRequired, submittersOf, type ReviewEvent, type ReviewRow } from "./reviews.server";

// Issue 45: /editor/inbox — what waits for the signed-in account (reviews to do, changes requested
// of it, its submissions and their state, its drafts it may submit), its e-mail notices, and for
// Administrators the sections that require review. Plain POST forms (no JavaScript needed); each
// step asks the one gate in review-flow.server.ts.

const NO_STORE = { "Cache-Control": "private, no-store" };

export type InboxModule = { id: string; label: string };
export type InboxReview = {
  id: number;
  state: ReviewState;
  title: string;
  /** The draft in the editor, in the locale it was submitted from. */
  href: string;
  /** The page draft against the published version (the page builder's history diff); null for content or a page never published. */
  diffHref: string | null;
  section: string;
  submittedBy: string;
  submittedAt: string;
  publishAt: string | null;
  /** When an edit voided the last approval (the thread's latest approvalVoided while open). */
  voidedAt: string | null;
  draftVersion: number | null;
  modules: InboxModule[];
  thread: ReviewEvent[];
  /** The account may decide (comment, request changes, approve and publish). */
  mayDecide: boolean;
  /** The two-person rule keeps the account from deciding on its own submission here. */
  ownBlocked: boolean;
  /** The account submitted it (may withdraw and answer). */
  isMine: boolean;
};
export type InboxDraft = { pageId: number; locale: Locale; title: string; href: string };
export type InboxData = {
  toReview: InboxReview[];
  changesRequested: InboxReview[];
  mine: InboxReview[];
  drafts: InboxDraft[];
  reviewMail: boolean;
  /** The sections requiring review; null when the account may not change them. */
  sections: string[] | null;
  zones: string[];
  defaultZone: string;
  done: string | null;
  error: string | null;
  documentTitle: string;
};

const DONE = ["submitted", "withdrawn", "commented", "changesRequested", "published", "scheduled", "notices", "sections"] as const;

type PageInfo = { title: string; path: string; locale: Locale };

async function pageInfo(db: Db, pageId: number, locale: string, site: string): Promise<PageInfo | null> {
  const rows = await db.selectFrom("page_translations").select(["title", "path", "locale"]).where("page_id", "=", pageId).where("site", "=", site).where("locale", "in", [locale, "en"]).execute();
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === "en");
  return row ? { title: row.title, path: row.path, locale: isLocale(row.locale) ? row.locale : "en" } : null;
}

async function draftModules(db: Db, pageId: number): Promise<{ version: number | null; modules: InboxModule[]; compare: { published: number; draft: number } | null }> {
  const revisions = await db.selectFrom("page_revisions").select(["id", "version", "status"]).where("page_id", "=", pageId).where("status", "in", ["draft", "published"]).execute();
  const draft = revisions.find((r) => r.status === "draft");
  const published = revisions.find((r) => r.status === "published");
  if (!draft) return { version: null, modules: [], compare: null };
  const rows = await db.selectFrom("page_modules").select(["id", "type"]).where("revision_id", "=", draft.id).orderBy("position").execute();
  return {
    version: draft.version,
    modules: rows.map((m, i) => ({ id: m.id, label: `${i + 1}. ${m.type} (${m.id})` })),
    compare: published ? { published: published.id, draft: draft.id } : null,
  };
}

/** A content item's review as the inbox shows it (no modules: comments are on the whole item). */
async function describeContent(db: Db, editor: Editor, review: ReviewRow, names: Map<number, string>): Promise<InboxReview | null> {
  const kind = review.contentKind ?? "";
  if (!isContentKind(kind) || review.itemId === null) return null;
  const item = await loadContentItem(db, kind, review.itemId);
  if (!item) return null;
  const locale: Locale = isLocale(review.locale) ? review.locale : "en";
  const field = CONTENT_KIND_FORMS[kind].titleField;
  const title = String(formValues(kind, item.editable, locale)[field] || formValues(kind, item.editable, "en")[field] || `${kind} ${review.itemId}`);
  const target = { locale, kind };
  const submitters = await submittersOf(db, review.id);
  const thread = await reviewThread(db, review.id);
  const mayDecide = can(editor, "review.decide", target).ok && can(editor, "content.publish", target).ok;
  const ownBlocked = mayDecide && submitters.has(editor.id) && (await reviewRequired(db, { kind }));
  const last = thread.at(-1);
  return {
    id: review.id,
    state: review.state,
    title,
    href: `/editor/content/${kind}/${review.itemId}?locale=${locale}`,
    diffHref: null,
    section: kind,
    submittedBy: review.submittedBy === null ? "—" : (names.get(review.submittedBy) ?? "—"),
    submittedAt: review.submittedAt,
    publishAt: review.publishAt,
    voidedAt: review.state === "open" && last?.kind === "approvalVoided" ? last.at : null,
    draftVersion: item.revision,
    modules: [],
    thread,
    mayDecide,
    ownBlocked,
    isMine: submitters.has(editor.id),
  };
}

async function describe(db: Db, editor: Editor, review: ReviewRow, site: string, names: Map<number, string>): Promise<InboxReview | null> {
  if (review.targetKind === "content") return describeContent(db, editor, review, names);
  if (review.pageId === null) return null;
  const page = await pageInfo(db, review.pageId, review.locale, site);
  if (!page) return null;
  const target = { locale: page.locale, pagePath: review.section };
  const submitters = await submittersOf(db, review.id);
  const thread = await reviewThread(db, review.id);
  const mayDecide = can(editor, "review.decide", target).ok && can(editor, "page.publish", target).ok;
  const ownBlocked = mayDecide && submitters.has(editor.id) && (await reviewRequired(db, { pagePath: review.section }));
  const last = thread.at(-1);
  const { version, modules, compare } = await draftModules(db, review.pageId);
  const draftHref = `${pageHref(page.locale, page.path)}?draft=true`;
  return {
    id: review.id,
    state: review.state,
    title: page.title,
    href: draftHref,
    diffHref: compare ? `${draftHref}&show_history=true&compare=${compare.published}&with=${compare.draft}` : null,
    section: review.section,
    submittedBy: review.submittedBy === null ? "—" : (names.get(review.submittedBy) ?? "—"),
    submittedAt: review.submittedAt,
    publishAt: review.publishAt,
    voidedAt: review.state === "open" && last?.kind === "approvalVoided" ? last.at : null,
    draftVersion: version,
    modules,
    thread,
    mayDecide,
    ownBlocked,
    isMine: submitters.has(editor.id),
  };
}

/** GET /editor/inbox — any signed-in account. */
export async function loadInbox({ request, context: { db, site } }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const users = await db.selectFrom("users").select(["id", "name", "email", "review_mail"]).execute();
  const names = new Map(users.map((u) => [u.id, u.name || u.email]));
  const active = await db.selectFrom("reviews").select("id").where("state", "in", ACTIVE_STATES).orderBy("updated_at", "desc").limit(200).execute();
  const mineClosed = await db
    .selectFrom("reviews")
    .select("id")
    .where("state", "not in", ACTIVE_STATES)
    .where("submitted_by", "=", editor.id)
    .orderBy("updated_at", "desc")
    .limit(20)
    .execute();
  const toReview: InboxReview[] = [];
  const changesRequested: InboxReview[] = [];
  const mine: InboxReview[] = [];
  for (const { id } of [...active, ...mineClosed]) {
    const review = await loadReview(db, id); // settled: an edit since an approval voids it
    if (!review) continue;
    const shown = await describe(db, editor, review, site, names);
    if (!shown) continue;
    // One's own submissions are under "My submissions" (where a reviewer may still decide, unless the two-person rule holds).
    if (shown.mayDecide && !shown.isMine && (review.state === "open" || review.state === "approved")) toReview.push(shown);
    if (shown.isMine && review.state === "changesRequested") changesRequested.push(shown);
    else if (shown.isMine) mine.push(shown);
  }
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const error = url.searchParams.get("error");
  return data<InboxData>(
    {
      toReview,
      changesRequested,
      mine,
      drafts: await submittableDrafts(db, editor, site),
      reviewMail: users.find((u) => u.id === editor.id)?.review_mail ?? true,
      sections: can(editor, "review.settings").ok ? await reviewSections(db) : null,
      zones: timeZones(),
      defaultZone: DEFAULT_TIME_ZONE,
      done: (DONE as readonly string[]).includes(done ?? "") ? done : null,
      error: error && /^[a-zA-Z]{1,40}$/.test(error) ? error : null,
      documentTitle: editorScreenTitle(request, (t) => t("review.inbox.title")),
    },
    { headers: NO_STORE },
  );
}

/** The account's last-edited page drafts without a review in progress, that it may submit. */
async function submittableDrafts(db: Db, editor: Editor, site: string): Promise<InboxDraft[]> {
  const rows = await db
    .selectFrom("page_revisions as r")
    .innerJoin("pages as p", "p.id", "r.page_id")
    .select(["r.page_id"])
    .where("r.status", "=", "draft")
    .where("r.author_id", "=", editor.id)
    .where("p.site", "=", site)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("reviews as v").select("v.id").whereRef("v.page_id", "=", "r.page_id").where("v.target_kind", "=", "page").where("v.state", "in", ACTIVE_STATES))),
    )
    .orderBy("r.page_id")
    .limit(50)
    .execute();
  const locale: Locale = editor.role === "translator" && editor.locales?.length ? editor.locales[0] : "en";
  const out: InboxDraft[] = [];
  for (const row of rows) {
    const page = await pageInfo(db, row.page_id, locale, site);
    const english = await pageInfo(db, row.page_id, "en", site);
    if (!page || !english) continue;
    if (!can(editor, "review.submit", { locale: page.locale, pagePath: `/${english.path}` }).ok) continue;
    out.push({ pageId: row.page_id, locale: page.locale, title: page.title, href: `${pageHref(page.locale, page.path)}?draft=true` });
  }
  return out;
}

const intOf = (value: FormDataEntryValue | null): number | null => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null);
const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A section an Administrator may require review for: an English page path or a content kind. */
export function parseSection(raw: string): string | null {
  const value = raw.trim().replace(/\/+$/, "") || (raw.trim() === "/" ? "/" : "");
  if (value === "/" || /^(\/[a-z0-9][a-z0-9-]*){1,8}$/.test(value)) return value;
  return isContentKind(value) ? value : null;
}

/** POST /editor/inbox `_action=…`: one review step, then back to the inbox (POST → redirect → GET). */
export async function inboxAction({ request, context: { db, site } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const editor = await requireEditor(request);
  const form = await readFormData(request);
  const uiLocale = editorScreenLocaleOf(request);
  const ctx: ReviewContext = { db, editor, uiLocale, site };
  const intent = text(form, "_action");
  const reviewId = intOf(form.get("reviewId"));
  let done: (typeof DONE)[number];
  try {
    switch (intent) {
      case "submit": {
        const pageId = intOf(form.get("pageId"));
        const kind = text(form, "kind");
        const itemId = intOf(form.get("itemId"));
        const locale = text(form, "locale");
        if (!isLocale(locale)) throw new ReviewConflict("notFound");
        if (pageId !== null) await submitPageForReview(ctx, { pageId, locale, message: text(form, "message") });
        else if (isContentKind(kind) && itemId !== null) await submitContentForReview(ctx, { kind, itemId, locale, message: text(form, "message") });
        else throw new ReviewConflict("notFound");
        done = "submitted";
        break;
      }
      case "withdraw":
        if (reviewId === null) throw new ReviewConflict("notFound");
        await withdrawReview(ctx, reviewId);
        done = "withdrawn";
        break;
      case "comment":
        if (reviewId === null) throw new ReviewConflict("notFound");
        await commentOnReview(ctx, { reviewId, message: text(form, "message"), moduleId: text(form, "moduleId") });
        done = "commented";
        break;
      case "requestChanges":
        if (reviewId === null) throw new ReviewConflict("notFound");
        await requestChanges(ctx, { reviewId, message: text(form, "message"), moduleId: text(form, "moduleId") });
        done = "changesRequested";
        break;
      case "approve": {
        const version = intOf(form.get("version"));
        if (reviewId === null) throw new ReviewConflict("notFound");
        if (version === null) throw new ReviewConflict("stale");
        let publishAt: { at: Date; timeZone: string } | null = null;
        if (form.get("when") === "at") {
          const timeZone = text(form, "timeZone");
          const at = isTimeZone(timeZone) ? zonedInstant(text(form, "at"), timeZone) : null;
          if (!at) throw new ReviewConflict("scheduleTime");
          publishAt = { at, timeZone };
        }
        done = (await approveReview(ctx, { reviewId, version, message: text(form, "message"), publishAt })) === "published" ? "published" : "scheduled";
        break;
      }
      case "notices": {
        const on = form.get("reviewMail") === "on";
        await setReviewMail(db, editor.id, on);
        await recordAudit(db, { user: editor, action: "account.reviewMail", target: { kind: "user", id: editor.id, label: editor.email }, detail: { on } });
        done = "notices";
        break;
      }
      case "requireSection":
      case "unrequireSection": {
        await assertRight({ request, db }, editor, "review.settings");
        const section = parseSection(text(form, "section"));
        if (section === null) throw new ReviewConflict("notFound");
        const required = intent === "requireSection";
        await setReviewRequired(db, section, required, editor.id);
        await recordAudit(db, { user: editor, action: "review.settings", detail: { section, required } });
        done = "sections";
        break;
      }
      default:
        return new Response("Unknown action", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
  } catch (error) {
    if (error instanceof ReviewConflict) return redirect(`/editor/inbox?error=${error.reason}`, 303);
    throw error;
  }
  // From the page builder's toolbar (Submit for review, Withdraw): back to the draft.
  const back = parseReturnTo(form.get("returnTo"));
  if (back && (done === "submitted" || done === "withdrawn")) return redirect(back.pathname + back.search, 303);
  return redirect(`/editor/inbox?done=${done}`, 303);
}
