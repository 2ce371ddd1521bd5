import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/pagination";
import { ScreenHead, ScreenMessage } from "~/editor/screen-head";
import { AUDIT_ACTIONS, auditActionKey, type AuditRow } from "./audit-actions";
import type { AuditQuery } from "./audit-route.server";

type Loaded = {
  rows: AuditRow[];
  total: number;
  page: number;
  last: number;
  pageSize: number | "all";
  query: AuditQuery;
  problems: string[];
  editors: { id: number; name: string }[];
};

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

/** What an entry's detail says, as "key: value" pairs. */
const detailText = (detail: AuditRow["detail"]) =>
  detail
    ? Object.entries(detail)
        .filter(([, value]) => value !== undefined && value !== null && value !== "")
        .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
        .join(" · ")
    : "";

/** /editor/audit (issue 25): who did what and when, filtered and paged with plain GET forms; CSV export. */
export function AuditScreen() {
  const { rows, total, page, last, pageSize, query, problems, editors } = useLoaderData<Loaded>();
  const { t } = useTranslation("editor");
  const { search } = useLocation();
  const csvHref = `/editor/audit.csv${search}`;
  return (
    <section className="container page-tree content-admin" aria-labelledby="audit-title">
      <ScreenHead id="audit-title" title={t("audit.title")}>
        <Link to="/editor/pages">{t("toolbar.pages")}</Link>{" "}
        <a href={csvHref} download>
          {t("audit.export")}
        </a>
      </ScreenHead>
      <p>{t("audit.intro")}</p>
      <ScreenMessage role="alert" text={problems.length ? problems.map((p) => t(`audit.problems.${p}`)).join(" ") : null} />
      <Form method="get" role="search" className="media-library__filters" aria-label={t("audit.filters")}>
        <div className="field">
          <label className="field__label" htmlFor="audit-user">
            {t("audit.user")}
          </label>
          <select id="audit-user" name="user" defaultValue={query.user}>
            <option value="">{t("audit.anyone")}</option>
            {editors.map((editor) => (
              <option key={editor.id} value={editor.id}>
                {editor.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-action">
            {t("audit.action")}
          </label>
          <select id="audit-action" name="action" defaultValue={query.action}>
            <option value="">{t("audit.anyAction")}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(auditActionKey(action))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-target">
            {t("audit.target")}
          </label>
          <input id="audit-target" type="search" name="target" defaultValue={query.target} maxLength={200} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-from">
            {t("audit.from")}
          </label>
          <input id="audit-from" type="date" name="from" defaultValue={query.from} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-to">
            {t("audit.to")}
          </label>
          <input id="audit-to" type="date" name="to" defaultValue={query.to} />
        </div>
        <button type="submit" className="button button--secondary">
          {t("media.apply")}
        </button>
      </Form>
      <p aria-live="polite" data-total={total}>
        {t("audit.count", { count: total })}
      </p>
      {rows.length === 0 ? (
        <p className="field__empty">{t("audit.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="audit-caption" tabIndex={0}>
          <table className="data-table content-admin__table">
            <caption id="audit-caption" className="visually-hidden">
              {t("audit.title")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("audit.columns.when")} (UTC)</th>
                <th scope="col">{t("audit.columns.who")}</th>
                <th scope="col">{t("audit.columns.action")}</th>
                <th scope="col">{t("audit.columns.target")}</th>
                <th scope="col">{t("audit.columns.detail")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-audit-id={row.id} data-action={row.action}>
                  <td>
                    <time dateTime={row.at}>{DATE.format(new Date(row.at))}</time>
                  </td>
                  <th scope="row">{row.actor}</th>
                  <td>{t(auditActionKey(row.action), { defaultValue: row.action })}</td>
                  <td>{row.targetKind ? `${t(`audit.kinds.${row.targetKind}`, { defaultValue: row.targetKind })} ${row.targetLabel ?? `#${row.targetId}`}` : ""}</td>
                  <td>{detailText(row.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} last={last} pageSize={pageSize} query={search.replace(/^\?/, "")} />
    </section>
  );
}
