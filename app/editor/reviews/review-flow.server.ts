import { data } from "@remix-run/node";
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
import { publishPageNow } from "../pages/page-publish.server";
import { assertCanView, type RefusalData } from "../shell/refusal.server";
import type { PageReviewInfo } from "./review-types";
import {
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
  constructor(readonly reason: "notFound" | "inReview" | "notActive" | "notOpen" | "noDraft" | "stale" | "emptyMessage" | "unknownModule" | "schedulePast" | "scheduleTime" | "tooLong") {
    super(`review: ${reason}`);
  }
}

/** `locale`: the one the step is asked in (the gate); `linkLocale`/`path`: the draft's address (English when it has no translation). */
type PageTarget = { pageId: number; section: string; path: string; locale: Locale; linkLocale: Locale; title: string };

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
  return { pageId, section: `/${english}`, path: own.path, locale, linkLocale: isLocale(own.locale) ? own.locale : "en", title: own.title };
}

const auditTarget = (target: PageTarget): AuditEntry["target"] => ({ kind: "page", id: target.pageId, label: pageHref(target.linkLocale, target.path) });

/** The one gate (refusal: 403 naming why, audited, nothing written). */
async function gate(ctx: ReviewContext, action: Action, target: PageTarget): Promise<void> {
  await assertCanView(ctx.db, { editor: ctx.editor, action, target: { locale: target.locale, pagePath: target.section }, locale: ctx.uiLocale, audit: auditTarget(target) });
}

/** A rule of the review refuses the account (not its role): audited like the gate's refusals, 403. */
async function refuse(ctx: ReviewContext, right: Action, rule: "notSubmitter" | "ownSubmission" | "locked", target: PageTarget): Promise<never> {
  await recordAudit(ctx.db, { user: ctx.editor, action: "refused", target: auditTarget(target), detail: { right, reason: rule, locale: target.locale } });
  const t = fixedT(ctx.uiLocale, "editor");
  throw data<RefusalData>({ refusal: { title: t("rights.title"), message: t(`review.refused.${rule}`) } }, { status: 403, headers: { "Cache-Control": "no-store" } });
}

const isReviewer = (account: Account, target: PageTarget) =>
  can(account, "review.decide", { locale: target.locale, pagePath: target.section }).ok && can(account, "page.publish", { locale: target.locale, pagePath: target.section }).ok;

function cleanMessage(raw: string | null | undefined, required: boolean): string | null {
  const text = (raw ?? "").replace(/\r\n?/g, "\n").trim();
  if (text.length > MAX_MESSAGE_CHARS) throw new ReviewConflict("tooLong");
  if (!text && required) throw new ReviewConflict("emptyMessage");
  return text || null;
}

async function reviewFor(ctx: ReviewContext, reviewId: number): Promise<{ review: ReviewRow; target: PageTarget }> {
  const review = await findReview(ctx.db, reviewId);
  if (!review || review.targetKind !== "page" || review.pageId === null) throw new ReviewConflict("notFound");
  const locale = isLocale(review.locale) ? review.locale : "en";
  return { review: await settled(ctx.db, review), target: await pageTarget(ctx.db, review.pageId, locale, ctx.site) };
}

