import { sql } from "kysely";
import { href } from "~/i18n/route-table";
import type { ContentStore } from "../content-store";

/** Channel partners: every field is a column (no `content`: English only). */
export const partnersStore: ContentStore = {
  table: "channel_partners",
  noContent: true,
  columns: ["name", "country", "region", "url"],
  dateColumn: "updated_at",
  titleSql: sql<string>`coalesce(nullif(draft -> 'columns' ->> 'name', ''), name)`,
  toForm: (c) => ({ name: c.name, country: c.country, region: c.region, url: c.url }),
  toColumns: (v) => ({ name: v.name, country: v.country, region: v.region, url: v.url }),
  // No page of its own: listed by region on the channel partners page.
  viewHref: (_row, locale) => href("channelPartners", locale),
};
