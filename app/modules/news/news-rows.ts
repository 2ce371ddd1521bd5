import type { RowCardData } from "../shared/row-card";

/** What the NEWS loader hands its renderer (plain JSON). */
export type NewsCard = RowCardData & {
  /** ISO publication time. */
  date: string;
  /** The category's name in app/content/news.server.ts NEWS_CATEGORIES ("press"…). */
  category: string;
};
export type NewsRows = { items: NewsCard[]; total: number; allHref: string };
