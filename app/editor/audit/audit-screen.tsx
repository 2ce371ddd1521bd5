import { Link, useLoaderData, useLocation } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/pagination";
import { FilterForm, FilterSelect } from "~/editor/fields/filter-form";
import { ScreenHead, ScreenMessage } from "~/editor/shell/screen-head";
import { AUDIT_ACTIONS, auditActionKey, type AuditRow } from "~/audit/audit-actions";
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

/** What an entry's detail says, as "key: value" pairs in the editor's language (known keys and values are translated). */
export const detailText = (detail: AuditRow["detail"], t: TFunction<"editor">) =>
  detail
    ? Object.entries(detail)
        .filter(([, value]) => value !== undefined && value !== null && value !== "")
        .map(([key, value]) => {
          const shown = typeof value === "object" ? JSON.stringify(value) : String(value);
          return `${t(`audit.detailKeys.${key}`, { defaultValue: key })}: ${t(`audit.detailValues.${shown}`, { defaultValue: shown })}`;
        })
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
      <FilterForm label={t("audit.filters")}>
        <FilterSelect id="audit-user" name="user" label={t("audit.user")} value={query.user} anyLabel={t("audit.anyone")} options={editors.map((editor) => ({ value: String(editor.id), label: editor.name }))} />
        <FilterSelect
          id="audit-action"
          name="action"
          label={t("audit.action")}
          value={query.action}
          anyLabel={t("audit.anyAction")}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(auditActionKey(action)) }))}
        />
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
      </FilterForm>
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
                  <td>{detailText(row.detail, t)}</td>
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
