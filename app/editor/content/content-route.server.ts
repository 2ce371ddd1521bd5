import type { SubmissionResult } from "@conform-to/react";
import { recordAudit } from "~/audit/audit-log.server";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { Db } from "../../../db";
import { requireEditor } from "~/auth/auth.server";
import { can, type Action } from "~/auth/rights";
import type { Editor } from "~/auth/users.server";
import type { DiffSegment } from "~/cms/revision-diff";
import { LOCALES, type Locale } from "~/i18n/locales";
import { editorScreenLocaleOf } from "~/i18n/editor-locale.server";
import { closeContentReviewOnPublish, contentLockedFor, contentReviewInfo, noteContentEdited } from "../reviews/review-flow.server";
import type { PageReviewInfo } from "../reviews/review-types";
import { fixedT } from "~/i18n/i18n.server";
import { reviewRequired } from "../reviews/reviews.server";
import { readFormData } from "~/lib/form-body.server";
import { parsePaging } from "~/lib/pagination";
import { parseDbId } from "~/lib/query-input";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { editorScreenTitle } from "../shell/document-title.server";
import type { PickerView } from "../pages/editor-view";
import { buildPickerView } from "../pickers/modal-picker-data.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { storeImageUploads } from "../media/image-uploads.server";
import { draftReply, readPickerRequest } from "../pickers/picker-request.server";
import { selectionTitlesFor } from "../pickers/selection-titles.server";
import { assertRight, rightsOf } from "../shell/gate.server";
import { refuseByRule, type ReviewRule } from "../shell/refusal.server";
import { contentActionRights, contentViewLocale, refusedViewLocale, type ContentIntent } from "./content-action-rights";
import { CONTENT_KIND_KEYS, contentSubmissionSchema, isContentKind, type ContentKindKey } from "./content-kind";
import { englishChanges, englishSources, outdatedLocales } from "./translation-sources.server";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import {
  ContentConflict,
  ContentGone,
  ContentInUse,
  ContentRejected,
  deleteContent,
  englishTexts,
  formValues,
  loadContentItem,
  saveContent,
  unpublishContent,
  type ContentItem,
} from "./content-items.server";
import { countContentKinds, listContent, readContentListQuery } from "./content-list.server";
import { CONTENT_STORES } from "./content-stores.server";
import { IMPORT_TARGET } from "./import/import-route.server";
import { contentSafetyAction, isSafetyIntent, SAFETY_NOTICES, safetyView, type SafetyNotice, type SafetyView } from "./content-safety-route.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
export const CONTENT_ADMIN = "/editor/content";

export type ContentNotice = "saved" | "published" | "unpublished" | "deleted" | "created" | "missing" | SafetyNotice | null;
const NOTICES: readonly string[] = ["saved", "published", "unpublished", "deleted", "created", "missing", ...SAFETY_NOTICES];
const noticeOf = (params: URLSearchParams) => {
  const done = params.get("done") ?? "";
  return NOTICES.includes(done) ? (done as ContentNotice) : null;
};

function kindParam(raw: string | undefined): ContentKindKey {
  if (!isContentKind(raw)) throw new Response("Not found", { status: 404 });
  return raw;
}

