import type { RowCardData } from "../shared/row-card";

/** What the EVENTS loader hands its renderer (plain JSON). */
export type EventCard = RowCardData & {
  /** ISO start and end (end may be absent for one-day events). */
  startsAt: string;
  endsAt: string | null;
  location: string;
  webinar: boolean;
};
export type EventRows = { items: EventCard[]; allHref: string };
