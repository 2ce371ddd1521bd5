import type { Db } from "../../../db";
import type { ReviewEventKind } from "../../../db/schema";
import { recordAudit, type AuditEntry } from "~/audit/audit-log.server";
import type { AuditAction } from "~/audit/audit-actions";
import { can, type Account, type Action } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import { findPagePath } from "~/cms/pages.server";
import { cancelPageSchedule, schedulePageChange } from "~/cms/publish-schedules.server";
import { StaleVersionError } from "~/cms/revisions.server";
import { fixedT } from "~/i18n/i18n.server";
import { isLocale, type Locale } from "~/i18n/locales";
import { pageHref } from "~/i18n/route-table";
import { formatDateTime } from "~/lib/format";
import { enqueueMail, mailQueued, mailSettings, type MailSettings } from "~/mail/outbox.server";
import { MailAddressError } from "~/mail/headers.server";
import { logger } from "~/lib/logger.server";
import { publishPageNow } from "../pages/page-publish.server";
import { ContentConflict, ContentRejected, formValues, loadContentItem, publishContentNow } from "../content/content-items.server";
import { isContentKind, type ContentKindKey } from "../content/content-kind";
import { CONTENT_KIND_FORMS } from "../content/content-kinds";
import { scheduleContentChange } from "../content/content-scheduling.server";
import { dropContentSchedule } from "../content/content-schedules.server";
import { assertCanView, refuseByRule, type ReviewRule } from "../shell/refusal.server";
import type { PageReviewInfo } from "./review-types";
import {
  activeContentReview,
  activePageReview,
  addReviewEvent,
  draftHasModule,
  findReview,
  pageDraftVersion,
  reviewersOf,
  reviewRequired,
  reviewThread,
  setReviewState,
  submittersOf,
  type ReviewRow,
} from "./reviews.server";

// Issue 45, review before publish (ADR 064): the rules of a review, each step asked through the
// one gate (`can`, review.submit / review.decide / page.publish), written in one transaction with
// its notices (the mail outbox), and recorded in the audit log. Pages; content items are next.

export type ReviewContext = {
  db: Db;
  editor: Editor;
  /** The editor's UI language: refusals and conflicts are named in it. */
  uiLocale: Locale;
  site: string;
  /** The sender and the site's address for the notices' links (default: the configuration). */
  mail?: MailSettings;
  now?: Date;
};

/** The longest message or comment kept (a thread is not a document). */
export const MAX_MESSAGE_CHARS = 4000;

/** A step the review's state does not allow now (a decided review, a stale draft): 409, nothing changed. */
export class ReviewConflict extends Error {
  constructor(readonly reason: "notFound" | "inReview" | "notActive" | "notOpen" | "noDraft" | "stale" | "unpublishedReference" | "emptyMessage" | "unknownModule" | "schedulePast" | "scheduleTime" | "tooLong") {
    super(`review: ${reason}`);
  }
}

/**
 * What a review is about: a page's draft, or a content item (issue 45). `locale`: the one the step
 * is asked in (the gate); `linkLocale`/`path`: the draft's address (English when it has no
 * translation); `section`: the page's English path or the content kind.
 */
type Common = { section: string; path: string; locale: Locale; linkLocale: Locale; title: string };
type PageTarget = Common & { type: "page"; pageId: number };
type ContentTarget = Common & { type: "content"; contentKind: ContentKindKey; itemId: number };
type Target = PageTarget | ContentTarget;

const rightsTarget = (t: Target) => (t.type === "page" ? { locale: t.locale, pagePath: t.section } : { locale: t.locale, kind: t.section });
const publishRight = (t: Target): Action => (t.type === "page" ? "page.publish" : "content.publish");

async function contentTarget(db: Db, kind: ContentKindKey, itemId: number, locale: Locale): Promise<ContentTarget> {
  const item = await loadContentItem(db, kind, itemId);
  if (!item) throw new ReviewConflict("notFound");
  const values = formValues(kind, item.editable, locale);
  const english = formValues(kind, item.editable, "en");
  const field = CONTENT_KIND_FORMS[kind].titleField;
  const title = String(values[field] || english[field] || `${kind} ${itemId}`);
  return { type: "content", contentKind: kind, itemId, section: kind, path: `/editor/content/${kind}/${itemId}?locale=${locale}`, locale, linkLocale: locale, title };
}

