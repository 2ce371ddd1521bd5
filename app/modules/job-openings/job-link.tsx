import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { JobCard } from "./job-card";

/** A job's title link: the application site in a new tab (announced), or the career list. */
export function JobLink({ job, className, children }: { job: JobCard; className?: string; children?: ReactNode }) {
  const { t } = useTranslation("modules");
  const text = children ?? job.title;
  if (!job.external) {
    return (
      <Link to={job.href} className={className} prefetch="intent">
        {text}
      </Link>
    );
  }
  return (
    <a href={job.href} className={className} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> {t("jobOpenings.newTab")}</span>
    </a>
  );
}

/** City, country and workload of a job, as one line of facts. */
export function JobFacts({ job, className }: { job: JobCard; className: string }) {
  const { t } = useTranslation("content");
  return (
    <p className={className}>
      <span className={`${className}-location`}>
        <span className="visually-hidden">{t("jobs.location")}: </span>
        {job.city}, {job.country}
      </span>
      <span className={`${className}-workload`}>{t("jobs.workload", { workload: job.workload })}</span>
    </p>
  );
}
