import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ImageValue } from "../types";
import { ModuleImage } from "./module-image";

/** A database row (news article, event, webinar) as a module card, from a loader's plain JSON. */
export type RowCardData = {
  id: number;
  title: string;
  /** Already truncated by the loader or renderer (SPEC §9: 75 characters). */
  summary: string;
  href: string;
  /** Leaves the site: opens in a new tab. */
  external?: boolean;
  image: ImageValue | null;
};

/**
 * One card of a row list, with the list screens' card look (content.css `content-card`): the
 * title link covers the whole card; `meta` is a date, place or category line. An external card
 * opens a new tab and says so to screen readers (`newTabHint`).
 */
export function RowCard({ card, meta, newTabHint }: { card: RowCardData; meta?: ReactNode; newTabHint?: string }) {
  const title = card.external ? (
    <a href={card.href} target="_blank" rel="noopener noreferrer">
      {card.title}
      {newTabHint ? <span className="visually-hidden"> {newTabHint}</span> : null}
    </a>
  ) : (
    <Link to={card.href} prefetch="intent">
      {card.title}
    </Link>
  );
  return (
    <li className="content-card row-card">
      {card.image ? <ModuleImage image={card.image} className="content-card__image" sizes="(max-width: 576px) 100vw, (max-width: 960px) 50vw, 33vw" /> : null}
      <div className="content-card__body">
        <h3 className="content-card__title">{title}</h3>
        {meta ? <p className="content-card__meta">{meta}</p> : null}
        {card.summary ? <p className="content-card__summary">{card.summary}</p> : null}
      </div>
    </li>
  );
}

/** The card grid; `kind` picks the SPEC §9 card height (news 400px, others 320px). */
export function RowCardList({ kind, children }: { kind: "news" | "other"; children: ReactNode }) {
  return <ul className={`cards cards--${kind} row-cards`}>{children}</ul>;
}
