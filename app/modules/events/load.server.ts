import { upcomingEvents } from "~/content/events.server";
import { href } from "~/i18n/route-table";
import { truncate } from "~/lib/format";
import type { ModuleLoader } from "../loader-types";
import { rowImages } from "../shared/row-images.server";
import type { EventRows } from "./event-rows";
import type { EventsData } from "./schema";

/** EVENTS: the next events of the company or career list that have not ended, soonest first. */
export const loadEvents: ModuleLoader<EventsData, EventRows> = async (data, { db, locale }) => {
  const rows = await upcomingEvents(db, locale, data.list, data.limit);
  const images = await rowImages(db, locale, rows.map((row) => row.image_id));
  const career = data.list === "career";
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.text?.title || row.slug,
      summary: truncate(row.text?.summary ?? ""),
      href: href(career ? "careerEvent" : "event", locale, { slug: row.slug }),
      image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
      startsAt: new Date(row.starts_at).toISOString(),
      endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
      location: row.location,
      webinar: row.kind === "webinar",
    })),
    allHref: href(career ? "careerEvents" : "events", locale),
  };
};
