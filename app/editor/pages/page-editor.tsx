import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { ModuleFrame } from "~/modules/module-frame";
import type { PageModule } from "~/modules/types";
import { useEditorPage } from "./editor-page";
import type { EditorActionResult, EditorView } from "./editor-view";
import type { TranslationStatus } from "~/cms/translation-status";
import { ModuleModal } from "./module-modal";
import { ModuleSidebar } from "./module-sidebar";
import { ModuleToolbar } from "./module-toolbar";
import { ModuleReviewComments } from "../reviews/review-controls";
import { RemoveDialog } from "./remove-dialog";
import { HistoryDialog } from "./history-dialog";
import { ScheduleDialog } from "../shell/schedule-dialog";
import { PageActionForm, pageActionUrl, ReturnToField } from "./page-action-form";
import { PreviewsDialog } from "../shell/previews-dialog";
import { CopyModuleDialog } from "./copy-module-dialog";
import { SettingsDialog } from "../page-tree/settings-dialog";

/** The draft page for an editor: modules with their toolbars, and the open sidebar/modal/dialog. */
export default function PageEditor({
  view,
  modules,
  locale,
  actionResult,
}: {
  view: EditorView;
  modules: PageModule[];
  locale: Locale;
  actionResult: EditorActionResult | null;
}) {
  const { t } = useTranslation("editor");
  const editorPage = useEditorPage();
  const path = editorPage?.path ?? "/";
  const byId = new Map(modules.map((m) => [m.id, m]));
  const error = actionResult?.kind === "error" ? actionResult.message : null;
  const errorParams = actionResult?.kind === "error" ? actionResult.params : undefined;
  const modalResult: SubmissionResult<string[]> | null = actionResult && actionResult.kind !== "error" ? actionResult.result : null;
  return (
    <div className="page-editor">
      {error || view.modalError ? (
        <p className="editor-alert" role="alert">
          {error ? t(error, { defaultValue: error, ...errorParams }) : modalErrorText(view.modalError!, t)}
        </p>
      ) : null}
      {view.translations ? <TranslationSummary summary={view.translations.summary} /> : null}
      {view.modules.length === 0 ? (
        <div className="page-editor__empty">
          <p>{t("module.empty")}</p>
          {view.canStructure ? (
            <Link className="button" to={`${path}?show_sidebar=true&module_position=-1`}>
              {t("module.addFirst")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {view.modules.map((info, index) => {
        const module = byId.get(info.id);
        return (
          <div key={info.id} className="editor-module" data-editor-module={info.type}>
            <ModuleToolbar
              module={info}
              index={index}
              count={view.modules.length}
              pageId={view.pageId}
              version={view.version}
              path={path}
              canStructure={view.canStructure}
              translations={view.translations?.byModule[info.id]}
              locale={locale}
            />
            <ModuleReviewComments moduleId={info.id} locale={locale} />
            {module ? (
              <ModuleFrame module={module} locale={locale} index={index} />
            ) : (
              <p className="editor-module__placeholder">{info.displayName}</p>
            )}
          </div>
        );
      })}
      {view.sidebar ? <ModuleSidebar sidebar={view.sidebar} path={path} /> : null}
      {view.modal ? (
        <ModuleModal modal={view.modal} pageId={view.pageId} version={view.version} closeHref={`${path}?draft=true`} lastResult={modalResult} />
      ) : null}
      {view.history ? <HistoryDialog history={view.history} diff={view.diff} pageId={view.pageId} version={view.version} path={path} locale={locale} /> : null}
      {view.copy ? (
        <CopyModuleDialog module={view.copy.module} move={view.copy.move} choices={view.copy.choices} pageId={view.pageId} version={view.version} path={path} />
      ) : null}
      {view.previews ? (
        <PreviewsDialog
          links={view.previews}
          locale={locale}
          closeHref={`${path}?draft=true`}
          actionForm={(intent, children, className) => (
            <PageActionForm pageId={view.pageId} intent={intent} className={className}>
              {children}
            </PageActionForm>
          )}
        />
      ) : null}
      {view.schedule ? (
        <ScheduleDialog
          action={view.schedule.action}
          zones={view.schedule.zones}
          formAction={pageActionUrl(view.pageId)}
          hidden={
            <>
              <input type="hidden" name="_action" value="schedulePage" />
              <input type="hidden" name="version" value={view.version} />
              <ReturnToField />
            </>
          }
          closeHref={`${path}?draft=true`}
          pending={editorPage?.schedules.find((job) => job.action === view.schedule!.action)}
          lastResult={actionResult?.kind === "schedule" ? actionResult.result : null}
        />
      ) : null}
      {view.settings ? (
        <SettingsDialog
          settings={view.settings}
          pageId={view.pageId}
          path={path}
          lastResult={actionResult?.kind === "settings" ? actionResult.result : null}
        />
      ) : null}
      {view.confirmRemove ? <RemoveDialog module={view.confirmRemove} pageId={view.pageId} version={view.version} path={path} /> : null}
    </div>
  );
}

/** Issue 25: "de: 3 outdated, 1 missing" for each locale with work to do; says so when none has. */
function TranslationSummary({ summary }: { summary: TranslationStatus["summary"] }) {
  const { t } = useTranslation("editor");
  const open = Object.entries(summary).filter(([, counts]) => counts.missing + counts.outdated > 0);
  if (Object.keys(summary).length === 0) return null;
  return (
    <p className="editor-translations" role="status">
      <strong>{t("translation.summaryLabel")}</strong>{" "}
      {open.length === 0
        ? t("translation.allCurrent")
        : open.map(([locale, counts]) => t("translation.summaryLocale", { locale, outdated: counts.outdated, missing: counts.missing })).join(" · ")}
    </p>
  );
}

function modalErrorText(code: string, t: (key: string, options?: Record<string, string>) => string): string {
  if (code.startsWith("unknownType:")) return t("modal.unknownType", { type: code.slice("unknownType:".length) });
  if (code === "unknownModule") return t("modal.unknownModule");
  return t(code);
}