async function audit(ctx: ReviewContext, action: AuditAction, target: PageTarget, detail: Record<string, unknown>): Promise<void> {
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

type Notice = { event: ReviewEventKind; target: PageTarget; message?: string | null; moduleId?: string | null; publishAt?: Date | null };

async function notify(ctx: ReviewContext, trx: Db, to: Recipient[], notice: Notice): Promise<number> {
  const settings = ctx.mail ?? mailSettings();
  let queued = 0;
  for (const r of to) {
    if (r.id === ctx.editor.id) continue; // nobody is told of their own step
    const locale = noticeLocale(r);
    const t = fixedT(locale, "editor");
    const vars = { actor: ctx.editor.name || ctx.editor.email, title: notice.target.title };
    const link = `${settings.publicUrl}${pageHref(notice.target.linkLocale, notice.target.path)}?draft=true${notice.moduleId ? `&show_modal=true&module_id=${encodeURIComponent(notice.moduleId)}` : ""}`;
    const lines = [t(`review.mail.body.${notice.event}`, vars)];
    if (notice.publishAt) lines.push(t("review.mail.publishAt", { at: formatDateTime(notice.publishAt, locale) }));
    if (notice.moduleId) lines.push(t("review.mail.onModule", { module: notice.moduleId }));
    if (notice.message) lines.push("", notice.message.replace(/^/gm, "> "));
    lines.push("", t("review.mail.open"), link, "", t("review.mail.inbox", { url: `${settings.publicUrl}/editor/inbox` }), t("review.mail.optOut", { url: `${settings.publicUrl}/editor/inbox#notices` }));
    await enqueueMail(trx, { kind: "review", to: [r.email], subject: t(`review.mail.subject.${notice.event}`, vars), text: lines.join("\n") }, settings);
    queued++;
  }
  return queued;
}

/** The accounts who may decide on this page's review (and publish it). */
async function reviewersFor(db: Db, target: PageTarget): Promise<Recipient[]> {
  return (await recipients(db, "all")).filter((r) => isReviewer({ role: r.role as Account["role"], locales: (r.locales as Locale[] | null) ?? null, sections: r.sections }, target));
}

// ---------------------------------------------------------------------------------------------
// The lifecycle

/**
 * An approved review whose draft moved on (an edit after the approval) is void: open again, the
 * scheduled publication cancelled, the thread says so; one the scheduler published is published.
 */
async function settled(db: Db, review: ReviewRow, by: Editor | null = null): Promise<ReviewRow> {
  if (review.state !== "approved" || review.pageId === null) return review;
  const pageId = review.pageId;
  const pending = await db.selectFrom("publish_schedules").select("id").where("page_id", "=", pageId).where("action", "=", "publish").executeTakeFirst();
  const published = await db.selectFrom("page_revisions").select("version").where("page_id", "=", pageId).where("status", "=", "published").executeTakeFirst();
  if (!pending && published && published.version === review.approvedVersion) {
    await db.transaction().execute(async (trx) => {
      await setReviewState(trx, review.id, { state: "published", publishAt: null });
      await addReviewEvent(trx, review.id, { kind: "published", user: null, detail: { version: published.version, scheduled: true } });
    });
    return { ...review, state: "published" };
  }
  const version = await pageDraftVersion(db, pageId);
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
  if (review.publishAt) await cancelPageSchedule(db, { pageId, action: "publish" });
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

/** Whether publishing this page needs a review first (its section requires one: even for Publishers). */
export const pageNeedsReview = (db: Db, pagePath: string) => reviewRequired(db, { pagePath });

/** Submit for review (or submit again after changes were requested: the same thread). */
export async function submitPageForReview(ctx: ReviewContext, args: { pageId: number; locale: Locale; message?: string | null }): Promise<number> {
  const target = await pageTarget(ctx.db, args.pageId, args.locale, ctx.site);
  await gate(ctx, "review.submit", target);
  const message = cleanMessage(args.message, false);
  if ((await pageDraftVersion(ctx.db, args.pageId)) === null) throw new ReviewConflict("noDraft");
  const existing = await activePageReview(ctx.db, args.pageId);
  if (existing) await settled(ctx.db, existing, ctx.editor);
  const reviewers = await reviewersFor(ctx.db, target);
  const { id, kind } = await ctx.db.transaction().execute(async (trx) => {
    const active = await activePageReview(trx, args.pageId, { lock: true });
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
        .values({ target_kind: "page", page_id: args.pageId, section: target.section, locale: target.locale, submitted_by: ctx.editor.id })
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

async function checkedModule(ctx: ReviewContext, target: PageTarget, raw: string | null | undefined): Promise<string | null> {
  const moduleId = (raw ?? "").trim();
  if (!moduleId) return null;
  if (moduleId.length > 64 || !(await draftHasModule(ctx.db, target.pageId, moduleId))) throw new ReviewConflict("unknownModule");
  return moduleId;
}

/** The two-person rule: where the section requires review, nobody decides on their own submission. */
async function assertNotOwn(ctx: ReviewContext, review: ReviewRow, target: PageTarget, right: Action): Promise<void> {
  if (!(await reviewRequired(ctx.db, { pagePath: target.section }))) return;
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
  if (scheduled) await cancelPageSchedule(ctx.db, { pageId: target.pageId, action: "publish" });
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
  await gate(ctx, "page.publish", target);
  await assertNotOwn(ctx, review, target, "review.decide");
  if (review.state !== "open") throw new ReviewConflict("notOpen");
  const message = cleanMessage(args.message, false);
  if ((await pageDraftVersion(ctx.db, target.pageId)) !== args.version) throw new ReviewConflict("stale");
  const now = ctx.now ?? new Date();
  try {
    if (args.publishAt) {
      if (args.publishAt.at.getTime() <= now.getTime()) throw new ReviewConflict("schedulePast");
      await schedulePageChange(ctx.db, { pageId: target.pageId, action: "publish", version: args.version, dueAt: args.publishAt.at, timeZone: args.publishAt.timeZone, authorId: ctx.editor.id, now });
    } else {
      await publishPageNow(ctx.db, { pageId: target.pageId, version: args.version });
    }
  } catch (error) {
    if (error instanceof StaleVersionError) throw new ReviewConflict("stale");
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

export async function pageReviewInfo(db: Db, editor: Editor, page: { pageId: number; pagePath: string; locale: Locale }): Promise<PageReviewInfo> {
  const found = await activePageReview(db, page.pageId);
  const review = found ? await settled(db, found) : null;
  const active = review && ["open", "changesRequested", "approved"].includes(review.state) ? review : null;
  const required = await reviewRequired(db, { pagePath: page.pagePath });
  const thread = active ? await reviewThread(db, active.id) : [];
  const submitters = active ? await submittersOf(db, active.id) : new Set<number>();
  const last = thread.at(-1);
  const target = { locale: page.locale, pagePath: page.pagePath };
  const maySubmitRight = can(editor, "review.submit", target).ok;
  return {
    id: active?.id ?? null,
    state: active?.state ?? null,
    mine: submitters.has(editor.id),
    locked: active ? await draftLockedFor(db, editor, { pageId: page.pageId, pagePath: page.pagePath, locale: page.locale }) : false,
    voidedAt: active?.state === "open" && last?.kind === "approvalVoided" ? last.at : null,
    publishAt: active?.publishAt ?? null,
    required,
    maySubmit: maySubmitRight && (!active || active.state === "changesRequested"),
    comments: thread.flatMap((e) => (e.moduleId && e.message ? [{ moduleId: e.moduleId, actor: e.actor, message: e.message, at: e.at }] : [])),
  };
}

/** The toolbar's inbox count: reviews waiting for this account's decision, and changes requested of it. */
export async function inboxCount(db: Db, editor: Editor): Promise<number> {
  const rows = await db.selectFrom("reviews").select(["id", "state", "section", "locale"]).where("target_kind", "=", "page").where("state", "in", ["open", "changesRequested"]).limit(500).execute();
  if (!rows.length) return 0;
  let n = 0;
  for (const row of rows) {
    const submitters = await submittersOf(db, row.id);
    const locale = isLocale(row.locale) ? row.locale : "en";
    if (row.state === "changesRequested") {
      if (submitters.has(editor.id)) n++;
    } else if (!submitters.has(editor.id) && isReviewer(editor, { pageId: 0, section: row.section, path: "", locale, linkLocale: locale, title: "" })) n++;
  }
  return n;
}
