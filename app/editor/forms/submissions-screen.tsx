import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/pagination";
import type { SubmissionRow } from "~/forms/submissions.server";
import { builderHref, submissionsCsvHref } from "./form-links";
import { forwardingText } from "./forwarding-text";

type Loaded = {
  form: { id: number; title: string };
  columns: string[];
  rows: SubmissionRow[];
  total: number;
  page: number;
  last: number;
  pageSize: number | "all";
};

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The stored submissions of one form, newest first, with the CSV download (editors only). */
export function SubmissionsScreen() {
  const { form, columns, rows, total, page, last, pageSize } = useLoaderData<Loaded>();
  const { t } = useTranslation("editor");
  return (
    <section className="container form-submissions" aria-labelledby="form-submissions-title">
      <div className="form-builder-screen__head">
        <h1 id="form-submissions-title">{t("submissions.title", { title: form.title })}</h1>
        <p className="form-builder-screen__links">
          <Link to={builderHref(form.id)}>{t("submissions.editForm")}</Link>
          <a className="button button--small" href={submissionsCsvHref(form.id)} download>
            {t("submissions.download")}
          </a>
        </p>
      </div>
      <p>{t("submissions.count", { n: total })}</p>
      {rows.length === 0 ? (
        <p className="field__empty">{t("submissions.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="form-submissions-caption" tabIndex={0}>
          <table className="data-table">
            <caption id="form-submissions-caption" className="visually-hidden">
              {t("submissions.title", { title: form.title })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("submissions.date")} (UTC)</th>
                {columns.map((name) => (
                  <th scope="col" key={name}>
                    {name}
                  </th>
                ))}
                <th scope="col">{t("submissions.forwarding")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <time dateTime={row.createdAt}>{DATE.format(new Date(row.createdAt))}</time>
                  </th>
                  {columns.map((name) => (
                    <td key={name}>{row.values[name] ?? ""}</td>
                  ))}
                  <td>{forwardingText(t, row)}</td>
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
