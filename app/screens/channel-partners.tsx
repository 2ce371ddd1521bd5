import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { contentMeta } from "~/content/meta";
import { listPartners, listRepresentatives } from "~/content/queries.server";
import { screenRequest } from "~/content/screen.server";

/** Channel partners and representatives, grouped by region (one screen, two routes). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { route, db, t, canonical } = screenRequest(request);
  const reps = route === "representatives";
  type Entry = { id: number; name: string; country: string; region: string; url?: string; email?: string; phone?: string };
  const rows: Entry[] = reps ? await listRepresentatives(db) : await listPartners(db);
  const regions = new Map<string, Entry[]>();
  for (const row of rows) regions.set(row.region, [...(regions.get(row.region) ?? []), row]);
  return {
    title: reps ? t("partners.repsTitle") : t("partners.title"),
    intro: reps ? t("partners.repsIntro") : t("partners.intro"),
    canonical,
    regions: [...regions.entries()].map(([region, entries]) => ({ region, entries })),
  };
}

export const meta = contentMeta;

export default function ChannelPartners() {
  const { title, intro, regions } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <section className="container directory" aria-labelledby="directory-title">
      <h1 id="directory-title">{title}</h1>
      <p className="listing__intro">{intro}</p>
      {regions.map(({ region, entries }) => (
        <section key={region} aria-labelledby={`region-${region}`}>
          <h2 id={`region-${region}`}>{t(`regions.${region}`, { defaultValue: region })}</h2>
          <ul className="directory__list">
            {entries.map((entry) => (
              <li key={entry.id} className="directory__entry">
                <strong>{entry.name}</strong>
                <span>{entry.country}</span>
                {entry.email && entry.phone ? (
                  <>
                    <a href={`mailto:${entry.email}`}>{entry.email}</a>
                    <a href={`tel:${entry.phone.replace(/\s/g, "")}`}>{entry.phone}</a>
                  </>
                ) : entry.url ? (
                  <a href={entry.url} rel="noopener noreferrer" target="_blank">
                    {t("partners.website")}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
