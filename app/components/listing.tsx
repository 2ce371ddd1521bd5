import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "./pagination";
import { rowsPerPage } from "~/lib/pagination";
import { StatusLabel } from "./status-label";
import { imageSrcSet } from "~/lib/image-srcset";

export type CardImage = { url: string; alt: string; width?: number | null; height?: number | null };

export type ListItem = {
  id: string | number;
  title: string;
  /** Where the card leads; none renders the title as plain text. */
  href?: string;
  summary?: string;
  meta?: string[];
  /** A product status: shown as a translated status label. */
  label?: string;
  image?: CardImage | null;
  external?: boolean;
};

export type ListingData = {
  title: string;
  intro?: string;
  items: ListItem[];
  /** Rows on this page (the screen may render them itself instead of as cards). */
  shown: number;
  total: number;
  page: number;
  last: number;
  pageSize: number | "all";
};

/** SPEC §9 card heights: products and series 430px, news 400, applications 375, others 320. */
export type CardKind = "product" | "news" | "application" | "other";

export function Card({ item, level = 2 }: { item: ListItem; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const title = !item.href ? (
    item.title
  ) : item.external ? (
    <a href={item.href} rel="noopener noreferrer" target="_blank">
      {item.title}
    </a>
  ) : (
    <Link to={item.href} prefetch="intent">
      {item.title}
    </Link>
  );
  return (
    <li className="content-card">
      {item.image ? (
        <img
          src={item.image.url}
          srcSet={imageSrcSet(item.image)}
          sizes="(max-width: 576px) 100vw, (max-width: 960px) 50vw, 33vw"
          alt={item.image.alt}
          loading="lazy"
          decoding="async"
          className="content-card__image"
          width={item.image.width ?? 400}
          height={item.image.height ?? 300}
        />
      ) : null}
      <div className="content-card__body">
        {item.label ? <StatusLabel status={item.label} /> : null}
        <Heading className="content-card__title">{title}</Heading>
        {item.meta?.length ? <p className="content-card__meta">{item.meta.join(" · ")}</p> : null}
        {item.summary ? <p className="content-card__summary">{item.summary}</p> : null}
      </div>
    </li>
  );
}

export function CardList({ items, kind = "other", level = 2 }: { items: ListItem[]; kind?: CardKind; level?: 2 | 3 }) {
  return (
    <ul className={`cards cards--${kind}`}>
      {items.map((item) => (
        <Card key={item.id} item={item} level={level} />
      ))}
    </ul>
  );
}

/** A listing screen: heading, optional filters, count, cards (or the screen's own table), pagination. */
export function Listing({
  data,
  kind = "other",
  filters,
  empty,
  children,
}: {
  data: ListingData;
  kind?: CardKind;
  filters?: ReactNode;
  empty?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("content");
  const { t: common } = useTranslation();
  const from = data.shown === 0 ? 0 : (data.page - 1) * rowsPerPage(data.pageSize) + 1;
  const to = data.shown === 0 ? 0 : from + data.shown - 1;
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
      {data.shown === 0 ? <p className="listing__empty">{empty ?? t("empty")}</p> : (children ?? <CardList items={data.items} kind={kind} />)}
      <Pagination page={data.page} last={data.last} pageSize={data.pageSize} />
    </section>
  );
}