async function pageTarget(db: Db, pageId: number, locale: Locale, site: string): Promise<PageTarget> {
  const english = await findPagePath(db, { pageId, locale: "en", site });
  if (english === null) throw new ReviewConflict("notFound");
  const row = await db
    .selectFrom("page_translations")
    .select(["path", "title", "locale"])
    .where("page_id", "=", pageId)
    .where("site", "=", site)
    .where("locale", "in", locale === "en" ? ["en"] : [locale, "en"])
    .execute();
  const own = row.find((r) => r.locale === locale) ?? row.find((r) => r.locale === "en")!;
  return { type: "page", pageId, section: `/${english}`, path: own.path, locale, linkLocale: isLocale(own.locale) ? own.locale : "en", title: own.title };
}

const auditTarget = (t: Target): AuditEntry["target"] =>
  t.type === "page" ? { kind: "page", id: t.pageId, label: pageHref(t.linkLocale, t.path) } : { kind: "content", id: `${t.contentKind}:${t.itemId}`, label: t.title };

/** The draft's address in the editor (and a module's dialog on a page). */
const draftHref = (t: Target, moduleId?: string | null) =>
  t.type === "page" ? `${pageHref(t.linkLocale, t.path)}?draft=true${moduleId ? `&show_modal=true&module_id=${encodeURIComponent(moduleId)}` : ""}` : t.path;

/** The version a decision is taken on: the page draft's, or the content item's revision. */
async function versionOf(db: Db, t: Target): Promise<number | null> {
  if (t.type === "page") return pageDraftVersion(db, t.pageId);
  return (await loadContentItem(db, t.contentKind, t.itemId))?.revision ?? null;
}

async function activeReviewOf(db: Db, t: Target, options: { lock?: boolean } = {}): Promise<ReviewRow | null> {
  return t.type === "page" ? activePageReview(db, t.pageId, options) : activeContentReview(db, t.contentKind, t.itemId, options);
}

/** The one gate (refusal: 403 naming why, audited, nothing written). */
async function gate(ctx: ReviewContext, action: Action, target: Target): Promise<void> {
  await assertCanView(ctx.db, { editor: ctx.editor, action, target: rightsTarget(target), locale: ctx.uiLocale, audit: auditTarget(target) });
}

/** A rule of the review refuses the account (not its role): audited like the gate's refusals, 403. */
function refuse(ctx: ReviewContext, right: Action, rule: ReviewRule, target: Target): Promise<never> {
  return refuseByRule(ctx.db, { editor: ctx.editor, action: right, rule, locale: ctx.uiLocale, targetLocale: target.locale, audit: auditTarget(target), as: "boundary" });
}

const isReviewer = (account: Account, target: Target) => can(account, "review.decide", rightsTarget(target)).ok && can(account, publishRight(target), rightsTarget(target)).ok;

function cleanMessage(raw: string | null | undefined, required: boolean): string | null {
  const text = (raw ?? "").replace(/\r\n?/g, "\n").trim();
  if (text.length > MAX_MESSAGE_CHARS) throw new ReviewConflict("tooLong");
  if (!text && required) throw new ReviewConflict("emptyMessage");
  return text || null;
}

async function reviewFor(ctx: ReviewContext, reviewId: number): Promise<{ review: ReviewRow; target: Target }> {
  const review = await findReview(ctx.db, reviewId);
  if (!review) throw new ReviewConflict("notFound");
  const locale = isLocale(review.locale) ? review.locale : "en";
  let target: Target;
  if (review.targetKind === "page" && review.pageId !== null) target = await pageTarget(ctx.db, review.pageId, locale, ctx.site);
  else if (review.targetKind === "content" && isContentKind(review.contentKind ?? undefined) && review.itemId !== null) target = await contentTarget(ctx.db, review.contentKind as ContentKindKey, review.itemId, locale);
  else throw new ReviewConflict("notFound");
  return { review: await settled(ctx.db, review), target };
}

async function audit(ctx: ReviewContext, action: AuditAction, target: Target, detail: Record<string, unknown>): Promise<void> {
  await recordAudit(ctx.db, { user: ctx.editor, action, target: auditTarget(target), detail: { locale: target.locale, ...detail } });
}

// ---------------------------------------------------------------------------------------------
// Notices (the mail outbox, queued in the step's transaction)

type Recipient = { id: number; email: string; name: string; locales: string[] | null; role: string; sections: string[] | null };