function localeParam(params: URLSearchParams): Locale {
  const locale = params.get("locale") ?? "en";
  return (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : "en";
}

const itemHref = (kind: ContentKindKey, id: number, locale: Locale, done?: string, open?: string) => {
  const query = new URLSearchParams(open);
  if (locale !== "en") query.set("locale", locale);
  if (done) query.set("done", done);
  const search = query.toString();
  return `${CONTENT_ADMIN}/${kind}/${id}${search ? `?${search}` : ""}`;
};

/**
 * The gate of opening a kind (issue 43): `content.editText` in the locale the account opens it in
 * (English, else the first language it translates). A refusal is audited and answers 403.
 */
async function assertViewKind(db: Db, request: Request, editor: Editor, kind: string): Promise<Locale> {
  const locale = contentViewLocale(editor, kind);
  if (locale !== null) return locale;
  await assertRight({ request, db }, editor, "content.editText", { kind, locale: refusedViewLocale(editor) }, { kind: "content", id: kind });
  return refusedViewLocale(editor); // not reached: assertRight threw
}

/** GET /editor/content: the kinds the account may open, with their counts. */
export async function loadContentKinds({ request, context: { db } }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const kinds = CONTENT_KIND_KEYS.filter((kind) => contentViewLocale(editor, kind) !== null);
  const stockQuotes = can(editor, "content.import", IMPORT_TARGET.stockQuotes).ok;
  // No kind in the account's sections (an agency scoped to page subtrees): refused, naming why.
  if (!kinds.length && !stockQuotes) await assertViewKind(db, request, editor, "content");
  const all = await countContentKinds(db);
  const counts = Object.fromEntries(kinds.map((kind) => [kind, all[kind]])) as Partial<Record<ContentKindKey, number>>;
  const documentTitle = editorScreenTitle(request, (t) => t("content.title"));
  return data({ kinds, counts, stockQuotes, documentTitle }, { headers: NO_STORE });
}

/** GET /editor/content/:kind: a page of the kind's items, searched, filtered and sorted. */
export async function loadContentList({ request, params, context: { db } }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const kind = kindParam(params.kind);
  const locale = await assertViewKind(db, request, editor, kind);
  const search = new URL(request.url).searchParams;
  const query = readContentListQuery(search, parsePaging(search));
  const list = await listContent(db, kind, query);
  const documentTitle = editorScreenTitle(request, (t) => t(`content.kinds.${kind}`));
  // What the list offers: New, and for products the CSV import and export (the server stays the guard).
  const english = rightsOf(request, editor, ["content.create", "content.import"], { kind, locale: "en" });
  const rights = { create: english["content.create"], import: english["content.import"], export: rightsOf(request, editor, ["content.edit"], { kind })["content.edit"] };
  return data({ kind, locale, rights, ...list, query: { ...query, paging: undefined, pageSize: query.paging.pageSize }, notice: noticeOf(search), documentTitle }, { headers: NO_STORE });
}

/** Why each control of the item form is refused to the account (null: allowed), in its UI language. */
export type ItemControls = {
  save: string | null;
  publish: string | null;
  unpublish: string | null;
  delete: string | null;
  publishAt: string | null;
  unpublishAt: string | null;
  /** Discard, restore, undo, redo. */
  draft: string | null;
  preview: string | null;
  /** The languages the account may open the item in (its locale tabs). */
  locales: Locale[];
};

function itemControls(request: Request, editor: Editor, kind: ContentKindKey, id: number | null, locale: Locale): ItemControls {
  const here = rightsOf(request, editor, ["content.editText", "content.publish"], { kind, locale });
  const en = rightsOf(request, editor, ["content.edit", "content.create", "content.publish", "content.delete"], { kind, locale: "en" });
  const save = id === null ? en["content.create"] : locale === "en" ? en["content.edit"] : here["content.editText"];
  return {
    save,
    publish: save ?? (id === null ? en["content.publish"] : here["content.publish"]),
    unpublish: en["content.publish"],
    delete: en["content.delete"],
    publishAt: here["content.publish"],
    unpublishAt: en["content.publish"],
    draft: en["content.edit"],
    preview: here["content.publish"],
    locales: LOCALES.filter((l) => can(editor, "content.editText", { kind, locale: l }).ok),
  };
}

/**
 * Issue 45 on the item's controls: its author's item in review is read-only (the save and the
 * safety nets say why); where the kind requires review, Publish and "Publish at…" say to submit it.
 */
function reviewedControls(controls: ItemControls, review: PageReviewInfo | null, uiLocale: Locale): ItemControls {
  if (!review) return controls;
  const t = fixedT(uiLocale, "editor");
  const locked = review.locked ? t("review.refused.locked") : null;
  const required = review.required ? t("review.errors.requiredHere") : null;
  const save = controls.save ?? locked;
  return {
    ...controls,
    save,
    draft: controls.draft ?? locked,
    publish: save ?? controls.publish ?? required,
    publishAt: controls.publishAt ?? required,
  };
}

export type ItemView = {
  kind: ContentKindKey;
  id: number | null;
  locale: Locale;
  revision: number | null;
  status: ContentItem["status"] | null;
  /** A published item's publication date while it is ahead (not visible to visitors yet), ISO; else null. */
  visibleFrom: string | null;
  published: boolean;
  hasDraft: boolean;
  values: Record<string, unknown>;
  /** In a translation: the English values (texts beside their fields, structure read-only). */
  english: Record<string, unknown> | null;
  translatedLocales: Locale[];
  /** Translated locales whose English changed after they were last saved (issue 47 item 4). */
  outdatedLocales: Locale[];
  /** In an outdated translation: per field, what changed in English since it was translated. */
  englishChanged: Record<string, DiffSegment[]>;
  viewHref: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  notice: ContentNotice;
  confirmDelete: boolean;
  /** Schedules, history and preview links (issue 25); null for a new item. */
  safety: SafetyView | null;
};

async function itemView(db: Db, request: Request, kind: ContentKindKey, id: number | null, editorId: number): Promise<ItemView> {
  const search = new URL(request.url).searchParams;
  const locale = id === null ? "en" : localeParam(search);
  const form = CONTENT_KIND_FORMS[kind];
  if (id === null) {
    return { kind, id, locale, revision: null, status: null, visibleFrom: null, published: false, hasDraft: false, values: { ...form.editor.defaults }, english: null, translatedLocales: [], outdatedLocales: [], englishChanged: {}, viewHref: null, updatedAt: null, updatedBy: null, notice: null, confirmDelete: false, safety: null };
  }
  const item = await loadContentItem(db, kind, id);
  if (!item) throw new Response("Not found", { status: 404 });
  const english = locale === "en" ? null : englishTexts(kind, item.editable);
  const store = CONTENT_STORES[kind];
  const translatedLocales = LOCALES.filter((l) => l !== "en" && Boolean(item.editable.content[l]));
  const sources = await englishSources(db, kind, id, translatedLocales);
  const englishNow = item.editable.content.en ?? {};
  return {
    kind,
    id,
    locale,
    revision: item.revision,
    status: item.status,
    visibleFrom: item.visibleFrom,
    published: item.published,
    hasDraft: item.hasDraft,
    values: formValues(kind, item.editable, locale),
    english,
    translatedLocales: LOCALES.filter((l) => Boolean(item.editable.content[l])),
    outdatedLocales: outdatedLocales(kind, sources, englishNow),
    englishChanged: sources.has(locale) ? englishChanges(kind, sources.get(locale)!, englishNow) : {},
    viewHref: item.publishedRow ? store.viewHref(item.publishedRow, locale) : null,
    updatedAt: item.updatedAt,
    updatedBy: item.updatedBy,
    notice: noticeOf(search),
    confirmDelete: search.get("confirm_delete") === "1",
    safety: await safetyView(db, request, kind, item, locale, editorId),
  };
}

/**
 * The gate of the item form (issue 43), before the item is read: a new item needs
 * `content.create`; an item `content.editText` in the form's locale (an account that may not edit
 * the English item is sent to the first language it translates). The dialogs the query opens ask
 * their own rights: Publish at… / Unpublish at… and Share preview `content.publish`, Delete
 * `content.delete`.
 */
async function assertItemScreen(db: Db, request: Request, editor: Editor, kind: ContentKindKey, id: number | null): Promise<void> {
  const gate = { request, db };
  const audit = { kind: "content" as const, id: `${kind}:${id ?? "new"}` };
  if (id === null) return assertRight(gate, editor, "content.create", { kind, locale: "en" }, audit);
  const search = new URL(request.url).searchParams;
  const locale = localeParam(search);
  if (!search.has("locale") && !can(editor, "content.editText", { kind, locale }).ok) {
    const own = contentViewLocale(editor, kind);
    if (own !== null) throw redirect(itemHref(kind, id, own), 303);
  }
  await assertRight(gate, editor, "content.editText", { kind, locale }, audit);
  const scheduled = search.get("show_schedule");
  if (scheduled === "publish" || scheduled === "unpublish") await assertRight(gate, editor, "content.publish", { kind, locale: scheduled === "unpublish" ? "en" : locale }, audit);
  if (search.get("show_previews") === "true") await assertRight(gate, editor, "content.publish", { kind, locale }, audit);
  if (search.get("confirm_delete") === "1") await assertRight(gate, editor, "content.delete", { kind, locale: "en" }, audit);
}

/** GET /editor/content/:kind/new and /editor/content/:kind/:id?locale=de: the item's form. */
export async function loadContentItemScreen({ request, params, context: { db } }: LoaderFunctionArgs) {
  const editor = await requireEditor(request);
  const kind = kindParam(params.kind);
  const id = params.id === undefined ? null : parseDbId(params.id);
  if (params.id !== undefined && id === null) throw new Response("Not found", { status: 404 });
  await assertItemScreen(db, request, editor, kind, id);
  const view = await itemView(db, request, kind, id, editor.id);
  const selectionTitles = await selectionTitlesFor(db, CONTENT_KIND_FORMS[kind].editor, view.values);
  const documentTitle = editorScreenTitle(request, (t) => `${t(`content.kinds.${kind}`)}: ${String(view.values[CONTENT_KIND_FORMS[kind].titleField] || t("content.item.new"))}`);
  const review = id === null ? null : await contentReviewInfo(db, editor, { kind, itemId: id, locale: view.locale });
  const controls = reviewedControls(itemControls(request, editor, kind, id, view.locale), review, editorScreenLocaleOf(request));
  return data({ view, selectionTitles, controls, review, documentTitle }, { headers: NO_STORE });
}

/** The item form's own intents (the safety nets' are SAFETY_INTENTS); each has its right in CONTENT_INTENT_RIGHTS. */
export const CONTENT_ITEM_INTENTS = ["save", "publish", "unpublish", "delete"] as const;
const intentSchema = z.enum(CONTENT_ITEM_INTENTS);

/** The posted values as conform nests them (`data.title` → `{ data: { title } }`), unchecked: handed back to the form. */
function typedValues(body: FormData): { data?: Record<string, unknown> } & Record<string, unknown> {
  return parseWithZod(body, { schema: z.object({}).passthrough() }).payload as { data?: Record<string, unknown> };
}

/**
 * POST /editor/content/:kind/new and /:kind/:id: Save draft, Publish, Unpublish, Delete, the safety
 * nets (schedules, restore, discard, undo, redo, preview links), or (without JavaScript) open a
 * picker. Refusals come back with their messages and the typed values.
 */
export async function contentItemAction({ request, params, context: { db, log } }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const editor = await requireEditor(request);
  const kind = kindParam(params.kind);
  const id = params.id === undefined ? null : parseDbId(params.id);
  if (params.id !== undefined && id === null) throw new Response("Not found", { status: 404 });
  const body = await readFormData(request);
  const locale = id === null ? "en" : localeParam(new URL(request.url).searchParams);
  const form = CONTENT_KIND_FORMS[kind];
  const revision = parseDbId(String(body.get("overwrite") ?? body.get("revision") ?? ""));

  // The gate (issue 43), before an upload is stored or the item read: every right the post needs,
  // from what it carries (a translation that also carries a structure field is refused whole).
  const picker = readPickerRequest(body);
  const intentName: ContentIntent | string = picker ? "openPicker" : String(body.get("intent") ?? "");
  const asks = contentActionRights(intentName, body, { kind, id, locale });
  if (asks === null) return data({ result: null, picker: null, selectionTitles: null, conflict: null, refused: "intent" }, { status: 400, headers: NO_STORE });
  for (const ask of asks) await assertRight({ request, db }, editor, ask.action, { kind, locale: ask.locale }, { kind: "content", id: `${kind}:${id ?? "new"}` });
  // Issue 45: an item in review is read-only for its author; where the kind requires review, nobody publishes without one.
  if (id !== null) {
    await assertContentReviewAllows(db, editor, { kind, id, locale, intent: intentName, body, uiLocale: editorScreenLocaleOf(request) });
  }

  /** The form again: its result, the titles of the items its values select, and an open picker or a conflict if any. */
  const answer = async (
    status: number,
    result: SubmissionResult<string[]>,
    values: unknown,
    more: { picker?: Promise<PickerView | undefined>; conflict?: { revision: number; intent: string } } = {},
  ) => {
    const [picker, selectionTitles] = await Promise.all([more.picker, selectionTitlesFor(db, form.editor, values ?? {})]);
    return data({ result, picker: picker ?? null, selectionTitles, conflict: more.conflict ?? null }, { status, headers: NO_STORE });
  };

  // Without JavaScript an image field can take a WebP with the form (ADR 024): stored first, then its id is the value.
  const uploadErrors = await storeImageUploads(db, body);
  if (picker) {
    const payload = typedValues(body);
    return answer(200, draftReply(payload), payload.data, { picker: picker.state ? buildPickerView(db, form.editor, picker.state) : undefined });
  }

  const safetyIntent = body.get("intent");
  if (isSafetyIntent(safetyIntent)) {
    if (id === null) return redirect(`${CONTENT_ADMIN}/${kind}?done=missing`, 303);
    const answered = await contentSafetyAction(safetyIntent, body, { db, log, kind, id, locale, editor, revision, itemHref: (done, open) => itemHref(kind, id, locale, done, open) });
    if (CONTENT_DRAFT_WRITES.has(safetyIntent)) await noteContentEdited(db, kind, id, editor); // an edit after an approval voids it
    return answered;
  }
  const intent = intentSchema.safeParse(body.get("intent"));
  if (!intent.success) return data({ result: null, picker: null, selectionTitles: null, conflict: null, refused: "intent" }, { status: 400, headers: NO_STORE });
  try {
    if (intent.data === "unpublish" || intent.data === "delete") {
      if (id === null) throw new ContentGone();
      if (intent.data === "unpublish") {
        await unpublishContent(db, { kind, id, revision: revision ?? 0, editorId: editor.id });
        await recordAudit(db, { user: editor, action: "content.unpublish", target: { kind: "content", id: `${kind}:${id}` }, detail: { kind } });
        return redirect(itemHref(kind, id, locale, "unpublished"), 303);
      }
      await deleteContent(db, { kind, id, revision: revision ?? 0 });
      await recordAudit(db, { user: editor, action: "content.delete", target: { kind: "content", id: `${kind}:${id}` }, detail: { kind } });
      return redirect(`${CONTENT_ADMIN}/${kind}?done=deleted`, 303);
    }
    const schema = contentSubmissionSchema(form, locale === "en");
    const submission = parseWithZod(body, { schema, errorMap: editorErrorMap });
    const typed = (submission.payload as { data?: unknown }).data;
    if (Object.keys(uploadErrors).length) return answer(400, submission.reply({ fieldErrors: uploadErrors }), typed);
    if (submission.status !== "success") return answer(400, submission.reply(), typed);
    try {
      const saved = await saveContent(db, { kind, id, locale, values: submission.value.data as Record<string, unknown>, revision, editorId: editor.id, publish: intent.data === "publish" });
      const done = intent.data === "publish" ? "published" : id === null ? "created" : "saved";
      if (id !== null && intent.data === "publish") await closeContentReviewOnPublish(db, kind, id, editor);
      else if (id !== null) await noteContentEdited(db, kind, id, editor); // an edit after an approval voids it
      const title = (submission.value.data as Record<string, unknown>)[form.titleField];
      await recordAudit(db, {
        user: editor,
        action: intent.data === "publish" ? "content.publish" : "content.save",
        target: { kind: "content", id: `${kind}:${saved.id}`, label: typeof title === "string" ? title : null },
        detail: { kind, locale, created: id === null },
      });
      return redirect(itemHref(kind, saved.id, locale, done), 303);
    } catch (error) {
      if (error instanceof ContentRejected) {
        const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([name, messages]) => [`data.${name}`, messages]));
        // A translation's form has no structure fields (a download's product): what refuses them shows at its Publish control.
        const formErrors = locale === "en" ? undefined : Object.values(error.fieldErrors).flat();
        return answer(400, submission.reply({ fieldErrors, formErrors }), submission.value.data);
      }
      throw error;
    }
  } catch (error) {
    if (error instanceof ContentConflict) {
      const payload = typedValues(body);
      return answer(409, draftReply(payload), payload.data, { conflict: { revision: error.currentRevision, intent: intent.data } });
    }
    if (error instanceof ContentGone) return redirect(`${CONTENT_ADMIN}/${kind}?done=missing`, 303);
    if (error instanceof ContentInUse) return data({ result: null, picker: null, selectionTitles: null, conflict: null, inUse: error.uses }, { status: 409, headers: NO_STORE });
    throw error;
  }
}

