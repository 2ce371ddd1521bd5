/** One job opening as the job modules render it (plain JSON from job-rows.server.ts). */
export type JobCard = {
  id: number;
  title: string;
  city: string;
  country: string;
  /** SPEC §9: '100%' without a pensum, 'min - max%' for a range. */
  workload: string;
  positions: string[];
  /** The application page (linksDirectLink), or the career list when a job has none. */
  href: string;
  external: boolean;
};

/** What the job modules' loaders hand to the renderer. */
export type JobRows = {
  jobs: JobCard[];
  /** Published openings matching the filter (more than `jobs` when the limit cut the list). */
  total: number;
  /** The career list, filtered to the module's city when it has one. */
  allHref: string;
};
