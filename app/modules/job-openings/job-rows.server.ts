import type { Db } from "../../../db";
import { jobCities, listJobs } from "~/content/jobs.server";
import type { Locale } from "~/i18n/locales";
import { fixedT } from "~/i18n/i18n.server";
import { href } from "~/i18n/route-table";
import { countryName } from "~/lib/country-name";
import { workload } from "~/lib/format";
import type { JobCard, JobRows } from "./job-card";

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

/** The city of the jobs table an editor meant ("stafa" finds "Stäfa"), or undefined. */
export async function resolveCity(db: Db, location: string): Promise<string | undefined> {
  const wanted = fold(location);
  return (await jobCities(db)).find((city) => fold(city) === wanted);
}

/** Only web addresses leave the site from a job card (the column comes from an import). */
const isWebAddress = (url: string | null): url is string => Boolean(url && /^https?:\/\//i.test(url));

/** The newest published openings, optionally in one city, as job cards. */
export async function loadJobRows(db: Db, locale: Locale, { limit, location }: { limit: number; location?: string }): Promise<JobRows> {
  const city = location ? await resolveCity(db, location) : undefined;
  const allHref = href("careerList", locale, {}, { location: city });
  // A city with no openings (or a typo) lists nothing: the translated no-jobs message shows.
  if (location && !city) return { jobs: [], total: 0, allHref };
  const page = await listJobs(db, locale, { page: 1, pageSize: limit }, { city });
  const t = fixedT(locale, "content");
  const jobs = page.rows.map(
    (row): JobCard => ({
      id: row.id,
      title: row.text?.szaTitle || row.slug,
      city: row.city,
      country: countryName(row.country, locale),
      workload: workload(row.pensum_min, row.pensum_max),
      positions: row.positions.map((p) => p.name).filter(Boolean).map((name) => t(`jobs.departments.${name}`, { defaultValue: name, nsSeparator: false })),
      href: isWebAddress(row.direct_link) ? row.direct_link : allHref,
      external: isWebAddress(row.direct_link),
    }),
  );
  return { jobs, total: page.total, allHref };
}
