import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PageHistory } from "~/cms/page-history";
import type { Locale } from "~/i18n/locales";
import { formatDateTime } from "~/lib/format";
import { EditorDialog } from "../shell/editor-dialog";
import { PageActionForm } from "./page-action-form";
import { useStepText } from "../shell/step-text";
import { RevisionDiffView } from "../shell/revision-diff-view";
import type { RevisionDiff } from "~/cms/revision-diff";

/**
 * Issue 25: the page's published versions, newest first, each with "Restore this version", which
 * puts it into the draft (nothing is published until Publish). Server-rendered: works without JavaScript.
 */
export function HistoryDialog({
  history,
  diff,
  pageId,
  version,
  path,
  locale,
}: {
  history: PageHistory;
  diff: RevisionDiff | null;
  pageId: number;
  version: number;
  path: string;
  locale: Locale;
}) {
  const { t } = useTranslation("editor");
  const stepText = useStepText();
  const closeHref = `${path}?draft=true`;
  const pageHref = (page: number) => `${path}?draft=true&show_history=true&history_page=${page}`;
  return (
    <EditorDialog labelledBy="history-title" closeHref={closeHref} className="editor-history">
      <h2 id="history-title">{t("history.title")}</h2>
      <p id="history-hint">{t("history.intro")}</p>
      {diff ? <RevisionDiffView diff={diff} /> : null}
      {history.steps.length ? (
        <section aria-labelledby="history-steps-title">
          <h3 id="history-steps-title">{t("history.stepsTitle")}</h3>
          <ol className="editor-history__list">
            {history.steps.map((step, index) => (
              <li key={index} className="editor-history__entry">
                <div>
                  <strong>{stepText(step)}</strong>
                  {step.undone ? <span className="editor-history__status"> {t("history.undone")}</span> : null}
                  <br />
                  <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
                  {" · "}
                  {step.by ? t("history.by", { name: step.by }) : t("history.bySeed")}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <h3>{t("history.publishedTitle")}</h3>
      {history.entries.length > 0 ? <CompareForm history={history} diff={diff} path={path} /> : null}
      {history.entries.length === 0 ? (
        <p>{t("history.none")}</p>
      ) : (
        <ol className="editor-history__list">
          {history.entries.map((entry, index) => (
            <li key={entry.revisionId} className="editor-history__entry">
              <div>
                <strong id={`history-version-${entry.revisionId}`}>{t("history.version", { version: entry.version })}</strong>{" "}
                <span className="editor-history__status">{entry.current ? t("history.current") : t("history.earlier")}</span>
                <br />
                <time dateTime={entry.publishedAt}>{formatDateTime(entry.publishedAt, locale)}</time>
                {" · "}
                {entry.by ? t("history.by", { name: entry.by }) : t("history.bySeed")}
                {" · "}
                {t("history.modules", { count: entry.modules })}
              </div>
              <Link to={`${path}?draft=true&show_history=true&compare=${entry.revisionId}`} aria-describedby={`history-version-${entry.revisionId}`}>
                {t("history.compare")}
              </Link>
              {history.entries[index + 1] ? (
                <Link
                  to={`${path}?draft=true&show_history=true&compare=${history.entries[index + 1].revisionId}&with=${entry.revisionId}`}
                  aria-describedby={`history-version-${entry.revisionId}`}
                >
                  {t("history.comparePrevious")}
                </Link>
              ) : null}
              <PageActionForm pageId={pageId} intent="restoreRevision" version={version}>
                <input type="hidden" name="revisionId" value={entry.revisionId} />
                <button
                  type="submit"
                  className="button button--secondary"
                  aria-describedby={`history-version-${entry.revisionId} history-hint`}
                >
                  {t("history.restore")}
                </button>
              </PageActionForm>
            </li>
          ))}
        </ol>
      )}
      {history.pages > 1 ? (
        <nav className="editor-history__pages" aria-label={t("history.pagesLabel")}>
          {history.page > 1 ? <Link to={pageHref(history.page - 1)}>{t("history.newer")}</Link> : null}
          <span>{t("history.pageOf", { page: history.page, pages: history.pages })}</span>
          {history.page < history.pages ? <Link to={pageHref(history.page + 1)}>{t("history.older")}</Link> : null}
        </nav>
      ) : null}
      <Link to={closeHref} className="button button--secondary">
        {t("history.close")}
      </Link>
    </EditorDialog>
  );
}

/** Any two versions, or a version and the draft, compared through a plain GET form (works without JavaScript). */
function CompareForm({ history, diff, path }: { history: PageHistory; diff: RevisionDiff | null; path: string }) {
  const { t } = useTranslation("editor");
  const versions = history.entries.map((entry) => (
    <option key={entry.revisionId} value={entry.revisionId}>
      {t("history.version", { version: entry.version })}
    </option>
  ));
  return (
    <form method="get" action={path} className="editor-history__compare" aria-labelledby="history-compare-title">
      <input type="hidden" name="draft" value="true" />
      <input type="hidden" name="show_history" value="true" />
      {history.page > 1 ? <input type="hidden" name="history_page" value={history.page} /> : null}
      <h4 id="history-compare-title">{t("history.compareTwo")}</h4>
      <label htmlFor="history-compare-from">{t("history.compareFrom")}</label>
      <select id="history-compare-from" name="compare" defaultValue={diff?.from.revisionId ?? history.entries[0].revisionId}>
        {versions}
      </select>
      <label htmlFor="history-compare-to">{t("history.compareTo")}</label>
      <select id="history-compare-to" name="with" defaultValue={diff && !diff.to.draft ? diff.to.revisionId : ""}>
        <option value="">{t("history.diffDraft")}</option>
        {versions}
      </select>
      <button type="submit" className="button button--secondary">
        {t("history.compareSubmit")}
      </button>
    </form>
  );
}
