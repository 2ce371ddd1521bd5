import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardList } from "~/components/listing";
import { latestJobs } from "~/content/jobs.server";
import { imageOf, mediaImages } from "~/content/media.server";
import { contentMeta } from "~/content/meta";
import { screenRequest } from "~/content/screen.server";
import { latestStories } from "~/content/stories.server";
import { href } from "~/i18n/route-table";
import { countryName } from "~/lib/country-name";
import { truncate, workload } from "~/lib/format";

const HUB_JOBS = 6;
const HUB_STORIES = 3;

/** Career hub: intro, the latest 6 jobs and 3 employee stories, and the ways into the career section. */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, db, t, canonical } = screenRequest(args);
  const [jobs, stories] = await Promise.all([latestJobs(db, locale, HUB_JOBS), latestStories(db, locale, HUB_STORIES)]);
  const images = await mediaImages(db, locale, stories.map((s) => s.visual_id));
  return {
    title: t("career.title"),
    description: t("career.intro"),
    canonical,
    links: [
      { key: "jobs", label: t("jobs.title"), href: href("careerList", locale) },
      { key: "stories", label: t("stories.title"), href: href("stories", locale) },
      { key: "news", label: t("news.careerTitle"), href: href("careerNews", locale) },
      { key: "events", label: t("events.careerTitle"), href: href("careerEvents", locale) },
    ],
    allJobs: href("careerList", locale),
    allStories: href("stories", locale),
    jobs: jobs.map((job) => ({
      id: job.id,
      title: job.text?.szaTitle ?? job.slug,
      summary: truncate(job.text?.shortDescription ?? ""),
      meta: [`${job.city}, ${countryName(job.country, locale)}`, t("jobs.workload", { workload: workload(job.pensum_min, job.pensum_max) })],
      href: job.direct_link ?? undefined,
      external: true,
    })),
    stories: stories.map((s) => ({
      id: s.id,
      title: s.text?.title ?? s.slug,
      summary: truncate(s.text?.summary ?? ""),
      href: href("story", locale, { slug: s.slug }),
      image: imageOf(images, s.visual_id),
    })),
  };
}

export const meta = contentMeta;

export default function Career() {
  const { title, jobs, stories, links, allJobs, allStories } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <div className="container career">
      <header className="listing__header">
        <h1>{title}</h1>
        <p className="listing__intro">{t("career.intro")}</p>
      </header>
      <nav aria-label={t("career.sections")}>
        <ul className="chips">
          {links.map((link) => (
            <li key={link.key}>
              <Link className="chip" to={link.href}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="career-jobs" className="career__section">
        <h2 id="career-jobs">{t("career.latestJobs")}</h2>
        {jobs.length ? <CardList items={jobs} level={3} /> : <p className="listing__empty">{t("jobs.empty")}</p>}
        <p>
          <Link className="button" to={allJobs}>
            {t("career.allJobs")}
          </Link>
        </p>
      </section>
      <section aria-labelledby="career-stories" className="career__section">
        <h2 id="career-stories">{t("career.latestStories")}</h2>
        {stories.length ? <CardList items={stories} level={3} /> : <p className="listing__empty">{t("stories.empty")}</p>}
        <p>
          <Link className="button button--secondary" to={allStories}>
            {t("career.allStories")}
          </Link>
        </p>
      </section>
    </div>
  );
}
