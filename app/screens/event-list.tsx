import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Listing } from "~/components/listing";
import { contentMeta } from "~/content/meta";
import { listEvents } from "~/content/queries.server";
import { listingOf } from "~/content/listing.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { formatDate, localized, truncate } from "~/lib/format";

/** Company events (with webinars) and career events: upcoming first, nearest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, route, paging, db, t, canonical } = screenRequest(request);
  const career = route === "careerEvents";
  const page = await listEvents(db, paging, { kind: career ? "career" : "company" });
  const title = career ? t("events.careerTitle") : t("events.title");
  const now = Date.now();
  return {
    title,
    canonical,
    listing: listingOf(page, { title, intro: t("events.intro") }, (row) => {
        const text = localized(row.content, locale);
        return {
          id: row.id,
          title: text?.title ?? row.slug,
          summary: truncate(text?.summary ?? ""),
          href: href(career ? "careerEvent" : "event", locale, { slug: row.slug }),
          meta: [
            formatDate(row.starts_at, locale),
            row.location,
            new Date(row.starts_at).getTime() < now ? t("events.past") : row.kind === "webinar" ? t("events.webinar") : t("events.upcoming"),
          ],
        };
      }),
  };
}

export const meta = contentMeta;

export default function EventList() {
  const { listing } = useLoaderData<typeof loader>();
  return <Listing data={listing} />;
}
