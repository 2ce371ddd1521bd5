import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { contentMeta } from "~/content/meta";
import { listJobs, listStories } from "~/content/queries.server";
import { screenRequest } from "~/content/screen.server";
import { href } from "~/i18n/route-table";
import { localized, workload } from "~/lib/format";

/** Career hub: the latest jobs and employee stories, and the ways in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, db, t, canonical } = screenRequest(request);
  const [jobs, stories] = await Promise.all([
    listJobs(db, { page: 1, pageSize: 12 }),
    listStories(db, { page: 1, pageSize: 12 }),
  ]);
  return {
    title: t("career.title"),
    canonical,
    links: { jobs: href("careerList", locale), stories: href("stories", locale), news: href("careerNews", locale), events: href("careerEvents", locale) },
    jobs: jobs.rows.slice(0, 6).map((job) => ({
      id: job.id,
      title: localized(job.content, locale)?.szaTitle ?? job.slug,
      meta: `${job.city}, ${job.country} · ${workload(job.pensum_min, job.pensum_max)}`,
      href: job.direct_link ?? href("careerList", locale),
    })),
    stories: stories.rows.slice(0, 3).map((s) => ({ id: s.id, title: localized(s.content, locale)?.title ?? s.slug, href: href("story", locale, { slug: s.slug }) })),
  };
}

export const meta = contentMeta;

export default function Career() {
  const { title, jobs, stories, links } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  return (
    <section className="container career" aria-labelledby="career-title">
      <h1 id="career-title">{title}</h1>
      <p className="listing__intro">{t("career.intro")}</p>
      <h2>{t("career.latestJobs")}</h2>
      {jobs.length ? (
        <ul className="link-list">
          {jobs.map((job) => (
            <li key={job.id}>
              <a href={job.href} rel="noopener noreferrer" target="_blank">
                {job.title}
              </a>{" "}
              <span className="muted">{job.meta}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("jobs.empty")}</p>
      )}
      <p>
        <Link className="button" to={links.jobs}>
          {t("career.allJobs")}
        </Link>
      </p>
      <h2>{t("stories.title")}</h2>
      {stories.length ? (
        <ul className="link-list">
          {stories.map((s) => (
            <li key={s.id}>
              <Link to={s.href}>{s.title}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("stories.empty")}</p>
      )}
      <p className="chips">
        <Link className="chip" to={links.stories}>
          {t("stories.title")}
        </Link>
        <Link className="chip" to={links.news}>
          {t("news.careerTitle")}
        </Link>
        <Link className="chip" to={links.events}>
          {t("events.careerTitle")}
        </Link>
      </p>
    </section>
  );
}
