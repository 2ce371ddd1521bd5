import { sql } from "kysely";
import { href } from "~/i18n/route-table";
import type { ContentStore } from "../content-store";

/** Representatives: every field is a column (no `content`: English only). */
export const representativesStore: ContentStore = {
  table: "representatives",
  noContent: true,
  columns: ["name", "region", "country", "email", "phone"],
  dateColumn: "updated_at",
  titleSql: sql<string>`coalesce(nullif(draft -> 'columns' ->> 'name', ''), name)`,
  toForm: (c) => ({ name: c.name, region: c.region, country: c.country, email: c.email, phone: c.phone }),
  toColumns: (v) => ({ name: v.name, region: v.region, country: v.country, email: v.email, phone: v.phone }),
  // No page of its own: listed by region on the representatives page.
  viewHref: (_row, locale) => href("representatives", locale),
};
