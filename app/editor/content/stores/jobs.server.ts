import { href } from "~/i18n/route-table";
import type { ContentStore } from "../content-store";
import { dateTimeValue, utcDate } from "../kinds/shared-fields";
import { numberOrUndefined } from "./store-helpers.server";

const departments = (text: unknown) =>
  String(text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((name) => ({ name }));

/** Jobs: openings listed on the career list (no page of their own). */
export const jobsStore: ContentStore = {
  table: "jobs",
  columns: ["slug", "city", "country", "pensum_min", "pensum_max", "positions", "direct_link", "published_at"],
  jsonColumns: ["positions"],
  dateColumn: "published_at",
  scheduleColumn: "published_at",
  textKeys: { title: "szaTitle" },
  toForm: (c) => ({
    slug: c.slug,
    city: c.city,
    country: c.country,
    pensumMin: numberOrUndefined(c.pensum_min),
    pensumMax: numberOrUndefined(c.pensum_max),
    departments: ((c.positions as { name: string }[] | null) ?? []).map((p) => p.name).join("\n"),
    directLink: c.direct_link ?? undefined,
    publishedAt: c.published_at ? dateTimeValue(c.published_at as string) : "",
  }),
  toColumns: (v) => ({
    slug: v.slug,
    city: v.city,
    country: v.country,
    pensum_min: v.pensumMin ?? null,
    pensum_max: v.pensumMax ?? null,
    positions: departments(v.departments),
    direct_link: v.directLink ?? null,
    published_at: utcDate(String(v.publishedAt)).toISOString(),
  }),
  // A job has no page of its own: it is listed on the career list (or links to its application).
  viewHref: (_row, locale) => href("careerList", locale),
};
