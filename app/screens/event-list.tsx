import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Listing } from "~/components/listing";
import { listEvents } from "~/content/events.server";
import { listingOf } from "~/content/listing.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { contentMeta } from "~/content/meta";
import { pagedCanonical } from "~/content/paged.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, truncate } from "~/lib/format";

/** Company events (with webinars) and career events: upcoming first, soonest first. */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, route, paging, db, t, canonical } = screenRequest(args);
  const career = route === "careerEvents";
  const page = await listEvents(db, locale, paging, { list: career ? "career" : "company" });
  const images = await mediaImages(db, locale, page.rows.map((r) => r.image_id));
  const title = career ? t("events.careerTitle") : t("events.title");
  const intro = career ? t("events.careerIntro") : t("events.intro");
  const now = Date.now();
  return {
    title,
    description: intro,
    canonical: pagedCanonical(canonical, page.page),
    listing: listingOf(page, { title, intro }, (row) => {
      const start = formatDate(row.starts_at, locale);
      const end = row.ends_at ? formatDate(row.ends_at, locale) : null;
      const past = new Date(row.ends_at ?? row.starts_at).getTime() < now;
      return {
        id: row.id,
        title: row.text?.title ?? row.slug,
        summary: truncate(row.text?.summary ?? ""),
        href: href(career ? "careerEvent" : "event", locale, { slug: row.slug }),
        meta: [end && end !== start ? `${start} – ${end}` : start, row.location, past ? t("events.past") : row.kind === "webinar" ? t("events.webinar") : t("events.upcoming")],
        image: imageOf(images, row.image_id),
      };
    }),
  };
}

export const meta = contentMeta;

export default function EventList() {
  const { listing } = useLoaderData<typeof loader>();
  return <Listing data={listing} kind="news" />;
}
