import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "./pagination";

export type ListItem = {
  id: string | number;
  title: string;
  href: string;
  summary?: string;
  meta?: string[];
  label?: string;
  image?: { url: string; alt: string } | null;
  external?: boolean;
};

export type ListingData = {
  title: string;
  intro?: string;
  items: ListItem[];
  total: number;
  page: number;
  last: number;
  pageSize: number | "all";
};

/** A listing screen: heading, optional filters, cards (or a custom table), pagination. */
export function Listing({
  data,
  kind = "other",
  filters,
  empty,
  children,
}: {
  data: ListingData;
  kind?: "product" | "news" | "application" | "other";
  filters?: ReactNode;
  empty?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("content");
  const { t: common } = useTranslation();
  const from = data.total === 0 ? 0 : data.pageSize === "all" ? 1 : (data.page - 1) * data.pageSize + 1;
  const to = data.pageSize === "all" ? data.total : Math.min(data.total, data.page * data.pageSize);
  return (
    <section className="listing container" aria-labelledby="listing-title">
      <header className="listing__header">
        <h1 id="listing-title">{data.title}</h1>
        {data.intro ? <p className="listing__intro">{data.intro}</p> : null}
      </header>
      {filters}
      <p className="listing__count" role="status">
        {common("pagination.showing", { from, to, total: data.total })}
      </p>
      {data.items.length === 0 ? (
        <p className="listing__empty">{empty ?? t("empty")}</p>
      ) : (
        (children ?? (
          <ul className={`cards cards--${kind}`}>
            {data.items.map((item) => (
              <li key={item.id} className="content-card">
                {item.image ? <img src={item.image.url} alt={item.image.alt} loading="lazy" className="content-card__image" width={400} height={300} /> : null}
                <div className="content-card__body">
                  {item.label ? <span className={`status-label status-label--${item.label}`}>{t(`status.${item.label}`)}</span> : null}
                  <h2 className="content-card__title">
                    {item.external ? (
                      <a href={item.href} rel="noopener noreferrer" target="_blank">
                        {item.title}
                      </a>
                    ) : (
                      <Link to={item.href} prefetch="intent">
                        {item.title}
                      </Link>
                    )}
                  </h2>
                  {item.meta?.length ? <p className="content-card__meta">{item.meta.join(" · ")}</p> : null}
                  {item.summary ? <p className="content-card__summary">{item.summary}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        ))
      )}
      <Pagination page={data.page} last={data.last} pageSize={data.pageSize} />
    </section>
  );
}
