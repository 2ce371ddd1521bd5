import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm } from "~/components/filter-form";
import { Listing } from "~/components/listing";
import { jobCities, listJobs } from "~/content/jobs.server";
import { listingOf } from "~/content/listing.server";
import { contentMeta } from "~/content/meta";
import { pagedCanonical } from "~/content/paged.server";
import { screenRequest } from "~/content/screen.server";
import { countryName } from "~/lib/country-name";
import { formatDate, truncate, workload } from "~/lib/format";

/** Job openings with a location filter; each opens the application site (linksDirectLink). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, url, paging, db, t, canonical } = screenRequest(args);
  const city = url.searchParams.get("location") || undefined; // an unknown location lists nothing (the no-jobs message)
  const [page, cities] = await Promise.all([listJobs(db, locale, paging, { city }), jobCities(db)]);
  const title = t("jobs.title");
  return {
    title,
    description: t("jobs.intro"),
    canonical: pagedCanonical(canonical, page.page),
    cities,
    city: city ?? "",
    listing: listingOf(page, { title, intro: t("jobs.intro") }, (row) => ({
      id: row.id,
      title: row.text?.szaTitle ?? row.slug,
      summary: truncate(row.text?.shortDescription ?? ""),
      href: row.direct_link ?? undefined,
      external: true,
      meta: [
        `${row.city}, ${countryName(row.country, locale)}`,
        t("jobs.workload", { workload: workload(row.pensum_min, row.pensum_max) }),
        ...row.positions.map((p) => t(`jobs.departments.${p.name}`, { defaultValue: p.name, nsSeparator: false })),
        formatDate(row.published_at, locale),
      ],
    })),
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
