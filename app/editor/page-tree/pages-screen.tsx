import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isLocale, LOCALE_LABEL } from "~/i18n/locales";
import { formatZonedDateTime } from "~/lib/format";
import type { PageTreeRow } from "./page-tree.server";

type Loaded = { rows: PageTreeRow[]; search: string; notice: "moved" | "deleted" | null };

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** /editor/pages: every page of the site variant in tree order, with status and last change (issue 22). */
export function PagesScreen() {
  const { rows, search, notice } = useLoaderData<Loaded>();
  const { t, i18n } = useTranslation("editor");
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  return (
    <section className="container page-tree" aria-labelledby="page-tree-title">
      <div className="form-builder-screen__head">
        <h1 id="page-tree-title">{t("pageTree.title")}</h1>
        <p className="form-builder-screen__links">
          <Link to="/editor/navigation">{t("pageTree.navigation")}</Link> <Link to="/editor/redirects">{t("pageTree.redirects")}</Link>{" "}
          <Link to="/editor/media">{t("pageTree.media")}</Link> <Link to="/editor/content">{t("pageTree.content")}</Link>{" "}
          <Link to="/editor/audit">{t("pageTree.audit")}</Link>{" "}
          <Link className="button" to="/editor/pages/new">
            {t("pageTree.newPage")}
          </Link>
        </p>
      </div>
      {notice ? (
        <p className="form-builder-screen__message" role="status">
          {t(`pageTree.${notice}`)}
        </p>
      ) : null}
      <Form method="get" role="search" className="page-tree__search">
        <label htmlFor="page-tree-q">{t("pageTree.search")}</label>
        <input id="page-tree-q" type="search" name="q" defaultValue={search} maxLength={200} />
        <button type="submit" className="button button--secondary">
          {t("pageTree.searchButton")}
        </button>
      </Form>
      <p aria-live="polite">{t("pageTree.count", { count: rows.length })}</p>
      {rows.length === 0 ? (
        <p className="field__empty">{t("pageTree.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="page-tree-caption" tabIndex={0}>
          <table className="data-table page-tree__table">
            <caption id="page-tree-caption" className="visually-hidden">
              {t("pageTree.label")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("pageTree.columns.title")}</th>
                <th scope="col">{t("pageTree.columns.paths")}</th>
                <th scope="col">{t("pageTree.columns.status")}</th>
                <th scope="col">{t("pageTree.columns.changed")} (UTC)</th>
                <th scope="col">
                  <span className="visually-hidden">{t("pageTree.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-page-id={row.id}>
                  <th scope="row" className={`page-tree__title page-tree__depth-${Math.min(row.depth, 6)}`}>
                    {row.paths[0] ? <a href={`${row.paths[0].href}?draft=true`}>{row.title}</a> : row.title}
                  </th>
                  <td>
                    <ul className="page-tree__paths">
                      {row.paths.map((path) => (
                        <li key={path.locale}>
                          <abbr title={LOCALE_LABEL[path.locale]}>{path.locale.toUpperCase()}</abbr> <code>{path.href}</code>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <span className={`page-tree__status page-tree__status--${row.status}`}>{t(`pageTree.status.${row.status}`)}</span>
                    {row.schedules.map((job) => (
                      <span key={job.action} className="page-tree__schedule">
                        <span className="page-tree__status page-tree__status--scheduled">{t("pageTree.status.scheduled")}</span>{" "}
                        {t(job.action === "publish" ? "schedule.pendingPublish" : "schedule.pendingUnpublish", {
                          when: formatZonedDateTime(job.dueAt, locale, job.timeZone),
                        })}
                      </span>
                    ))}
                  </td>
                  <td>
                    {row.changedAt
                      ? t("pageTree.changedBy", { date: DATE.format(new Date(row.changedAt)), name: row.changedBy ?? t("pageTree.nobody") })
                      : ""}
                  </td>
                  <td>
                    <ul className="page-tree__actions">
                      <li>
                        <Link to={`/editor/pages/new?parent=${row.id}`} aria-label={`${t("pageTree.newChild")}: ${row.title}`}>
                          {t("pageTree.newChild")}
                        </Link>
                      </li>
                      <li>
                        <Link to={`/editor/pages/${row.id}/move`} aria-label={`${t("pageTree.moveLink")}: ${row.title}`}>
                          {t("pageTree.moveLink")}
                        </Link>
                      </li>
                      <li>
                        <Link to={`/editor/pages/${row.id}/delete`} aria-label={`${t("pageTree.deleteLink")}: ${row.title}`}>
                          {t("pageTree.deleteLink")}
                        </Link>
                      </li>
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
