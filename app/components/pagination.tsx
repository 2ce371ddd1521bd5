import { Form, Link, useLocation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { normalisedQuery } from "~/i18n/route-query";
import { DEFAULT_PAGE_SIZE, pageItems, PAGE_SIZES } from "~/lib/pagination";

type Props = {
  page: number;
  last: number;
  pageSize: number | "all";
  /** The query to keep (without "?"): editor screens keep their own filters; visitor pages keep what their route reads. */
  query?: string;
};

/** The URL of another page of the current list: same path and query, `page` replaced (dropped for page 1). */
export function pageHref(pathname: string, search: string, target: number): string {
  const next = new URLSearchParams(search);
  if (target <= 1) next.delete("page");
  else next.set("page", String(target));
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * SPEC §2.8: plain links (no JavaScript needed), first/last/current ±1 with ellipses, rel=prev/next,
 * and a GET form choosing 12, 24 or all per page that keeps the other query parameters the
 * route reads (not utm_* and the like: a cached page must not carry its first visitor's). Hidden
 * when there is one page and the size is the default 12.
 */
export function Pagination({ page, last, pageSize, query }: Props) {
  const { t } = useTranslation();
  const { pathname, search: requested } = useLocation();
  const search = query ?? normalisedQuery(pathname, new URLSearchParams(requested));
  const sizeId = useId();
  if (last <= 1 && pageSize === DEFAULT_PAGE_SIZE) return null;
  const kept = [...new URLSearchParams(search).entries()].filter(([key]) => key !== "page" && key !== "page_size");
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      {last > 1 ? (
        <ul className="pagination__pages">
          <li>
            {page > 1 ? (
              <Link to={pageHref(pathname, search, page - 1)} rel="prev" className="pagination__step">
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">{t("pagination.previous")}</span>
              </Link>
            ) : (
              <span className="pagination__step pagination__step--disabled" aria-hidden="true">
                ‹
              </span>
            )}
          </li>
          {pageItems(page, last).map((item, i) =>
            item === "gap" ? (
              <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  to={pageHref(pathname, search, item)}
                  aria-current={item === page ? "page" : undefined}
                  aria-label={item === page ? t("pagination.currentPage", { page: item }) : t("pagination.page", { page: item })}
                  className="pagination__page"
                >
                  {item}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < last ? (
              <Link to={pageHref(pathname, search, page + 1)} rel="next" className="pagination__step">
                <span className="visually-hidden">{t("pagination.next")}</span>
                <span aria-hidden="true">›</span>
              </Link>
            ) : (
              <span className="pagination__step pagination__step--disabled" aria-hidden="true">
                ›
              </span>
            )}
          </li>
        </ul>
      ) : null}
      <Form method="get" action={pathname} className="pagination__size">
        {kept.map(([key, value], i) => (
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
        <label htmlFor={sizeId}>{t("pagination.pageSize")}</label>
        <select id={sizeId} name="page_size" defaultValue={String(pageSize)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size === "all" ? t("pagination.all") : size}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--small button--secondary">
          {t("pagination.apply")}
        </button>
      </Form>
    </nav>
  );
}