async function recipients(db: Db, ids: Iterable<number> | "all"): Promise<Recipient[]> {
  let q = db.selectFrom("users").select(["id", "email", "name", "locales", "role", "sections"]).where("active", "=", true).where("review_mail", "=", true);
  if (ids !== "all") {
    const list = [...ids];
    if (!list.length) return [];
    q = q.where("id", "in", list);
  }
  return q.orderBy("id").execute();
}

/** A notice's language: the account's first language, else English (accounts have no UI language of their own yet). */
const noticeLocale = (r: Recipient): Locale => {
  const first = r.locales?.[0];
  return first && isLocale(first) ? first : "en";
};

type Notice = { event: ReviewEventKind; target: Target; message?: string | null; moduleId?: string | null; publishAt?: Date | null };

async function notify(ctx: ReviewContext, trx: Db, to: Recipient[], notice: Notice): Promise<number> {
  const settings = ctx.mail ?? mailSettings();
  let queued = 0;
  for (const r of to) {
    if (r.id === ctx.editor.id) continue; // nobody is told of their own step
    const locale = noticeLocale(r);
    const t = fixedT(locale, "editor");
    const vars = { actor: ctx.editor.name || ctx.editor.email, title: notice.target.title };
    const link = `${settings.publicUrl}${draftHref(notice.target, notice.moduleId)}`;
    const lines = [t(`review.mail.body.${notice.event}`, vars)];
    if (notice.publishAt) lines.push(t("review.mail.publishAt", { at: formatDateTime(notice.publishAt, locale) }));
    if (notice.moduleId) lines.push(t("review.mail.onModule", { module: notice.moduleId }));
    if (notice.message) lines.push("", notice.message.replace(/^/gm, "> "));
    lines.push("", t("review.mail.open"), link, "", t("review.mail.inbox", { url: `${settings.publicUrl}/editor/inbox` }), t("review.mail.optOut", { url: `${settings.publicUrl}/editor/inbox#notices` }));
    try {
      await enqueueMail(trx, { kind: "review", to: [r.email], subject: t(`review.mail.subject.${notice.event}`, vars), text: lines.join("\n") }, settings);
      queued++;
    } catch (error) {
      // An address the outbox refuses is checked before any SQL: logged and skipped, the step stands.
      if (!(error instanceof MailAddressError)) throw error;
      logger.warn({ userId: r.id, err: error }, "[review] notice not queued: the account's address is refused");
    }
  }
  return queued;
}

/** The accounts who may decide on this page's review (and publish it). */
async function reviewersFor(db: Db, target: Target): Promise<Recipient[]> {
  return (await recipients(db, "all")).filter((r) => isReviewer({ role: r.role as Account["role"], locales: (r.locales as Locale[] | null) ?? null, sections: r.sections }, target));
}

// ---------------------------------------------------------------------------------------------
// The lifecycle

/**
 * An approved review whose draft moved on (an edit after the approval) is void: open again, the
 * scheduled publication cancelled, the thread says so; one the scheduler published is published.
 */
async function settled(db: Db, review: ReviewRow, by: Editor | null = null): Promise<ReviewRow> {
  if (review.state !== "approved") return review;
  const item = review.targetKind === "content" && isContentKind(review.contentKind ?? undefined) && review.itemId !== null ? { kind: review.contentKind as ContentKindKey, id: review.itemId } : null;
  const pageId = review.pageId;
  if (pageId === null && item === null) return review;
  // The scheduler ran the approved publication (its job is gone once applied): published.
  const pending = pageId !== null
    ? await db.selectFrom("publish_schedules").select("id").where("page_id", "=", pageId).where("action", "=", "publish").executeTakeFirst()
    : await db.selectFrom("content_schedules").select("id").where("kind", "=", item!.kind).where("item_id", "=", item!.id).where("action", "=", "publish").executeTakeFirst();
  if (!pending && review.publishAt && new Date(review.publishAt).getTime() <= Date.now()) {
    await db.transaction().execute(async (trx) => {
      await setReviewState(trx, review.id, { state: "published", publishAt: null });
      await addReviewEvent(trx, review.id, { kind: "published", user: null, detail: { version: review.approvedVersion, scheduled: true } });
    });
    return { ...review, state: "published" };
  }
  const version = pageId !== null ? await pageDraftVersion(db, pageId) : ((await loadContentItem(db, item!.kind, item!.id))?.revision ?? null);
  if (version === review.approvedVersion) return review;
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("reviews")
      .set({ state: "open", approved_version: null, publish_at: null })
      .where("id", "=", review.id)
      .where("state", "=", "approved")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    await addReviewEvent(trx, review.id, { kind: "approvalVoided", user: by, detail: { version, approvedVersion: review.approvedVersion } });
  });
  if (review.publishAt) {
    if (pageId !== null) await cancelPageSchedule(db, { pageId, action: "publish" });
    else await dropContentSchedule(db, item!.kind, item!.id, "publish");
  }
  return { ...review, state: "open", approvedVersion: null, publishAt: null };
}

