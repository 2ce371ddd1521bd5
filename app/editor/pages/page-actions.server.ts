import { parseWithZod } from "@conform-to/zod";
import type { Db } from "../../../db";
import type { Action } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import type { Locale } from "~/i18n/locales";
import { findPagePath, loadPageModules } from "~/cms/pages.server";
import {
  addModule,
  discardDraft,
  EditRejectedError,
  ensureDraft,
  ModuleConflictError,
  patchPage,
  restoreRevision,
  StaleVersionError,
  copyModuleToPage,
  readDraftModule,
  unpublishPage,
  updateModule,
} from "~/cms/revisions.server";
import { moduleEditors } from "~/modules/registry";
import { indexPage } from "~/content/search-index.server";
import { contentChanged } from "~/lib/content-events.server";
import { sanitizeRichTextFields } from "~/modules/sanitize-fields.server";
import { moduleSchemas } from "~/modules/schemas.generated";
import { isModuleType, type ModuleLayout } from "~/modules/types";
import { conflictingFields } from "./conflict-fields.server";
import type { EditorActionResult } from "./editor-view";
import { keepHiddenGroupValues } from "./hidden-groups";
import { capListIndices, longestList } from "./list-index-cap";
import { toPublicLayout, type EditorLayout } from "./layout-values";
import { editorErrorMap, moduleFormSchema } from "./module-form-schema";
import { resolveReferences } from "../pickers/resolve-references.server";
import { storeImageUploads } from "../media/image-uploads.server";
import { dropEmptySelections } from "./empty-selections.server";
import { draftReply, readPickerRequest } from "../pickers/picker-request.server";
import { savePageSettings, setSocialImage, SocialImageMissing } from "../page-tree/page-settings.server";
import { pageSettingsSchema } from "../page-tree/page-settings-schema";
import { NewPageRejected } from "../page-tree/page-tree.server";
import { validationMessage } from "../shell/validation-messages";
import { cancelPageSchedule, schedulePageChange } from "~/cms/publish-schedules.server";
import { SCHEDULE_ACTIONS, type ScheduleAction } from "~/cms/schedule-action";
import { scheduleSchema } from "../shell/schedule-schema";
import { redoStep, undoStep, UndoRefused } from "~/cms/draft-steps.server";
import { createPreviewLink, revokePreviewLink } from "~/cms/preview-links.server";
import { PREVIEW_DAYS_MAX } from "~/cms/preview-link";
import type { Logger } from "~/lib/logger.server";
import { zonedInstant } from "../shell/schedule-time";
import { publishPageNow } from "./page-publish.server";
import { closeReviewOnPublish, draftLockedFor, noteDraftEdited, pageNeedsReview } from "../reviews/review-flow.server";
import { refuseByRule, type ReviewRule } from "../shell/refusal.server";

export type PageActionContext = { db: Db; /** The request's logger. */ log: Logger; editor: Editor; pageId: number; locale: Locale; site: string };

/**
 * Where the editor goes after a page action: the draft, the published page (at `path` when the
 * action gave the page a new one in this locale), or back with a result to show.
 */
export type PageActionOutcome = { kind: "done"; show: "draft" | "published" | "settings" | "previews"; path?: string } | EditorActionResult;

const DONE_DRAFT: PageActionOutcome = { kind: "done", show: "draft" };

