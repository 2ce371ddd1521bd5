import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { byRegion, listPartners, listRepresentatives } from "~/content/directory.server";
import { contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { countryName } from "~/lib/country-name";

type Entry = { id: number; name: string; country: string; url?: string; email?: string; phone?: string };

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Channel partners and representatives, grouped by region (one screen, two routes). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, route, db, t, canonical } = screenRequest(args);
  const reps = route === "representatives";
  const rows: (Entry & { region: string })[] = reps ? await listRepresentatives(db) : await listPartners(db);
  const intro = reps ? t("partners.repsIntro") : t("partners.intro");
  return {
    title: reps ? t("partners.repsTitle") : t("partners.title"),
    description: intro,
    intro,
    canonical,
    regions: byRegion(rows).map(({ region, entries }) => ({
      id: slug(region),
      name: t(`regions.${region}`, { defaultValue: region }),
      entries: entries.map(({ id, name, country, url, email, phone }): Entry => ({ id, name, country: countryName(country, locale), url, email, phone })),
    })),
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
      {regions.length === 0 ? <p className="listing__empty">{t("empty")}</p> : null}
      {regions.map((region) => (
        <section key={region.id} aria-labelledby={`region-${region.id}`}>
          <h2 id={`region-${region.id}`}>{region.name}</h2>
          <ul className="directory__list">
            {region.entries.map((entry) => (
              <li key={entry.id} className="directory__entry">
                <strong>{entry.name}</strong>
                <span className="muted">{entry.country}</span>
                {entry.email ? <a href={`mailto:${entry.email}`}>{entry.email}</a> : null}
                {entry.phone ? <a href={`tel:${entry.phone.replace(/[^\d+]/g, "")}`}>{entry.phone}</a> : null}
                {entry.url ? (
                  <a href={entry.url} rel="noopener noreferrer" target="_blank">
                    {t("partners.website")}
                    <span className="visually-hidden"> {entry.name}</span>
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
