import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { formatDate, isoDate } from "~/lib/format";
import { RowCard, RowCardList } from "../shared/row-card";
import type { ModuleProps } from "../types";
import type { EventCard, EventRows } from "./event-rows";
import type { EventsData } from "./schema";

/** "12 March 2026" or "12 March 2026 – 14 March 2026" when the event spans several days. */
function DateRange({ event, locale }: { event: EventCard; locale: Locale }) {
  const start = formatDate(event.startsAt, locale);
  const end = event.endsAt ? formatDate(event.endsAt, locale) : start;
  return (
    <>
      <time dateTime={isoDate(event.startsAt)}>{start}</time>
      {end !== start && event.endsAt ? (
        <>
          {" – "}
          <time dateTime={isoDate(event.endsAt)}>{end}</time>
        </>
      ) : null}
    </>
  );
}

/**
 * Events cards: the next events (company events with webinars, or career events) that have not
 * ended, with date range and place, each leading to its page; then a link to the full list.
 * No upcoming events: a translated message.
 */
export function Events({ data, locale, rows }: ModuleProps<EventsData, EventRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const items = rows?.items ?? [];
  return (
    <div className="events-module">
      {items.length === 0 ? (
        <p className="events-module__empty">{data.list === "career" ? t("events.emptyCareer") : t("events.empty")}</p>
      ) : (
        <RowCardList kind="news">
          {items.map((event) => (
            <RowCard
              key={event.id}
              card={event}
              meta={
                <>
                  <DateRange event={event} locale={locale} />
                  {event.location ? <span className="events-module__place"> · {event.location}</span> : null}
                  {event.webinar ? <span className="events-module__kind"> · {t("events.webinar", { ns: "content" })}</span> : null}
                </>
              }
            />
          ))}
        </RowCardList>
      )}
      {data.showAllLink && rows ? (
        <p className="events-module__all">
          <Link to={rows.allHref} className="button button--secondary" prefetch="intent">
            {data.list === "career" ? t("events.allCareer") : t("events.all")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