function intNumber(value: FormDataEntryValue | null): number | null {
  return typeof value === "string" && /^-?\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The page's editor actions (SPEC §7: patchPage, publishPage, addModule, updateModule) on a
 * body parsed once by the editor's action route. A failure leaves the draft exactly as it was.
 */
export async function runPageAction(form: FormData, ctx: PageActionContext): Promise<PageActionOutcome> {
  const intent = String(form.get("_action") ?? "");
  // Issue 45: a draft in review is read-only for its author; where the section requires review,
  // nobody publishes without one (the review's Approve and publish does).
  await assertReviewAllows(ctx, intent, form);
  const outcome = await runPageIntent(form, ctx, intent);
  if (outcome.kind === "done") {
    if (DRAFT_WRITES.has(intent)) {
      // An edit after an approval voids it (the review's thread says so).
      await noteDraftEdited(ctx.db, ctx.pageId, ctx.editor);
      const target = intent === "copyModule" ? intNumber(form.get("targetPageId")) : null;
      if (target !== null && target !== ctx.pageId) await noteDraftEdited(ctx.db, target, ctx.editor);
    }
    if (intent === "publishPage") await closeReviewOnPublish(ctx.db, ctx.pageId, ctx.editor);
  }
  return outcome;
}

/** The page builder's actions that change a draft (issue 45: locked in review, void an approval). */
const DRAFT_WRITES: ReadonlySet<string> = new Set(["saveModule", "moveUp", "moveDown", "removeModule", "copyModule", "discardDraft", "restoreRevision", "undo", "redo"]);

/** Issue 45's rules for a page-builder step: throws 403 (audited, nothing written) when one refuses it. */
async function assertReviewAllows(ctx: PageActionContext, intent: string, form: FormData): Promise<void> {
  const publishes = intent === "publishPage" || (intent === "schedulePage" && form.get("action") === "publish");
  if (!DRAFT_WRITES.has(intent) && !publishes) return;
  const english = await findPagePath(ctx.db, { pageId: ctx.pageId, locale: "en", site: ctx.site });
  if (english === null) return;
  const pagePath = `/${english}`;
  const refuse = (rule: ReviewRule, action: Action) =>
    refuseByRule(ctx.db, { editor: ctx.editor, action, rule, locale: ctx.locale, targetLocale: ctx.locale, audit: { kind: "page", id: ctx.pageId, label: pagePath }, as: "page" });
  if (DRAFT_WRITES.has(intent) && (await draftLockedFor(ctx.db, ctx.editor, { pageId: ctx.pageId, pagePath, locale: ctx.locale }))) await refuse("locked", "page.editText");
  if (publishes && (await pageNeedsReview(ctx.db, pagePath))) await refuse("requiredHere", "page.publish");
}

async function runPageIntent(form: FormData, ctx: PageActionContext, intent: string): Promise<PageActionOutcome> {
  const version = intNumber(form.get("version"));
  try {
    if (intent === "editPage") {
      await ensureDraft(ctx.db, ctx.pageId, ctx.editor.id);
      return DONE_DRAFT;
    }
    if (intent === "saveModule") return await saveModule(ctx, form, version);
    if (intent === "saveSettings") return await saveSettings(ctx, form);
    if (intent === "setSocialImage") return await saveSocialImage(ctx, form);
    if (intent === "createPreview") {
      const days = intNumber(form.get("days"));
      if (days === null || days < 1 || days > PREVIEW_DAYS_MAX) return { kind: "error", message: "errors.previewDays" };
      const link = await createPreviewLink(ctx.db, { pageId: ctx.pageId, locale: ctx.locale, days, authorId: ctx.editor.id });
      ctx.log.info({ previewLink: link.id, pageId: ctx.pageId, editorId: ctx.editor.id }, "preview link created");
      return { kind: "done", show: "previews" };
    }
    if (intent === "revokePreview") {
      const id = intNumber(form.get("previewId"));
      if (id === null) return { kind: "error", message: "errors.generic" };
      await revokePreviewLink(ctx.db, { pageId: ctx.pageId, id });
      ctx.log.info({ previewLink: id, pageId: ctx.pageId, editorId: ctx.editor.id }, "preview link revoked");
      return { kind: "done", show: "previews" };
    }
    if (intent === "cancelSchedule") {
      const action = String(form.get("scheduleAction") ?? "");
      if (!SCHEDULE_ACTIONS.includes(action as ScheduleAction)) return { kind: "error", message: "errors.generic" };
      await cancelPageSchedule(ctx.db, { pageId: ctx.pageId, action: action as ScheduleAction });
      return DONE_DRAFT;
    }
    if (version === null) return { kind: "error", message: "errors.generic" };
    if (intent === "discardDraft") {
      await discardDraft(ctx.db, { pageId: ctx.pageId, version });
      return { kind: "done", show: "published" };
    }
    await ensureDraft(ctx.db, ctx.pageId, ctx.editor.id);
    switch (intent) {
      case "schedulePage":
        return await schedule(ctx, form, version);
      case "publishPage":
        await publishPageNow(ctx.db, { pageId: ctx.pageId, version });
        return { kind: "done", show: "published" };
      case "unpublishPage":
        await unpublishPage(ctx.db, { pageId: ctx.pageId, version });
        await cancelPageSchedule(ctx.db, { pageId: ctx.pageId, action: "unpublish" });
        await indexPage(ctx.db, ctx.pageId); // no published revision: its documents go
        contentChanged(); // again, after the index
        return DONE_DRAFT;
      case "restoreRevision": {
        const revisionId = intNumber(form.get("revisionId"));
        if (revisionId === null) throw new EditRejectedError("errors.revisionMissing");
        await restoreRevision(ctx.db, { pageId: ctx.pageId, version, revisionId, authorId: ctx.editor.id });
        return DONE_DRAFT;
      }
      case "copyModule":
        return await copyModule(ctx, form, version);
      case "undo":
      case "redo":
        try {
          await (intent === "undo" ? undoStep : redoStep)(ctx.db, { pageId: ctx.pageId, version, editorId: ctx.editor.id });
        } catch (error) {
          if (!(error instanceof UndoRefused)) throw error;
          return { kind: "error", message: `errors.${error.reason}`, params: { name: error.by ?? "" } };
        }
        return DONE_DRAFT;
      case "moveUp":
      case "moveDown":
      case "removeModule":
        return await changeStructure(ctx, intent, String(form.get("moduleId") ?? ""), version);
      default:
        return { kind: "error", message: "errors.generic" };
    }
  } catch (error) {
    if (error instanceof StaleVersionError) return { kind: "error", message: "errors.stale" };
    if (error instanceof EditRejectedError) return { kind: "error", message: error.message };
    throw error;
  }
}

/**
 * Copy to page… / Move to page… (issue 25): English only (structure, SPEC §4.1). A module whose
 * content names a file, page or form that no longer exists is refused, not copied broken.
 */
async function copyModule(ctx: PageActionContext, form: FormData, version: number): Promise<PageActionOutcome> {
  if (ctx.locale !== "en") throw new EditRejectedError("module.onlyEnglishMove");
  const moduleId = String(form.get("moduleId") ?? "");
  const targetPageId = intNumber(form.get("targetPageId"));
  const position = form.get("position") === "start" ? "start" : "end";
  const move = form.get("mode") === "move";
  if (targetPageId === null || targetPageId < 1) throw new EditRejectedError("errors.copyTarget");
  const module = await readDraftModule(ctx.db, ctx.pageId, moduleId);
  if (!module) throw new EditRejectedError("modal.unknownModule");
  if (!isModuleType(module.type)) throw new EditRejectedError("modal.unknownModule");
  for (const content of module.contents) {
    const broken = await resolveReferences(ctx.db, moduleEditors[module.type], structuredClone(content.data), content.locale);
    if (Object.keys(broken).length) throw new EditRejectedError("errors.copyReferences");
  }
  const target = await ctx.db.selectFrom("pages").select(["id", "site"]).where("id", "=", targetPageId).executeTakeFirst();
  if (!target || target.site !== ctx.site) throw new EditRejectedError("errors.copyTarget");
  await ensureDraft(ctx.db, targetPageId, ctx.editor.id);
  await copyModuleToPage(ctx.db, { pageId: ctx.pageId, version, moduleId, module, targetPageId, position, move, authorId: ctx.editor.id });
  return DONE_DRAFT;
}

async function changeStructure(ctx: PageActionContext, intent: string, moduleId: string, version: number): Promise<PageActionOutcome> {
  if (ctx.locale !== "en") {
    throw new EditRejectedError(intent === "removeModule" ? "module.onlyEnglishAdd" : "module.onlyEnglishMove");
  }
  const draft = await loadPageModules(ctx.db, { pageId: ctx.pageId, locale: "en", view: "draft" });
  const ids = draft?.modules.map((m) => m.id) ?? [];
  const index = ids.indexOf(moduleId);
  if (index < 0) throw new EditRejectedError("modal.unknownModule");
  if (intent === "removeModule") ids.splice(index, 1);
  else {
    const target = intent === "moveUp" ? index - 1 : index + 1;
    if (target < 0 || target >= ids.length) throw new EditRejectedError("errors.cannotMove");
    [ids[index], ids[target]] = [ids[target], ids[index]];
  }
  await patchPage(ctx.db, { pageId: ctx.pageId, version, contents: ids, authorId: ctx.editor.id, step: intent === "removeModule" ? "remove" : "move" });
  return DONE_DRAFT;
}

/**
 * addModule / updateModule. An existing module is checked against what the editor read
 * (`baseHash`), not the page's version: someone else's save of the same module comes back as a
 * conflict with the typed values kept; a save beside their change to another module goes through.
 */
async function saveModule(ctx: PageActionContext, posted: FormData, version: number | null): Promise<PageActionOutcome> {
  const moduleId = String(posted.get("moduleId") ?? "") || null;
  const baseHash = String(posted.get("baseHash") ?? "");
  let type = String(posted.get("moduleType") ?? "");
  let storedData: Record<string, unknown> = {};
  let storedLayout: ModuleLayout | null = null;
  const draftRef = await ensureDraft(ctx.db, ctx.pageId, ctx.editor.id);
  if (moduleId) {
    const draft = await loadPageModules(ctx.db, { pageId: ctx.pageId, locale: ctx.locale, view: "draft" });
    const stored = draft?.modules.find((m) => m.id === moduleId);
    if (!stored) throw new EditRejectedError("modal.unknownModule");
    type = stored.type;
    storedData = (stored.data ?? {}) as Record<string, unknown>;
    storedLayout = stored.layout as ModuleLayout;
  } else if (ctx.locale !== "en") {
    throw new EditRejectedError("module.onlyEnglishAdd");
  }
  if (!isModuleType(type)) throw new EditRejectedError(`Unknown module type ${type}`);
  const schema = moduleFormSchema(type);
  // List indices past the schema's longest list are brought down before anything reads them.
  const form = capListIndices(posted, longestList(schema));

  const uploadErrors = await storeImageUploads(ctx.db, form);
  dropEmptySelections(moduleEditors[type], form);
  const submission = parseWithZod(form, { schema, errorMap: editorErrorMap });
  const reply = (options?: Parameters<typeof submission.reply>[0]): PageActionOutcome => ({
    kind: "module",
    moduleId,
    baseHash: baseHash || null,
    result: submission.reply(options),
  });
  // A picker's open / search / page / use-selected is not a save: the typed values go back to the dialog.
  const picker = readPickerRequest(form);
  if (picker) {
    const result = draftReply(submission.payload, uploadErrors);
    return { kind: "module", moduleId, baseHash: baseHash || null, result, picker: picker.state };
  }
  if (Object.keys(uploadErrors).length) return reply({ fieldErrors: uploadErrors });
  if (submission.status !== "success") return reply();

  const data = keepHiddenGroupValues(moduleEditors[type], submission.value.data as Record<string, unknown>, storedData);
  const referenceErrors = await resolveReferences(ctx.db, moduleEditors[type], data, ctx.locale);
  if (Object.keys(referenceErrors).length) return reply({ fieldErrors: referenceErrors });
  sanitizeRichTextFields(data, moduleSchemas[type].richTextFields ?? []);

  const stored = { ...data, heading: submission.value.heading };
  // Layout and structure belong to English (SPEC §4.1): other locales keep the shared layout as it is.
  const layout = ctx.locale === "en" || !storedLayout ? toPublicLayout(submission.value.layout as EditorLayout) : storedLayout;
  const authorId = ctx.editor.id;
  if (!moduleId) {
    // Adding never overwrites anyone's work: it goes on top of the draft as it is now.
    const position = intNumber(form.get("position"));
    await addModule(ctx.db, { pageId: ctx.pageId, version: draftRef.version, type, position, locale: "en", layout, data: stored, authorId });
    return DONE_DRAFT;
  }
  try {
    if (baseHash) await updateModule(ctx.db, { pageId: ctx.pageId, version: 0, baseHash, moduleId, locale: ctx.locale, layout, data: stored, authorId });
    else if (version !== null) await updateModule(ctx.db, { pageId: ctx.pageId, version, moduleId, locale: ctx.locale, layout, data: stored, authorId });
    else return { kind: "error", message: "errors.generic" };
  } catch (error) {
    if (!(error instanceof ModuleConflictError)) throw error;
    return {
      kind: "conflict",
      moduleId,
      result: submission.reply(),
      ...(await conflictingFields(ctx.db, error.current, { layout, data: stored })),
    };
  }
  return DONE_DRAFT;
}

/**
 * "Publish at…" / "Unpublish at…" (issue 25): a refused time or zone comes back to the dialog
 * with the typed values; the draft as it is now (the version the editor read) is what will publish.
 */
async function schedule(ctx: PageActionContext, form: FormData, version: number, now = new Date()): Promise<PageActionOutcome> {
  const submission = parseWithZod(form, { schema: scheduleSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return { kind: "schedule", result: submission.reply() };
  const { action, at, timeZone } = submission.value;
  const dueAt = zonedInstant(at, timeZone);
  if (dueAt === null) return { kind: "schedule", result: submission.reply({ fieldErrors: { at: [validationMessage("scheduleTime")] } }) };
  if (dueAt.getTime() <= now.getTime()) return { kind: "schedule", result: submission.reply({ fieldErrors: { at: [validationMessage("schedulePast")] } }) };
  await schedulePageChange(ctx.db, { pageId: ctx.pageId, action, version, dueAt, timeZone, authorId: ctx.editor.id, now });
  return DONE_DRAFT;
}

/** The page settings dialog's Save (issue 22): a refused field comes back to the dialog with the typed values. */
async function saveSettings(ctx: PageActionContext, form: FormData): Promise<PageActionOutcome> {
  const submission = parseWithZod(form, { schema: pageSettingsSchema, errorMap: editorErrorMap });
  if (submission.status !== "success") return { kind: "settings", result: submission.reply() };
  const { title, slug = "", description = "", noindex = false } = submission.value;
  try {
    const saved = await savePageSettings(ctx.db, { pageId: ctx.pageId, locale: ctx.locale, site: ctx.site, input: { title, slug, description, noindex }, authorId: ctx.editor.id });
    return { kind: "done", show: "draft", path: saved.path };
  } catch (error) {
    if (!(error instanceof NewPageRejected)) throw error;
    return { kind: "settings", result: submission.reply({ fieldErrors: { [error.field === "parentId" ? "title" : error.field]: [validationMessage(error.reason)] } }) };
  }
}

/** Page settings' Social image: chosen in the media library or removed in the dialog; back to the dialog. */
async function saveSocialImage(ctx: PageActionContext, form: FormData): Promise<PageActionOutcome> {
  const raw = form.get("mediaId");
  const mediaId = raw === "" || raw === null ? null : intNumber(raw);
  if (mediaId !== null && mediaId < 1) return { kind: "error", message: "errors.socialImageMissing" };
  try {
    await setSocialImage(ctx.db, { pageId: ctx.pageId, locale: ctx.locale, mediaId });
  } catch (error) {
    if (!(error instanceof SocialImageMissing)) throw error;
    return { kind: "error", message: "errors.socialImageMissing" };
  }
  return { kind: "done", show: "settings" };
}
