import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Carousel, type SlidesPerView } from "../shared/carousel";
import type { JobRows } from "../job-openings/job-card";
import { JobFacts, JobLink } from "../job-openings/job-link";
import type { ModuleProps } from "../types";
import type { HighlightsData } from "./schema";

/**
 * SPEC §9 "Highlights: 4/3/1": four cards, three at 1200px and below, one at 768px and below
 * (three 320px-tall job cards in under 768px would leave each title a few words a line).
 */
export const HIGHLIGHTS_PER_VIEW: SlidesPerView = { base: 4, 1200: 3, 768: 1 };

/** Job highlights: the newest openings as a card slider, then a link to the whole career list. */
export function Highlights({ data, rows }: ModuleProps<HighlightsData, JobRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const jobs = rows?.jobs ?? [];
  return (
    <div className="highlights">
      {jobs.length === 0 ? (
        <p className="highlights__empty">{t("jobs.empty", { ns: "content" })}</p>
      ) : (
        <Carousel label={t("highlights.label")} perView={HIGHLIGHTS_PER_VIEW} className="highlights__carousel">
          {jobs.map((job) => (
            <article key={job.id} className="highlight-card">
              {job.positions.length ? <p className="highlight-card__tag">{job.positions.join(", ")}</p> : null}
              <h3 className="highlight-card__title">
                <JobLink job={job} className="highlight-card__link" />
              </h3>
              <JobFacts job={job} className="highlight-card__facts" />
              <span className="highlight-card__more" aria-hidden="true">
                {t("highlights.more")} →
              </span>
            </article>
          ))}
        </Carousel>
      )}
      {data.showAllLink && rows ? (
        <p className="highlights__all">
          <Link to={rows.allHref} className="button button--secondary" prefetch="intent">
            {rows.total > jobs.length ? t("jobOpenings.allCount", { total: rows.total }) : t("jobOpenings.all")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
