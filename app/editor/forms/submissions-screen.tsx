import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/pagination";
import type { SubmissionRow } from "~/forms/submissions.server";
import { builderHref, submissionsCsvHref } from "./form-links";
import { ScreenMessage } from "../shell/screen-head";
import { forwardingText } from "./forwarding-text";
import type { ReaderCandidate } from "./submission-readers.server";
import type { SubmissionsNotice } from "./submissions-route.server";

type Loaded = {
  form: { id: number; title: string };
  columns: string[];
  rows: SubmissionRow[];
  total: number;
  page: number;
  last: number;
  pageSize: number | "all";
  /** Administrators only: the accounts that may be given the right to read this form's submissions. */
  readers: ReaderCandidate[] | null;
  notice: SubmissionsNotice;
};

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * The stored submissions of one form, newest first, with the CSV download and Delete
 * (Administrators and the accounts given this form's submissions, issue 43); for Administrators,
 * who else may read them. Plain forms, without JavaScript too.
 */
export function SubmissionsScreen() {
  const { form, columns, rows, total, page, last, pageSize, readers, notice } = useLoaderData<Loaded>();
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
      <ScreenMessage text={notice ? t(`submissions.notice.${notice}`) : null} />
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
                <th scope="col">{t("submissions.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} id={`submission-${row.id}`}>
                  <th scope="row">
                    <time dateTime={row.createdAt}>{DATE.format(new Date(row.createdAt))}</time>
                  </th>
                  {columns.map((name) => (
                    <td key={name}>{row.values[name] ?? ""}</td>
                  ))}
                  <td>{forwardingText(t, row)}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="_action" value="delete" />
                      <input type="hidden" name="submissionId" value={row.id} />
                      <button type="submit" className="button button--small button--secondary" aria-label={t("submissions.deleteLabel", { date: DATE.format(new Date(row.createdAt)) })}>
                        {t("submissions.delete")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} last={last} pageSize={pageSize} />
      {readers ? <ReadersForm readers={readers} /> : null}
    </section>
  );
}

/** Administrators: which other accounts may read this form's submissions (a checkbox each). */
function ReadersForm({ readers }: { readers: ReaderCandidate[] }) {
  const { t } = useTranslation("editor");
  return (
    <section className="form-submissions__readers" aria-labelledby="form-readers-title">
      <h2 id="form-readers-title">{t("submissions.readers.title")}</h2>
      <p className="field__hint">{t("submissions.readers.intro")}</p>
      {readers.length === 0 ? (
        <p className="field__empty">{t("submissions.readers.none")}</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="_action" value="readers" />
          <fieldset>
            <legend>{t("submissions.readers.may")}</legend>
            {readers.map((reader) => (
              <div className="field field--checkbox" key={reader.id}>
                <input id={`form-reader-${reader.id}`} type="checkbox" name="reader" value={reader.id} defaultChecked={reader.reader} />
                <label htmlFor={`form-reader-${reader.id}`}>
                  {reader.name || reader.email} ({reader.email}, {t(`rights.roles.${reader.role}`)})
                </label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="button">
            {t("submissions.readers.save")}
          </button>
        </Form>
      )}
    </section>
  );
}
