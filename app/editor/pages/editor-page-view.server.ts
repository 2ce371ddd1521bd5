import { redirect } from "@remix-run/node";
import type { Editor } from "~/auth/users.server";
import type { Action } from "~/auth/rights";
import { cmsPageData, loadPageRevision, resolvePage, type CmsPageArgs } from "~/cms/cms-page.server";
import { draftSteps } from "~/cms/draft-steps.server";
import { englishBeside } from "~/cms/english-beside.server";
import { listPageHistory } from "~/cms/page-history.server";
import { listPreviewLinks } from "~/cms/preview-links.server";
import { pageSchedules } from "~/cms/publish-schedules.server";
import { currentRevisionId, diffRevisions } from "~/cms/revision-diff.server";
import { translationStatus } from "~/cms/translation-status.server";
import { settingsView } from "../page-tree/page-settings.server";
import { pageChoices } from "../page-tree/page-tree.server";
import { addServerPickerData } from "../pickers/modal-picker-data.server";
import { readPickerState } from "../pickers/picker-params";
import { fetchLocations } from "../pickers/selection-pickers.server";
import { showsDraft, type EditMode } from "./edit-mode";
import { takeEditorResult } from "./editor-flash.server";
import { assertCanView } from "../shell/refusal.server";
import { pageRightsOf, pageSection } from "./page-rights.server";
import type { EditorPageInfo, PageRights } from "./editor-page";
import type { PageReviewInfo } from "../reviews/review-types";
import { fixedT } from "~/i18n/i18n.server";
import type { Locale } from "~/i18n/locales";
import { buildEditorView, usesFieldKind } from "./editor-view.server";
import { pageReviewInfo } from "../reviews/review-flow.server";

/** The dialogs that change the page for every visitor at once, or its structure, ask for their own right. */
const DIALOG_RIGHTS: Partial<Record<EditMode["kind"], Action>> = {
  settings: "page.settings",
  previews: "page.preview",
  schedule: "page.publish",
  sidebar: "page.structure",
  newModule: "page.structure",
  confirmRemove: "page.structure",
  copyModule: "page.structure",
};
/** Structure is shared by every locale: asked in English (outside English the dialog says so itself). */
const IN_ENGLISH: ReadonlySet<Action> = new Set(["page.structure"]);

/**
 * A CMS page as a signed-in editor sees it: the visitor's page data (app/cms/cms-page.server.ts)
 * plus the toolbar's page facts, and in draft mode the draft with the editor's overlay (sidebar,
 * module dialog, history, settings…). The one place a page's editing view is decided; the
 * dispatcher (app/screens/cms-page.tsx) has checked the session before anything was read.
 */
export async function editorPageView(args: CmsPageArgs, editor: Editor, mode: EditMode) {
  const { request, context } = args;
  const { db, origin } = context;
  const resolved = await resolvePage(args);
  const { page, locale, site, locales, publicPath, url } = resolved;
  if (showsDraft(mode) && !page.editable) throw redirect(publicPath);
  const draft = showsDraft(mode);
  const section = page.editable ? await pageSection(db, { pageId: page.id, locale, site, path: resolved.path }) : "/";
  if (draft) {
    // The gate (issue 43): the draft in this locale, and the page-wide dialogs, by their rights.
    const asked = DIALOG_RIGHTS[mode.kind] ?? "page.editText";
    const action = IN_ENGLISH.has(asked) && locale !== "en" ? "page.editText" : asked;
    await assertCanView(db, { editor, action, target: { locale, pagePath: section }, locale, audit: { kind: "page", id: page.id, label: publicPath } });
  }
  const review = draft && page.editable ? await pageReviewInfo(db, editor, { pageId: page.id, pagePath: section, locale }) : null;
  const rights = lockedInReview(pageRightsOf(request, editor, locale, section), review, locale);
  const loaded = await loadPageRevision(args, resolved, { draft });
  const { revision, published } = loaded;

  // What the editor's last page action handed back (POST /editor/pages/:id → redirect here).
  // A server-rendered picker's GETs keep the typed values (ADR 024).
  const picker = readPickerState(url.searchParams);
  const flashed = draft ? await takeEditorResult(request, { keep: picker !== null }) : { result: null };
  const editorView = draft
    ? buildEditorView({ pageId: page.id, version: revision.version, mode, locale, modules: revision.modules, result: flashed.result, structure: rights["page.structure"] === null })
    : null;

  if (editorView && mode.kind === "copyModule" && !editorView.modalError) {
    const module = editorView.modules.find((m) => m.id === mode.moduleId);
    if (module) editorView.copy = { module, move: mode.move, choices: await pageChoices(db, site) };
    else editorView.modalError = "unknownModule";
  }
  if (editorView && mode.kind === "history") {
    editorView.history = await listPageHistory(db, page.id, mode.page);
    if (mode.compare !== null) editorView.diff = await diffRevisions(db, page.id, mode.compare, mode.with ?? (await currentRevisionId(db, page.id)) ?? mode.compare);
  }
  if (editorView && mode.kind === "settings") editorView.settings = await settingsView(db, page.id, locale);
  if (editorView && mode.kind === "previews") {
    editorView.previews = (await listPreviewLinks(db, page.id)).map((link) => ({ ...link, href: origin + link.href }));
  }
  if (editorView?.modal?.moduleId && locale !== "en") editorView.modal.english = await englishBeside(db, page.id, editorView.modal.moduleId, locale);
  if (editorView?.modal) {
    if (usesFieldKind(editorView.modal.config, "locations")) editorView.modal.locations = await fetchLocations(db);
    await addServerPickerData(db, editorView.modal, { picker, result: flashed.result });
  }
  // The editor's reads that do not depend on each other, at once.
  const [schedules, steps, translations] = await Promise.all([
    page.editable ? pageSchedules(db, page.id) : [],
    draft ? draftSteps(db, page.id, editor.id) : null,
    editorView ? translationStatus(db, page.id, locales.filter((l) => l !== "en")) : null,
  ]);
  if (editorView) editorView.translations = translations;
  const editorPage: EditorPageInfo = { id: page.id, editable: page.editable, draft, version: revision.version, path: publicPath, published: published !== null, schedules, steps, rights, review };
  return cmsPageData(args, resolved, loaded, { editorPage, editorView, editorResult: flashed.result }, { editor: true, setCookie: flashed.setCookie });
}

/** While its review is open the draft is read-only for its author (issue 45): the toolbars say why. */
function lockedInReview(rights: PageRights, review: PageReviewInfo | null, locale: Locale): PageRights {
  if (!review?.locked) return rights;
  const reason = fixedT(locale, "editor")("review.refused.locked");
  return { ...rights, "page.editText": rights["page.editText"] ?? reason, "page.structure": rights["page.structure"] ?? reason, "page.draft": rights["page.draft"] ?? reason };
}
