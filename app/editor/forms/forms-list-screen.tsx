import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/pagination";
import { isLocale } from "~/i18n/locales";
import { editorDateTime } from "../shell/editor-time";
import { ScreenHead } from "../shell/screen-head";
import { builderHref, submissionsHref } from "./form-links";
import type { FormsListRow } from "./forms-list.server";
import type { FormsListView } from "./forms-list-route.server";

type Loaded = {
  rows: (FormsListRow & { readable: boolean })[];
  total: number;
  page: number;
  last: number;
  pageSize: number | "all";
  view: FormsListView;
  search: string;
  mayCreate: boolean;
};

/**
 * /editor/forms (issue 47 item 7): the custom forms, each with its builder and, where the account
 * may read them, its submissions. The builder is opened without `returnTo` (its "Back to the page"
 * is for the form picker); the toolbar's Forms leads back here.
 */
export function FormsListScreen() {
  const { rows, total, page, last, pageSize, view, search, mayCreate } = useLoaderData<Loaded>();
  const { t, i18n } = useTranslation("editor");
  const locale = isLocale(i18n.language) ? i18n.language : "en";
  const title = t(view === "submissions" ? "formsList.submissionsTitle" : "formsList.title");
  return (
    <section className="container forms-list" aria-labelledby="forms-list-title">
      <ScreenHead id="forms-list-title" title={title}>
        {view === "submissions" ? <Link to="/editor/forms">{t("formsList.allForms")}</Link> : <Link to="/editor/forms?view=submissions">{t("formsList.readableOnly")}</Link>}
        {mayCreate ? (
          <Link className="button button--small" to={builderHref("new")}>
            {t("formsList.newForm")}
          </Link>
        ) : null}
      </ScreenHead>
      <p>{t(view === "submissions" ? "formsList.submissionsIntro" : "formsList.intro")}</p>
      <Form method="get" role="search" className="page-tree__search">
        {view === "submissions" ? <input type="hidden" name="view" value="submissions" /> : null}
        <label htmlFor="forms-list-q">{t("formsList.search")}</label>
        <input id="forms-list-q" type="search" name="q" defaultValue={search} maxLength={200} />
        <button type="submit" className="button button--secondary">
          {t("pageTree.searchButton")}
        </button>
      </Form>
      <p>{t("formsList.count", { count: total })}</p>
      {rows.length === 0 ? (
        <p className="field__empty">{t("formsList.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="forms-list-caption" tabIndex={0}>
          <table className="data-table">
            <caption id="forms-list-caption" className="visually-hidden">
              {title}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("formsList.columns.title")}</th>
                <th scope="col">{t("formsList.columns.submissions")}</th>
                <th scope="col">{t("formsList.columns.changed")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-form-id={row.id}>
                  <td>
                    <Link to={builderHref(row.id)}>{row.title}</Link>
                  </td>
                  <td>
                    {row.readable ? (
                      <Link to={submissionsHref(row.id)} aria-label={t("formsList.submissionsOf", { title: row.title, count: row.submissions })}>
                        {t("formsList.submissionCount", { count: row.submissions })}
                      </Link>
                    ) : (
                      <span className="field__hint">{t("formsList.notReadable")}</span>
                    )}
                  </td>
                  <td>{editorDateTime(row.updatedAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} last={last} pageSize={pageSize} />
    </section>
  );
}