/** The content item's writes that change what a review approved (issue 45). */
const CONTENT_DRAFT_WRITES: ReadonlySet<string> = new Set(["save", "restore", "discard", "undo", "redo"]);

/**
 * Issue 45: an item in review is read-only for the account that submitted it (unless it also
 * reviews it), and where the kind requires review nobody publishes it directly. Refused like the
 * gate (403 naming why, audited), nothing written.
 */
async function assertContentReviewAllows(db: Db, editor: Editor, a: { kind: ContentKindKey; id: number; locale: Locale; intent: string; body: FormData; uiLocale: Locale }): Promise<void> {
  const publishes = a.intent === "publish" || (a.intent === "schedule" && a.body.get("action") === "publish");
  if (!CONTENT_DRAFT_WRITES.has(a.intent) && !publishes) return;
  const refuse = (rule: ReviewRule, action: Action) =>
    refuseByRule(db, { editor, action, rule, locale: a.uiLocale, targetLocale: a.locale, audit: { kind: "content", id: `${a.kind}:${a.id}` }, as: "boundary" });
  if (await contentLockedFor(db, editor, { kind: a.kind, itemId: a.id, locale: a.locale })) await refuse("locked", "content.editText");
  if (publishes && (await reviewRequired(db, { kind: a.kind }))) await refuse("requiredHere", "content.publish");
}
