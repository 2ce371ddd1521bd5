import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MailStatus } from "../../../db/schema";
import { isLocale, type Locale } from "~/i18n/locales";
import { formatDateTime } from "~/lib/format";
import type { MailListRow } from "~/mail/mail-log.server";
import { ScreenHead } from "../shell/screen-head";
import { MailStatusText } from "./mail-status";

const STATUSES: readonly MailStatus[] = ["queued", "sending", "delivered", "retrying", "failed", "unconfigured"];

type Loaded = {
  rows: MailListRow[];
  older: string | null;
  filter: { status: MailStatus | null; formId: number | null };
  forms: { id: number; title: string }[];
  paged: boolean;
  serverConfigured: boolean;
};

/** /editor/mail: every message the site sends, newest first, with its delivery (issue 44). */
export function MailLogScreen() {
  const { rows, older, filter, forms, paged, serverConfigured } = useLoaderData<Loaded>();
  const { t, i18n } = useTranslation("editor");
  const locale: Locale = isLocale(i18n.language) ? i18n.language : "en";
  const query = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    if (filter.status) params.set("status", filter.status);
    if (filter.formId) params.set("form", String(filter.formId));
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    return `?${params.toString()}`;
  };
  return (
    <section className="container mail-log" aria-labelledby="mail-log-title">
      <ScreenHead id="mail-log-title" title={t("mailLog.title")} />
      <p>{t("mailLog.intro")}</p>
      {serverConfigured ? null : <p className="field__hint">{t("mailSettings.noServer")}</p>}
      <Form method="get" className="mail-log__filter" aria-label={t("mailLog.filter")}>
        <div className="field">
          <label className="field__label" htmlFor="mail-status">
            {t("mailLog.status")}
          </label>
          <select id="mail-status" name="status" defaultValue={filter.status ?? ""}>
            <option value="">{t("mailLog.all")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`mailLog.filters.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="mail-form">
            {t("mailLog.form")}
          </label>
          <select id="mail-form" name="form" defaultValue={filter.formId ? String(filter.formId) : ""}>
            <option value="">{t("mailLog.all")}</option>
            {forms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t("mailLog.filter")}
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="field__empty">{t("mailLog.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="mail-log-caption" tabIndex={0}>
          <table className="data-table">
            <caption id="mail-log-caption" className="visually-hidden">
              {t("mailLog.title")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("mailLog.columns.queuedAt")}</th>
                <th scope="col">{t("mailLog.columns.subject")}</th>
                <th scope="col">{t("mailLog.columns.to")}</th>
                <th scope="col">{t("mailLog.columns.form")}</th>
                <th scope="col">{t("mailLog.columns.status")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatDateTime(row.createdAt, locale)}</td>
                  <th scope="row">
                    <Link to={`/editor/mail/${row.id}`}>{row.subject || "—"}</Link>
                    <br />
                    <small>{t(`mailLog.kinds.${row.kind}`)}</small>
                  </th>
                  <td>{row.to.join(", ")}</td>
                  <td>{row.formTitle ?? "—"}</td>
                  <td>
                    <MailStatusText row={row} t={t} locale={locale} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="form-builder-screen__links">
        {paged ? <Link to={query({})}>{t("mailLog.newer")}</Link> : null}
        {older ? <Link to={query({ before: older })}>{t("mailLog.older")}</Link> : null}
      </p>
    </section>
  );
}
