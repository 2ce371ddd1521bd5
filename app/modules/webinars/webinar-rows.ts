import type { RowCardData } from "../shared/row-card";

/** What the WEBINARS loader hands its renderer (plain JSON). */
export type WebinarCard = RowCardData & { startsAt: string };
export type WebinarRows = { items: WebinarCard[] };
