import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import type { Db } from "../../../db";
import { recordAudit } from "~/audit/audit-log.server";
import type { Editor } from "~/auth/users.server";
import { PREVIEW_DAYS_MAX, type PreviewLinkView } from "~/cms/preview-link";
import { createPreviewLink, listItemPreviewLinks, revokePreviewLink } from "~/cms/preview-links.server";
import { SCHEDULE_ACTIONS, type PageSchedule, type ScheduleAction } from "~/cms/schedule-action";
import type { Locale } from "~/i18n/locales";
import { PREVIEW_KINDS as PREVIEW_KIND_LIST } from "~/content/item-preview.server";
import type { Logger } from "~/lib/logger.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { scheduleSchema, timeZones } from "../shell/schedule-schema";
import { zonedInstant } from "../shell/schedule-time";
import { validationMessage } from "../shell/validation-messages";
import type { ContentKindKey } from "./content-kind";
import type { ContentDiff, ContentHistory, ContentSteps } from "./content-history";
import { contentHistory, diffContentRevision, discardContentDraft, restoreContentRevision } from "./content-history.server";
import { ContentConflict, ContentGone, ContentRejected, type ContentItem } from "./content-items.server";
import { NothingToUnpublish, scheduleContentChange } from "./content-scheduling.server";
import { contentSchedules, dropContentSchedule } from "./content-schedules.server";
import { CONTENT_STORES } from "./content-stores.server";
import { ContentUndoRefused, contentSteps, redoContentStep, undoContentStep } from "./content-undo.server";

/**
 * Issue 25 for content items (ADR 056): what the item form shows of its schedules, history and
 * preview links, and the form posts that change them. Query-parameter dialogs as the page
 * editor's: `?show_schedule=publish|unpublish`, `?show_history=true[&compare=<id>]`, `?show_previews=true`;
 * Undo and Redo of the item's draft steps.
 */
export type SafetyView = {
  schedules: PageSchedule[];
  schedule: { action: ScheduleAction; zones: string[] } | null;
  history: ContentHistory | null;
  diff: ContentDiff | null;
  /** Null when the item has no detail page of its own (nothing to preview) or the list is closed. */
  previews: PreviewLinkView[] | null;
  previewable: boolean;
  /** What Undo and Redo would do now. */
  steps: ContentSteps;
};

const HIDE: ScheduleAction | null = null;

const int = (value: FormDataEntryValue | string | null) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * Kinds whose detail page shows a draft to a visitor with a preview link (app/content/item-preview.server.ts,
 * ADR 056): Share preview is offered for an item only when its kind is listed, since a link that
 * showed the published text would mislead.
 */
const PREVIEW_KINDS: ReadonlySet<ContentKindKey> = new Set<ContentKindKey>(PREVIEW_KIND_LIST);

/**
 * The item's preview address: its detail page's in the locale at its editable slug there (a
 * draft's new slug, an unpublished item's), while it has one and its kind opens previews.
 */
export function previewableHref(kind: ContentKindKey, item: ContentItem, locale: Locale): string | null {
  if (!PREVIEW_KINDS.has(kind)) return null;
  return CONTENT_STORES[kind].viewHref({ ...item.editable.columns, content: item.editable.content, id: item.id }, locale);
}

export async function safetyView(db: Db, request: Request, kind: ContentKindKey, item: ContentItem, locale: Locale, editorId: number): Promise<SafetyView> {
  const search = new URL(request.url).searchParams;
  const action = search.get("show_schedule");
  const scheduleOpen = SCHEDULE_ACTIONS.includes(action as ScheduleAction) && (action === "publish" || item.published) ? (action as ScheduleAction) : HIDE;
  const showHistory = search.get("show_history") === "true";
  const compare = int(search.get("compare"));
  const previewable = previewableHref(kind, item, locale) !== null;
  const [schedules, history, diff, previews, steps] = await Promise.all([
    contentSchedules(db, kind, item.id),
    showHistory ? contentHistory(db, kind, item.id, int(search.get("history_page")) ?? 1) : null,
    showHistory && compare !== null ? diffContentRevision(db, kind, item.id, compare, item.editable) : null,
    previewable && search.get("show_previews") === "true" ? listContentPreviews(db, kind, item, request) : null,
    contentSteps(db, kind, item.id, editorId),
  ]);
  return { schedules, schedule: scheduleOpen ? { action: scheduleOpen, zones: timeZones() } : null, history, diff, previews, previewable, steps };
}

async function listContentPreviews(db: Db, kind: ContentKindKey, item: ContentItem, request: Request): Promise<PreviewLinkView[]> {
  const origin = new URL(request.url).origin;
  return (await listItemPreviewLinks(db, { kind, itemId: item.id, href: (locale) => previewableHref(kind, item, locale) })).map((link) => ({ ...link, href: origin + link.href }));
}

export const SAFETY_INTENTS = ["schedule", "cancelSchedule", "restore", "discard", "createPreview", "revokePreview", "undo", "redo"] as const;
type SafetyIntent = (typeof SAFETY_INTENTS)[number];
export const isSafetyIntent = (value: unknown): value is SafetyIntent => (SAFETY_INTENTS as readonly unknown[]).includes(value);

export const SAFETY_NOTICES = [
  "scheduled",
  "scheduleCancelled",
  "restored",
  "discarded",
  "previewCreated",
  "previewRevoked",
  "stale",
  "restoreRefused",
  "notPublished",
  "undone",
  "redone",
  "nothingToUndo",
  "nothingToRedo",
  "undoOther",
  "undoRefused",
] as const;
export type SafetyNotice = (typeof SAFETY_NOTICES)[number];

type SafetyContext = { db: Db; log: Logger; kind: ContentKindKey; id: number; locale: Locale; editor: Editor; revision: number | null; itemHref: (done?: string, query?: string) => string };

