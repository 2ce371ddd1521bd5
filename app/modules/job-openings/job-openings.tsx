import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ModuleProps } from "../types";
import type { JobRows } from "./job-card";
import { JobFacts, JobLink } from "./job-link";
import type { JobOpeningsData } from "./schema";

/**
 * Job openings: the newest published positions (title, department, city, workload), each leading
 * to its application page, then a link to the whole career list. No rows: the no-jobs message.
 */
export function JobOpenings({ data, rows }: ModuleProps<JobOpeningsData, JobRows | null | undefined>) {
  const { t } = useTranslation("modules");
  const jobs = rows?.jobs ?? [];
  return (
    <div className="job-openings">
      {jobs.length === 0 ? (
        <p className="job-openings__empty">{t("jobs.empty", { ns: "content" })}</p>
      ) : (
        <ul className="job-openings__list">
          {jobs.map((job) => (
            <li key={job.id} className="job-opening">
              {job.positions.length ? <p className="job-opening__tag">{job.positions.join(", ")}</p> : null}
              <h3 className="job-opening__title">
                <JobLink job={job} className="job-opening__link" />
              </h3>
              <JobFacts job={job} className="job-opening__facts" />
            </li>
          ))}
        </ul>
      )}
      {data.showAllLink && rows ? (
        <p className="job-openings__all">
          <Link to={rows.allHref} className="button button--secondary" prefetch="intent">
            {rows.total > jobs.length ? t("jobOpenings.allCount", { total: rows.total }) : t("jobOpenings.all")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
