import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pagination } from "~/components/pagination";
import { isLocale, LOCALE_LABEL, LOCALES, type Locale } from "~/i18n/locales";
import { FilterForm, FilterSearch, FilterSelect } from "../fields/filter-form";
import { editorDateTime } from "../shell/editor-time";
import { ScreenHead, ScreenMessage } from "../shell/screen-head";
import type { ContentKindKey } from "./content-kind";
import type { ContentListRow } from "./content-list.server";
import type { ContentNotice } from "./content-route.server";
import type { ContentStatus } from "./content-sql.server";
import { statusText } from "./publication-status";
import { RefusalNotes, RefusedButton } from "./refused-controls";

type Loaded = {
  kind: ContentKindKey;
  /** The language the account opens items in (English, else the first it translates). */
  locale: Locale;
  /** Why New, the CSV import and export are refused to the account (null: allowed). */
  rights: { create: string | null; import: string | null; export: string | null };
  items: ContentListRow[];
  total: number;
  page: number;
  last: number;
  query: { q: string; status?: string; missing?: string; sort: string; pageSize: number | "all" };
  notice: ContentNotice;
};

const STATUSES = ["published", "draft", "unpublished", "scheduled"] as const;
const SORTS = ["updated", "date", "title"] as const;

/** /editor/content/:kind: the kind's items, searched, filtered, sorted and paged with plain GET forms. */
export function ContentListScreen() {
  const { kind, locale, rights, items, total, page, last, query, notice } = useLoaderData<Loaded>();
  const { t, i18n } = useTranslation("editor");
  const uiLocale = isLocale(i18n.language) ? i18n.language : "en";
  const { search } = useLocation();
  return (
    <section className="container page-tree content-admin" aria-labelledby="content-list-title">
      <ScreenHead id="content-list-title" title={t(`content.kinds.${kind}`)}>
        <Link to="/editor/content">{t("content.allKinds")}</Link>{" "}
        {kind === "products" ? (
          <>
            {rights.import ? (
              <RefusedButton id="content-import-refused">{t("import.products.title")}</RefusedButton>
            ) : (
              <Link to="/editor/content/products/import">{t("import.products.title")}</Link>
            )}{" "}
            {rights.export ? null : (
              <a href="/editor/content/products/export.csv" download>
                {t("import.export")}
              </a>
            )}{" "}
          </>
        ) : null}
        {rights.create ? (
          <RefusedButton id="content-new-refused" className="button">
            {t("content.new")}
          </RefusedButton>
        ) : (
          <Link className="button" to={`/editor/content/${kind}/new`}>
            {t("content.new")}
          </Link>
        )}
      </ScreenHead>
      <RefusalNotes
        notes={[
          { id: "content-new-refused", reason: rights.create },
          { id: "content-import-refused", reason: kind === "products" && rights.import },
        ]}
      />
      <ScreenMessage text={notice ? t(`content.notice.${notice}`) : null} />
      <FilterForm label={t("content.filters")}>
        <FilterSearch id="content-q" label={t("content.search")} value={query.q} maxLength={200} />
        <FilterSelect
          id="content-status"
          name="status"
          label={t("content.statusFilter")}
          value={query.status}
          anyLabel={t("content.anyStatus")}
          options={STATUSES.map((status) => ({ value: status, label: t(`content.status.${status}`) }))}
        />
        <FilterSelect
          id="content-missing"
          name="missing"
          label={t("content.missingFilter")}
          value={query.missing}
          anyLabel={t("content.anyLocale")}
          options={LOCALES.filter((l) => l !== "en").map((locale) => ({ value: locale, label: LOCALE_LABEL[locale] }))}
        />
        <FilterSelect id="content-sort" name="sort" label={t("content.sort")} value={query.sort} options={SORTS.map((sort) => ({ value: sort, label: t(`content.sorts.${sort}`) }))} />
      </FilterForm>
      <p aria-live="polite" data-total={total}>
        {t("content.itemCount", { count: total })}
      </p>
      {items.length === 0 ? (
        <p className="field__empty">{t("content.none")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="content-list-caption" tabIndex={0}>
          <table className="data-table content-admin__table">
            <caption id="content-list-caption" className="visually-hidden">
              {t(`content.kinds.${kind}`)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("content.columns.title")}</th>
                <th scope="col">{t("content.columns.status")}</th>
                <th scope="col">{t("content.columns.translations")}</th>
                <th scope="col">{t("content.columns.changed")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-item-id={item.id}>
                  <th scope="row">
                    <Link to={`/editor/content/${kind}/${item.id}${locale === "en" ? "" : `?locale=${locale}`}`}>{item.title}</Link>
                  </th>
                  <td>
                    <StatusLabel status={item.status} visibleFrom={item.visibleFrom} />
                  </td>
                  <td>
                    <TranslationState translated={item.translated} outdated={item.outdated} />
                  </td>
                  <td>{t("pageTree.changedBy", { date: editorDateTime(item.updatedAt, uiLocale), name: item.updatedBy ?? t("pageTree.nobody") })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} last={last} pageSize={query.pageSize} query={search.replace(/^\?/, "")} />
    </section>
  );
}

/** An item's status; a published item dated in the future says from when visitors see it (issue 47). */
export function StatusLabel({ status, visibleFrom }: { status: ContentStatus; visibleFrom: string | null }) {
  const { t, i18n } = useTranslation("editor");
  const uiLocale = isLocale(i18n.language) ? i18n.language : "en";
  return <span className={`page-tree__status page-tree__status--${visibleFrom && status !== "unpublished" ? "scheduled" : status}`}>{statusText(t, status, visibleFrom, uiLocale)}</span>;
}

/** Each locale's code, marked when the item has its own texts there (else English shows), and when English changed since. */
function TranslationState({ translated, outdated }: { translated: Record<Locale, boolean>; outdated: Locale[] }) {
  const { t } = useTranslation("editor");
  const state = (locale: Locale) => (outdated.includes(locale) ? "outdated" : translated[locale] ? "done" : "missing");
  const stateText = { outdated: t("content.outdated"), done: t("content.translated"), missing: t("content.fallback") };
  const glyph = { outdated: " !", done: " ✓", missing: " –" };
  return (
    <ul className="content-admin__locales">
      {LOCALES.map((locale) => (
        <li key={locale} className={`content-admin__locale--${state(locale)}`}>
          <abbr title={`${LOCALE_LABEL[locale]}: ${stateText[state(locale)]}`}>{locale.toUpperCase()}</abbr>
          <span aria-hidden="true">{glyph[state(locale)]}</span>
          {state(locale) === "outdated" ? <span className="visually-hidden"> {stateText.outdated}</span> : null}
        </li>
      ))}
    </ul>
  );
}
