import type { Db } from "../../db";
import type { Locale } from "~/i18n/locales";
import type { Paging } from "~/lib/pagination";
import { pagedByIds } from "./paged.server";
import { countOf, isPublished, limitOffset, localizedJson } from "./sql.server";

export type JobText = { szaTitle: string; shortDescription: string };

const columns = ["id", "slug", "city", "country", "pensum_min", "pensum_max", "positions", "direct_link", "published_at"] as const;

function jobs(db: Db) {
  return db.selectFrom("jobs").where("published", "=", true).where(isPublished("published_at"));
}

/** Open positions, newest first, optionally in one city (the location filter). */
export function listJobs(db: Db, locale: Locale, paging: Paging, { city }: { city?: string } = {}) {
  let q = jobs(db);
  if (city) q = q.where("city", "=", city);
  return pagedByIds(
    paging,
    () => countOf(q),
    (limit, offset) => limitOffset(q.select("id").orderBy("published_at", "desc").orderBy("id", "desc"), limit, offset).execute(),
    (ids) => db.selectFrom("jobs").select([...columns, localizedJson<JobText>("content", locale).as("text")]).where("id", "in", ids).execute(),
  );
}

/** The newest `limit` positions (career hub). */
export function latestJobs(db: Db, locale: Locale, limit: number) {
  return jobs(db)
    .select([...columns, localizedJson<JobText>("content", locale).as("text")])
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Cities with an open position (the location filter's options). */
export async function jobCities(db: Db): Promise<string[]> {
  const rows = await jobs(db).select("city").distinct().orderBy("city").execute();
  return rows.map((r) => r.city);
}