/**
 * After any change to a page's draft (the page builder's actions): an approval given to an earlier
 * version is void ("approval voided by an edit at 14:32"). Returns whether one was voided.
 */
export async function noteDraftEdited(db: Db, pageId: number, editor: Editor | null): Promise<boolean> {
  const review = await activePageReview(db, pageId);
  if (!review || review.state !== "approved") return false;
  const after = await settled(db, review, editor);
  return after.state === "open";
}

/**
 * Whether the page's draft is read-only for this account: a review is open and the account
 * submitted it without being one of its reviewers (who may edit). The author can withdraw it.
 */
export async function draftLockedFor(db: Db, editor: Editor, page: { pageId: number; pagePath: string; locale: Locale }): Promise<boolean> {
  const review = await activePageReview(db, page.pageId);
  if (!review || review.state !== "open") return false;
  if (can(editor, "review.decide", page).ok && can(editor, "page.publish", page).ok) return false;
  return (await submittersOf(db, review.id)).has(editor.id);
}

/** After any change to a content item (its save, restore, undo…): an approval of an earlier revision is void. */
export async function noteContentEdited(db: Db, kind: ContentKindKey, itemId: number, editor: Editor | null): Promise<boolean> {
  const review = await activeContentReview(db, kind, itemId);
  if (!review || review.state !== "approved") return false;
  return (await settled(db, review, editor)).state === "open";
}

/** Whether a content item is read-only for this account: its own open submission, and not a reviewer of it. */
export async function contentLockedFor(db: Db, editor: Editor, item: { kind: ContentKindKey; itemId: number; locale: Locale }): Promise<boolean> {
  const review = await activeContentReview(db, item.kind, item.itemId);
  if (!review || review.state !== "open") return false;
  const target = { locale: item.locale, kind: item.kind };
  if (can(editor, "review.decide", target).ok && can(editor, "content.publish", target).ok) return false;
  return (await submittersOf(db, review.id)).has(editor.id);
}

/** The content admin's own Publish closes a review in progress as published (where review is not required). */
export async function closeContentReviewOnPublish(db: Db, kind: ContentKindKey, itemId: number, editor: Editor): Promise<void> {
  const review = await activeContentReview(db, kind, itemId);
  if (!review) return;
  await db.transaction().execute(async (trx) => {
    await setReviewState(trx, review.id, { state: "published", publishAt: null });
    await addReviewEvent(trx, review.id, { kind: "published", user: editor, detail: { direct: true } });
  });
}

/** Whether publishing this page needs a review first (its section requires one: even for Publishers). */
export const pageNeedsReview = (db: Db, pagePath: string) => reviewRequired(db, { pagePath });

/** Submit a page's draft for review (or again after changes were requested: the same thread). */
export async function submitPageForReview(ctx: ReviewContext, args: { pageId: number; locale: Locale; message?: string | null }): Promise<number> {
  return submit(ctx, await pageTarget(ctx.db, args.pageId, args.locale, ctx.site), args.message);
}

/** Submit a content item (its pending changes, or an unpublished item) for review. */
export async function submitContentForReview(ctx: ReviewContext, args: { kind: ContentKindKey; itemId: number; locale: Locale; message?: string | null }): Promise<number> {
  return submit(ctx, await contentTarget(ctx.db, args.kind, args.itemId, args.locale), args.message);
}