/**
 * A safety-net post on the item form: 303 back to the form with a notice, or (a refused schedule)
 * the dialog again with its messages and the typed values.
 */
export async function contentSafetyAction(intent: SafetyIntent, body: FormData, ctx: SafetyContext): Promise<Response> {
  const { db, log, kind, id, editor } = ctx;
  const target = { kind: "content" as const, id: `${kind}:${id}` };
  try {
    switch (intent) {
      case "schedule":
        return await schedule(body, ctx);
      case "cancelSchedule": {
        const action = String(body.get("scheduleAction") ?? "");
        if (!SCHEDULE_ACTIONS.includes(action as ScheduleAction)) return redirect(ctx.itemHref(), 303);
        if (await dropContentSchedule(db, kind, id, action as ScheduleAction)) {
          await recordAudit(db, { user: editor, action: "content.cancelSchedule", target, detail: { kind, action } });
        }
        return redirect(ctx.itemHref("scheduleCancelled"), 303);
      }
      case "restore": {
        const revisionId = int(body.get("revisionId"));
        if (revisionId === null) throw new ContentGone();
        await restoreContentRevision(db, { kind, id, revisionId, revision: ctx.revision ?? 0, editorId: editor.id });
        await recordAudit(db, { user: editor, action: "content.restore", target, detail: { kind, revisionId } });
        return redirect(ctx.itemHref("restored"), 303);
      }
      case "discard":
        if (await discardContentDraft(db, { kind, id, revision: ctx.revision ?? 0, editorId: editor.id })) {
          await recordAudit(db, { user: editor, action: "content.discard", target, detail: { kind } });
        }
        return redirect(ctx.itemHref("discarded"), 303);
      case "undo":
      case "redo":
        try {
          await (intent === "undo" ? undoContentStep : redoContentStep)(db, { kind, id, revision: ctx.revision ?? 0, editorId: editor.id });
        } catch (error) {
          // Refused: the notice says why (naming who made the last step, from the form's steps).
          if (error instanceof ContentUndoRefused) return redirect(ctx.itemHref(error.reason), 303);
          if (error instanceof ContentRejected) return redirect(ctx.itemHref("undoRefused"), 303);
          if (error instanceof ContentGone) return redirect(`/editor/content/${kind}?done=missing`, 303);
          throw error;
        }
        await recordAudit(db, { user: editor, action: intent === "undo" ? "content.undo" : "content.redo", target, detail: { kind, locale: ctx.locale } });
        return redirect(ctx.itemHref(intent === "undo" ? "undone" : "redone"), 303);
      case "createPreview": {
        if (!PREVIEW_KINDS.has(kind)) return redirect(ctx.itemHref(), 303);
        const days = int(body.get("days"));
        if (days === null || days < 1 || days > PREVIEW_DAYS_MAX) return redirect(ctx.itemHref(undefined, "show_previews=true"), 303);
        const link = await createPreviewLink(db, { target: { kind, itemId: id }, locale: ctx.locale, days, authorId: editor.id });
        log.info({ previewLink: link.id, kind, itemId: id, editorId: editor.id }, "preview link created");
        await recordAudit(db, { user: editor, action: "content.previewCreate", target, detail: { kind, previewLink: link.id, days } });
        return redirect(ctx.itemHref("previewCreated", "show_previews=true"), 303);
      }
      case "revokePreview": {
        const previewId = int(body.get("previewId"));
        if (previewId !== null) {
          await revokePreviewLink(db, { target: { kind, itemId: id }, id: previewId });
          log.info({ previewLink: previewId, kind, itemId: id, editorId: editor.id }, "preview link revoked");
          await recordAudit(db, { user: editor, action: "content.previewRevoke", target, detail: { kind, previewLink: previewId } });
        }
        return redirect(ctx.itemHref("previewRevoked", "show_previews=true"), 303);
      }
    }
  } catch (error) {
    if (error instanceof ContentConflict) return redirect(ctx.itemHref("stale"), 303);
    if (error instanceof ContentRejected) return redirect(ctx.itemHref("restoreRefused", "show_history=true"), 303);
    if (error instanceof NothingToUnpublish) return redirect(ctx.itemHref("notPublished"), 303);
    throw error;
  }
}

/** "Publish at…" / "Unpublish at…": a refused time or zone comes back to the dialog (400) with the typed values. */
async function schedule(body: FormData, ctx: SafetyContext, now = new Date()): Promise<Response> {
  const submission = parseWithZod(body, { schema: scheduleSchema, errorMap: editorErrorMap });
  const refuse = (result: SubmissionResult<string[]>) => data({ result: null, picker: null, selectionTitles: null, conflict: null, scheduleResult: result }, { status: 400, headers: { "Cache-Control": "private, no-store" } }) as unknown as Response;
  if (submission.status !== "success") return refuse(submission.reply());
  const { action, at, timeZone } = submission.value;
  const dueAt = zonedInstant(at, timeZone);
  if (dueAt === null) return refuse(submission.reply({ fieldErrors: { at: [validationMessage("scheduleTime")] } }));
  if (dueAt.getTime() <= now.getTime()) return refuse(submission.reply({ fieldErrors: { at: [validationMessage("schedulePast")] } }));
  await scheduleContentChange(ctx.db, { kind: ctx.kind, id: ctx.id, action, revision: ctx.revision ?? 0, dueAt, timeZone, editorId: ctx.editor.id });
  await recordAudit(ctx.db, { user: ctx.editor, action: "content.schedule", target: { kind: "content", id: `${ctx.kind}:${ctx.id}` }, detail: { kind: ctx.kind, action, dueAt: dueAt.toISOString(), timeZone } });
  return redirect(ctx.itemHref("scheduled"), 303);
}
