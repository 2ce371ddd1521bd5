import { sql } from "kysely";
import type { Db } from "../../db";
import type { ArticleContent } from "../../db/schema";
import type { Locale } from "~/i18n/locales";
import type { Paging } from "~/lib/pagination";
import type { ArticleSummary } from "./blog.server";
import { paged } from "./paged.server";
import { countOf, limitOffset, localizedJson } from "./sql.server";

/** Company events include webinars; career events are their own list. */
export type EventList = "company" | "career";

const columns = ["id", "slug", "kind", "starts_at", "ends_at", "location", "url", "image_id"] as const;

function events(db: Db, list: EventList) {
  return list === "company" ? db.selectFrom("events").where("kind", "in", ["company", "webinar"]) : db.selectFrom("events").where("kind", "=", "career");
}

/** Upcoming events first (soonest first), then past ones (latest first). */
export function listEvents(db: Db, locale: Locale, paging: Paging, { list }: { list: EventList }) {
  const q = events(db, list);
  return paged(
    paging,
    () => countOf(q),
    (limit, offset) =>
      limitOffset(
        q
          .select([...columns, localizedJson<ArticleSummary>("content", locale, ["body"]).as("text")])
          .orderBy(sql`starts_at < now()`)
          .orderBy(sql`abs(extract(epoch from starts_at - now()))`)
          .orderBy("id"),
        limit,
        offset,
      ).execute(),
  );
}

export function findEvent(db: Db, locale: Locale, slug: string, list: EventList) {
  return events(db, list)
    .select([...columns, localizedJson<ArticleContent>("content", locale).as("text")])
    .where("slug", "=", slug)
    .executeTakeFirst();
}

/** Events of a list that have not ended yet (ongoing ones included), soonest first. */
export function upcomingEvents(db: Db, locale: Locale, list: EventList, limit: number) {
  return events(db, list)
    .select([...columns, localizedJson<ArticleSummary>("content", locale, ["body"]).as("text")])
    .where(sql<boolean>`coalesce(ends_at, starts_at) >= now()`)
    .orderBy("starts_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The webinars among the given ids (the WEBINARS module's picks); missing ids are simply absent. */
export function webinarsByIds(db: Db, locale: Locale, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("events")
    .where("kind", "=", "webinar")
    .where("id", "in", [...ids])
    .select([...columns, localizedJson<ArticleSummary>("content", locale, ["body"]).as("text")])
    .execute();
}