async function submit(ctx: ReviewContext, target: Target, rawMessage: string | null | undefined): Promise<number> {
  await gate(ctx, "review.submit", target);
  const message = cleanMessage(rawMessage, false);
  if ((await versionOf(ctx.db, target)) === null) throw new ReviewConflict("noDraft");
  const existing = await activeReviewOf(ctx.db, target);
  if (existing) await settled(ctx.db, existing, ctx.editor);
  const reviewers = await reviewersFor(ctx.db, target);
  const { id, kind } = await ctx.db.transaction().execute(async (trx) => {
    const active = await activeReviewOf(trx, target, { lock: true });
    let reviewId: number;
    let kind: ReviewEventKind = "submitted";
    if (active) {
      if (active.state !== "changesRequested") throw new ReviewConflict("inReview");
      reviewId = active.id;
      kind = "resubmitted";
      await setReviewState(trx, reviewId, { state: "open" });
    } else {
      const row = await trx
        .insertInto("reviews")
        .values({
          target_kind: target.type,
          page_id: target.type === "page" ? target.pageId : null,
          content_kind: target.type === "content" ? target.contentKind : null,
          item_id: target.type === "content" ? target.itemId : null,
          section: target.section,
          locale: target.locale,
          submitted_by: ctx.editor.id,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      reviewId = row.id;
    }
    await addReviewEvent(trx, reviewId, { kind, user: ctx.editor, message });
    await notify(ctx, trx, reviewers, { event: kind, target, message });
    return { id: reviewId, kind };
  });
  mailQueued();
  await audit(ctx, "review.submit", target, { review: id, resubmitted: kind === "resubmitted" || undefined });
  return id;
}

/** Withdraw: the author (a submitter of the thread) takes the draft back; it is editable again. */
export async function withdrawReview(ctx: ReviewContext, reviewId: number): Promise<void> {
  const { review, target } = await reviewFor(ctx, reviewId);
  await gate(ctx, "review.submit", target);
  if (!(await submittersOf(ctx.db, review.id)).has(ctx.editor.id)) await refuse(ctx, "review.submit", "notSubmitter", target);
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await findReview(trx, reviewId, { lock: true });
    if (!locked || (locked.state !== "open" && locked.state !== "changesRequested")) throw new ReviewConflict("notActive");
    await setReviewState(trx, reviewId, { state: "withdrawn" });
    await addReviewEvent(trx, reviewId, { kind: "withdrawn", user: ctx.editor });
  });
  await audit(ctx, "review.withdraw", target, { review: reviewId });
}

/**
 * A comment in the thread, optionally on one module of the draft: a reviewer's (review.decide)
 * goes to the author; the author's answer (review.submit) to those who commented or decided.
 */
export async function commentOnReview(ctx: ReviewContext, args: { reviewId: number; message: string; moduleId?: string | null }): Promise<void> {
  const { review, target } = await reviewFor(ctx, args.reviewId);
  const isSubmitter = (await submittersOf(ctx.db, review.id)).has(ctx.editor.id);
  await gate(ctx, isSubmitter ? "review.submit" : "review.decide", target);
  const message = cleanMessage(args.message, true);
  const moduleId = await checkedModule(ctx, target, args.moduleId);
  const kind: ReviewEventKind = isSubmitter ? "answer" : "comment";
  const to = isSubmitter ? await recipients(ctx.db, await reviewersOf(ctx.db, review.id)) : await recipients(ctx.db, await submittersOf(ctx.db, review.id));
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await findReview(trx, review.id, { lock: true });
    if (!locked || !["open", "changesRequested", "approved"].includes(locked.state)) throw new ReviewConflict("notActive");
    await addReviewEvent(trx, review.id, { kind, user: ctx.editor, message, moduleId });
    await notify(ctx, trx, to, { event: kind, target, message, moduleId });
  });
  mailQueued();
  await audit(ctx, "review.comment", target, { review: review.id, module: moduleId ?? undefined, answer: isSubmitter || undefined });
}

async function checkedModule(ctx: ReviewContext, target: Target, raw: string | null | undefined): Promise<string | null> {
  const moduleId = (raw ?? "").trim();
  if (!moduleId) return null;
  // A content item has fields, not modules: its comments are on the whole item.
  if (target.type !== "page" || moduleId.length > 64 || !(await draftHasModule(ctx.db, target.pageId, moduleId))) throw new ReviewConflict("unknownModule");
  return moduleId;
}

/** The two-person rule: where the section requires review, nobody decides on their own submission. */
async function assertNotOwn(ctx: ReviewContext, review: ReviewRow, target: Target, right: Action): Promise<void> {
  if (!(await reviewRequired(ctx.db, target.type === "page" ? { pagePath: target.section } : { kind: target.section }))) return;
  if ((await submittersOf(ctx.db, review.id)).has(ctx.editor.id)) await refuse(ctx, right, "ownSubmission", target);
}

