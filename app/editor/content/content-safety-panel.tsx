import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isLocale } from "~/i18n/locales";
import { EditorDialog } from "../shell/editor-dialog";
import { editorDateTime } from "../shell/editor-time";
import { PendingSchedules } from "../shell/pending-schedules";
import { PreviewsDialog } from "../shell/previews-dialog";
import { FieldChange } from "../shell/revision-diff-view";
import { ScheduleDialog } from "../shell/schedule-dialog";
import type { ContentHistory, ContentDiff } from "./content-history";
import type { ItemControls, ItemView } from "./content-route.server";
import type { SafetyView } from "./content-safety-route.server";

/**
 * Issue 25 on a content item's form (ADR 056): Publish at… / Unpublish at…, the pending jobs with
 * a one-click Cancel, History (compare with the draft, Restore this version), Share preview and
 * Discard draft. Query-parameter dialogs and plain posts: works without JavaScript.
 */
export function ContentSafetyPanel({ view, safety, controls, scheduleResult }: { view: ItemView; safety: SafetyView; controls: ItemControls; scheduleResult: SubmissionResult<string[]> | null }) {
  const { t, i18n } = useTranslation("editor");
  // Times in the editor's language (the screen's), not the language of the texts being edited.
  const uiLocale = isLocale(i18n.language) ? i18n.language : "en";
  const self = `/editor/content/${view.kind}/${view.id}`;
  const link = (open = "") => {
    const query = [view.locale === "en" ? "" : `locale=${view.locale}`, open].filter(Boolean).join("&");
    return query ? `${self}?${query}` : self;
  };
  const closeHref = link();
  /** A form of one safety action on this item, with the revision the editor read. */
  const post = (intent: string, children: ReactNode, className?: string) => (
    <Form method="post" action={closeHref} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision" value={view.revision ?? ""} />
      {children}
    </Form>
  );
  return (
    <>
      <nav className="content-admin__safety" aria-label={t("contentSafety.label")}>
        {controls.publishAt ? null : (
          <Link to={link("show_schedule=publish")} className="button button--secondary">
            {t("contentSafety.publishAt")}
          </Link>
        )}
        {view.published && !controls.unpublishAt ? (
          <Link to={link("show_schedule=unpublish")} className="button button--secondary">
            {t("contentSafety.unpublishAt")}
          </Link>
        ) : null}
        <Link to={link("show_history=true")} className="button button--secondary">
          {t("contentSafety.history")}
        </Link>
        {safety.previewable && !controls.preview ? (
          <Link to={link("show_previews=true")} className="button button--secondary">
            {t("contentSafety.sharePreview")}
          </Link>
        ) : null}
        {view.published && view.hasDraft && !controls.draft ? (
          <details className="content-admin__discard">
            <summary className="button button--secondary">{t("contentSafety.discard")}</summary>
            <p id="content-discard-hint">{t("contentSafety.discardQuestion")}</p>
            {post(
              "discard",
              <button type="submit" className="button button--danger" aria-describedby="content-discard-hint">
                {t("contentSafety.discardConfirm")}
              </button>,
            )}
          </details>
        ) : null}
      </nav>
      {safety.schedules.length ? (
        <PendingSchedules
          className="content-admin__schedules"
          schedules={safety.schedules}
          locale={uiLocale}
          cancel={(job, button) =>
            // Cancelling asks the right the schedule's action needs (issue 43); without it the job is listed only.
            (job.action === "unpublish" ? controls.unpublishAt : controls.publishAt) ? null : post(
              "cancelSchedule",
              <>
                <input type="hidden" name="scheduleAction" value={job.action} />
                {button}
              </>,
              "content-admin__inline",
            )
          }
        />
      ) : null}
      {safety.schedule ? (
        <ScheduleDialog
          action={safety.schedule.action}
          zones={safety.schedule.zones}
          formAction={link(`show_schedule=${safety.schedule.action}`)}
          hidden={
            <>
              <input type="hidden" name="intent" value="schedule" />
              <input type="hidden" name="revision" value={view.revision ?? ""} />
            </>
          }
          closeHref={closeHref}
          intro={t(safety.schedule.action === "publish" ? "contentSafety.introPublish" : "contentSafety.introUnpublish")}
          pending={safety.schedules.find((job) => job.action === safety.schedule!.action)}
          lastResult={scheduleResult}
        />
      ) : null}
      {safety.history ? <ContentHistoryDialog history={safety.history} diff={safety.diff} link={link} post={controls.draft ? null : post} /> : null}
      {safety.previews ? (
        <PreviewsDialog
          links={safety.previews}
          locale={uiLocale}
          closeHref={closeHref}
          intro={t("contentSafety.previewsIntro")}
          actionForm={(intent, children, className) => (
            <Form method="post" action={closeHref} className={className}>
              <input type="hidden" name="intent" value={intent} />
              {children}
            </Form>
          )}
        />
      ) : null}
    </>
  );
}

