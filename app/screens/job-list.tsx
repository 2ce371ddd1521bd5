import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm } from "~/components/filter-form";
import { Listing } from "~/components/listing";
import { contentMeta } from "~/content/meta";
import { jobCities, listJobs } from "~/content/queries.server";
import { listingOf } from "~/content/listing.server";
import { screenRequest } from "~/content/screen.server";
import { formatDate, localized, truncate, workload } from "~/lib/format";

/** Job openings with a location filter; each opens the application site (linksDirectLink). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, url, paging, db, t, canonical } = screenRequest(request);
  const cities = await jobCities(db);
  const requested = url.searchParams.get("location");
  const city = requested || undefined; // an unknown location lists nothing (the no-jobs message)
  const page = await listJobs(db, paging, { city });
  const title = t("jobs.title");
  return {
    title,
    canonical,
    cities,
    city: city ?? "",
    listing: listingOf(page, { title, intro: t("jobs.intro") }, (row) => {
        const text = localized(row.content, locale);
        return {
          id: row.id,
          title: text?.szaTitle ?? row.slug,
          summary: truncate(text?.shortDescription ?? ""),
          href: row.direct_link ?? "#",
          external: true,
          meta: [`${row.city}, ${row.country}`, workload(row.pensum_min, row.pensum_max), formatDate(row.published_at, locale)],
        };
      }),
  };
}

export const meta = contentMeta;

export default function JobList() {
  const { listing, cities, city } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <Listing
      data={listing}
      empty={t("jobs.empty")}
      filters={
        <FilterForm
          id="jobs"
          selects={[{ name: "location", label: t("jobs.location"), value: city, options: cities.map((c) => ({ value: c, label: c })) }]}
        />
      }
    />
  );
}