/** Request changes, with a comment (optionally on one module): the draft is the author's again. */
export async function requestChanges(ctx: ReviewContext, args: { reviewId: number; message: string; moduleId?: string | null }): Promise<void> {
  const { review, target } = await reviewFor(ctx, args.reviewId);
  await gate(ctx, "review.decide", target);
  await assertNotOwn(ctx, review, target, "review.decide");
  const message = cleanMessage(args.message, true);
  const moduleId = await checkedModule(ctx, target, args.moduleId);
  const to = await recipients(ctx.db, await submittersOf(ctx.db, review.id));
  const scheduled = await ctx.db.transaction().execute(async (trx) => {
    const locked = await findReview(trx, review.id, { lock: true });
    if (!locked || (locked.state !== "open" && locked.state !== "approved")) throw new ReviewConflict("notOpen");
    await setReviewState(trx, review.id, { state: "changesRequested", approvedVersion: null, publishAt: null });
    await addReviewEvent(trx, review.id, { kind: "changesRequested", user: ctx.editor, message, moduleId });
    await notify(ctx, trx, to, { event: "changesRequested", target, message, moduleId });
    return locked.publishAt !== null;
  });
  if (scheduled) {
    if (target.type === "page") await cancelPageSchedule(ctx.db, { pageId: target.pageId, action: "publish" });
    else await dropContentSchedule(ctx.db, target.contentKind, target.itemId, "publish");
  }
  mailQueued();
  await audit(ctx, "review.requestChanges", target, { review: review.id, module: moduleId ?? undefined });
}

/**
 * Approve and publish: now, or at a time (the scheduler's "Publish at…", which freezes the
 * approved draft). `version` is the draft the reviewer read: a draft changed since is refused.
 */
export async function approveReview(ctx: ReviewContext, args: { reviewId: number; version: number; message?: string | null; publishAt?: { at: Date; timeZone: string } | null }): Promise<"published" | "scheduled"> {
  const { review, target } = await reviewFor(ctx, args.reviewId);
  await gate(ctx, "review.decide", target);
  await gate(ctx, publishRight(target), target);
  await assertNotOwn(ctx, review, target, "review.decide");
  if (review.state !== "open") throw new ReviewConflict("notOpen");
  const message = cleanMessage(args.message, false);
  if ((await versionOf(ctx.db, target)) !== args.version) throw new ReviewConflict("stale");
  const now = ctx.now ?? new Date();
  try {
    const at = args.publishAt;
    if (at && at.at.getTime() <= now.getTime()) throw new ReviewConflict("schedulePast");
    if (target.type === "page") {
      if (at) await schedulePageChange(ctx.db, { pageId: target.pageId, action: "publish", version: args.version, dueAt: at.at, timeZone: at.timeZone, authorId: ctx.editor.id, now });
      else await publishPageNow(ctx.db, { pageId: target.pageId, version: args.version });
    } else if (at) {
      await scheduleContentChange(ctx.db, { kind: target.contentKind, id: target.itemId, action: "publish", revision: args.version, dueAt: at.at, timeZone: at.timeZone, editorId: ctx.editor.id });
    } else {
      await publishContentNow(ctx.db, { kind: target.contentKind, id: target.itemId, revision: args.version, editorId: ctx.editor.id });
    }
  } catch (error) {
    if (error instanceof StaleVersionError || error instanceof ContentConflict) throw new ReviewConflict("stale");
    // The draft chooses an item visitors do not see yet (ADR 066): nothing is published.
    if (error instanceof ContentRejected) throw new ReviewConflict("unpublishedReference");
    throw error;
  }
  const to = await recipients(ctx.db, await submittersOf(ctx.db, review.id));
  const outcome = args.publishAt ? "scheduled" : "published";
  await ctx.db.transaction().execute(async (trx) => {
    if (args.publishAt) await setReviewState(trx, review.id, { state: "approved", approvedVersion: args.version, publishAt: args.publishAt.at });
    else await setReviewState(trx, review.id, { state: "published", approvedVersion: args.version, publishAt: null });
    await addReviewEvent(trx, review.id, { kind: "approved", user: ctx.editor, message, detail: { version: args.version, publishAt: args.publishAt?.at.toISOString(), timeZone: args.publishAt?.timeZone } });
    if (!args.publishAt) await addReviewEvent(trx, review.id, { kind: "published", user: ctx.editor, detail: { version: args.version } });
    await notify(ctx, trx, to, { event: "approved", target, message, publishAt: args.publishAt?.at ?? null });
  });
  mailQueued();
  await audit(ctx, "review.approve", target, { review: review.id, version: args.version, publishAt: args.publishAt?.at.toISOString() });
  return outcome;
}

