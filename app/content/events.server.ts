import { sql } from "kysely";
import type { Db } from "../../db";
import type { ArticleContent } from "../../db/schema";
import type { Locale } from "~/i18n/locales";
import type { Paging } from "~/lib/pagination";
import type { ArticleSummary } from "./blog.server";
import { editableRow } from "./item-preview.server";
import { pagedByIds } from "./paged.server";
import { answersToSlug, localSlugSql, localSlugsSql } from "./local-slugs.server";
import { countOf, limitOffset, localizedJson } from "./sql.server";

/** Company events include webinars; career events are their own list. */
export type EventList = "company" | "career";

/** The row's columns, its slug the one of the locale (links lead to the localized address). */
const columns = (locale: Locale) => ["id", localSlugSql(locale).as("slug"), "kind", "starts_at", "ends_at", "location", "url", "image_id"] as const;

function events(db: Db, list: EventList) {
  const published = db.selectFrom("events").where("published", "=", true);
  return list === "company" ? published.where("kind", "in", ["company", "webinar"]) : published.where("kind", "=", "career");
}

/**
 * Upcoming events first (soonest first), then past ones (latest first). Two walks of the
 * (kind, starts_at, id) index: the page's slice of the upcoming ones, then of the past ones.
 */
export function listEvents(db: Db, locale: Locale, paging: Paging, { list }: { list: EventList }) {
  const q = events(db, list);
  const upcoming = q.where("starts_at", ">=", sql<Date>`now()`);
  const past = q.where("starts_at", "<", sql<Date>`now()`);
  return pagedByIds(
    paging,
    () => countOf(q),
    async (limit, offset) => {
      const ahead = await countOf(upcoming);
      const first = offset < ahead ? await limitOffset(upcoming.select("id").orderBy("starts_at").orderBy("id"), limit === null ? null : Math.min(limit, ahead - offset), offset).execute() : [];
      const rest = limit === null ? null : limit - first.length;
      if (rest === 0) return first;
      const then = await limitOffset(past.select("id").orderBy("starts_at", "desc").orderBy("id"), rest, Math.max(0, offset - ahead)).execute();
      return [...first, ...then];
    },
    (ids) => db.selectFrom("events").select([...columns(locale), localizedJson<ArticleSummary>("content", locale, ["body"]).as("text")]).where("id", "in", ids).execute(),
  );
}

/** The event a detail address names in a locale (by its slug there or its English one); `slugs`: its slug in every locale. */
export function findEvent(db: Db, locale: Locale, slug: string, list: EventList) {
  return events(db, list)
    .select([...columns(locale), localSlugsSql().as("slugs"), localizedJson<ArticleContent>("content", locale).as("text")])
    .where(answersToSlug(locale, slug))
    .executeTakeFirst();
}

/** Event `id` of a list as its preview link shows it (its editable state, published or not), as `findEvent` answers. */
export function findEventPreview(db: Db, locale: Locale, id: number, list: EventList) {
  const q = db.selectFrom(editableRow("events", id).as("events"));
  return (list === "company" ? q.where("kind", "in", ["company", "webinar"]) : q.where("kind", "=", "career"))
    .select([...columns(locale), localSlugsSql().as("slugs"), localizedJson<ArticleContent>("content", locale).as("text")])
    .executeTakeFirst();
}

/** Events of a list that have not ended yet (ongoing ones included), soonest first. */
export function upcomingEvents(db: Db, locale: Locale, list: EventList, limit: number) {
  return events(db, list)
    .select([...columns(locale), localizedJson<ArticleSummary>("content", locale, ["body"]).as("text")])
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
    .where("published", "=", true)
    .where("id", "in", [...ids])
    .select([...columns(locale), localizedJson<ArticleSummary>("content", locale, ["body"]).as("text")])
    .execute();
}