/** `?show_history=true`: the item's versions, newest first (when, who, what), compare and restore. */
function ContentHistoryDialog({
  history,
  diff,
  link,
  post,
}: {
  history: ContentHistory;
  diff: ContentDiff | null;
  link: (open?: string) => string;
  /** Null when the account may not restore (issue 43): the versions are listed and compared only. */
  post: ((intent: string, children: ReactNode, className?: string) => ReactNode) | null;
}) {
  const { t, i18n } = useTranslation("editor");
  const uiLocale = isLocale(i18n.language) ? i18n.language : "en";
  return (
    <EditorDialog labelledBy="content-history-title" closeHref={link()} className="editor-history">
      <h2 id="content-history-title">{t("contentSafety.historyTitle")}</h2>
      <p id="content-history-hint">{t("contentSafety.historyIntro")}</p>
      {diff ? (
        <section className="editor-diff" aria-labelledby="content-diff-title">
          <h3 id="content-diff-title">{t("contentSafety.diffTitle", { date: editorDateTime(diff.at, uiLocale) })}</h3>
          {diff.fields.length === 0 ? (
            <p>{t("history.diffNone")}</p>
          ) : (
            <dl className="editor-diff__fields">
              {diff.fields.map((field, index) => (
                <FieldChange key={index} field={field} />
              ))}
            </dl>
          )}
        </section>
      ) : null}
      {history.entries.length === 0 ? (
        <p>{t("contentSafety.historyNone")}</p>
      ) : (
        <ol className="editor-history__list">
          {history.entries.map((entry) => (
            <li key={entry.id} className="editor-history__entry" data-revision-id={entry.id}>
              <div>
                <strong id={`content-version-${entry.id}`}>{t(`contentSafety.action.${entry.action}`, { locale: (entry.locale ?? "").toUpperCase() })}</strong>
                {entry.undone ? <span className="editor-history__status"> {t("history.undone")}</span> : null}
                <br />
                <time dateTime={entry.at}>{editorDateTime(entry.at, uiLocale)}</time>
                {" · "}
                {entry.by ? t("history.by", { name: entry.by }) : t("contentSafety.byScheduler")}
              </div>
              <Link to={link(`show_history=true&compare=${entry.id}`)} aria-describedby={`content-version-${entry.id}`}>
                {t("history.compare")}
              </Link>
              {post?.(
                "restore",
                <>
                  <input type="hidden" name="revisionId" value={entry.id} />
                  <button type="submit" className="button button--secondary" aria-describedby={`content-version-${entry.id} content-history-hint`}>
                    {t("history.restore")}
                  </button>
                </>,
              )}
            </li>
          ))}
        </ol>
      )}
      {history.pages > 1 ? (
        <nav className="editor-history__pages" aria-label={t("history.pagesLabel")}>
          {history.page > 1 ? <Link to={link(`show_history=true&history_page=${history.page - 1}`)}>{t("history.newer")}</Link> : null}
          <span>{t("history.pageOf", { page: history.page, pages: history.pages })}</span>
          {history.page < history.pages ? <Link to={link(`show_history=true&history_page=${history.page + 1}`)}>{t("history.older")}</Link> : null}
        </nav>
      ) : null}
      <Link to={link()} className="button button--secondary">
        {t("history.close")}
      </Link>
    </EditorDialog>
  );
}