/**
 * The toolbar's own Publish of a page with a review in progress (a Publisher may, where review is
 * not required): the review is closed as published, its thread says by whom.
 */
export async function closeReviewOnPublish(db: Db, pageId: number, editor: Editor): Promise<void> {
  const review = await activePageReview(db, pageId);
  if (!review) return;
  await db.transaction().execute(async (trx) => {
    await setReviewState(trx, review.id, { state: "published", publishAt: null });
    await addReviewEvent(trx, review.id, { kind: "published", user: editor, detail: { direct: true } });
  });
}

/** Reads a review for a screen, settled first (an edit since the approval voids it). */
export async function loadReview(db: Db, reviewId: number): Promise<ReviewRow | null> {
  const review = await findReview(db, reviewId);
  return review ? settled(db, review) : null;
}

/** What a draft's screen shows of its review, for one account: a page's draft or a content item. */
type ReviewInfoTarget = { locale: Locale } & ({ pageId: number; pagePath: string } | { kind: ContentKindKey; itemId: number });

async function reviewInfo(db: Db, editor: Editor, on: ReviewInfoTarget): Promise<PageReviewInfo> {
  const found = "pageId" in on ? await activePageReview(db, on.pageId) : await activeContentReview(db, on.kind, on.itemId);
  const review = found ? await settled(db, found) : null;
  const active = review && ["open", "changesRequested", "approved"].includes(review.state) ? review : null;
  const required = await reviewRequired(db, "pageId" in on ? { pagePath: on.pagePath } : { kind: on.kind });
  const thread = active ? await reviewThread(db, active.id) : [];
  const submitters = active ? await submittersOf(db, active.id) : new Set<number>();
  const last = thread.at(-1);
  const target = "pageId" in on ? { locale: on.locale, pagePath: on.pagePath } : { locale: on.locale, kind: on.kind };
  const maySubmitRight = can(editor, "review.submit", target).ok;
  const locked = !active ? false : "pageId" in on ? await draftLockedFor(db, editor, on) : await contentLockedFor(db, editor, on);
  return {
    id: active?.id ?? null,
    state: active?.state ?? null,
    mine: submitters.has(editor.id),
    locked,
    voidedAt: active?.state === "open" && last?.kind === "approvalVoided" ? last.at : null,
    publishAt: active?.publishAt ?? null,
    required,
    maySubmit: maySubmitRight && (!active || active.state === "changesRequested"),
    comments: thread.flatMap((e) => (e.moduleId && e.message ? [{ moduleId: e.moduleId, actor: e.actor, message: e.message, at: e.at }] : [])),
  };
}

export const pageReviewInfo = (db: Db, editor: Editor, page: { pageId: number; pagePath: string; locale: Locale }) => reviewInfo(db, editor, page);

/** The content admin's view of an item's review (state, read-only, Submit for review / Withdraw). */
export const contentReviewInfo = (db: Db, editor: Editor, item: { kind: ContentKindKey; itemId: number; locale: Locale }) => reviewInfo(db, editor, item);

/** The toolbar's inbox count: reviews waiting for this account's decision, and changes requested of it. */
export async function inboxCount(db: Db, editor: Editor): Promise<number> {
  const rows = await db.selectFrom("reviews").select(["id", "state", "section", "locale", "target_kind"]).where("state", "in", ["open", "changesRequested"]).limit(500).execute();
  if (!rows.length) return 0;
  let n = 0;
  for (const row of rows) {
    const submitters = await submittersOf(db, row.id);
    const locale = isLocale(row.locale) ? row.locale : "en";
    const common = { section: row.section, path: "", locale, linkLocale: locale, title: "" };
    const target: Target = row.target_kind === "page" ? { type: "page", pageId: 0, ...common } : { type: "content", contentKind: row.section as ContentKindKey, itemId: 0, ...common };
    if (row.state === "changesRequested") {
      if (submitters.has(editor.id)) n++;
    } else if (!submitters.has(editor.id) && isReviewer(editor, target)) n++;
  }
  return n;
}
