import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PAGE_SIZE, pageItems, PAGE_SIZES } from "~/lib/pagination";

type Props = { page: number; last: number; pageSize: number | "all" };

/**
 * SPEC §2.8: plain links (no JavaScript needed), ellipsis around the current page, a page-size
 * chooser; hidden when there is one page and the size is the default 12.
 */
export function Pagination({ page, last, pageSize }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  if (last <= 1 && pageSize === DEFAULT_PAGE_SIZE) return null;
  const params = new URLSearchParams(location.search);
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete("page");
    else next.set("page", String(target));
    const query = next.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  const kept = [...params.entries()].filter(([key]) => key !== "page" && key !== "page_size");
  return (
    <div className="pagination">
      {last > 1 ? (
        <nav aria-label={t("pagination.label")}>
          <ul className="pagination__pages">
            <li>
              {page > 1 ? (
                <Link to={hrefFor(page - 1)} rel="prev" className="pagination__step">
                  <span aria-hidden="true">‹</span> <span className="visually-hidden">{t("pagination.previous")}</span>
                </Link>
              ) : null}
            </li>
            {pageItems(page, last).map((item, i) =>
              item === "gap" ? (
                <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <Link
                    to={hrefFor(item)}
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
                <Link to={hrefFor(page + 1)} rel="next" className="pagination__step">
                  <span className="visually-hidden">{t("pagination.next")}</span> <span aria-hidden="true">›</span>
                </Link>
              ) : null}
            </li>
          </ul>
        </nav>
      ) : null}
      <Form method="get" className="pagination__size">
        {kept.map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        ))}
        <label htmlFor="page-size">{t("pagination.pageSize")}</label>
        <select id="page-size" name="page_size" defaultValue={String(pageSize)}>
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
    </div>
  );
}
