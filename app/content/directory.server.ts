import type { Db } from "../../db";

export type Partner = { id: number; name: string; country: string; region: string; url: string };
export type Representative = { id: number; name: string; country: string; region: string; email: string; phone: string };

/** Published channel partners, by region, country and name. */
export function listPartners(db: Db): Promise<Partner[]> {
  return db.selectFrom("channel_partners").select(["id", "name", "country", "region", "url"]).where("published", "=", true).orderBy("region").orderBy("country").orderBy("name").execute();
}

/** Published representatives, by region, country and name. */
export function listRepresentatives(db: Db): Promise<Representative[]> {
  return db.selectFrom("representatives").select(["id", "name", "region", "country", "email", "phone"]).where("published", "=", true).orderBy("region").orderBy("country").orderBy("name").execute();
}

/** Rows grouped by region, regions in first-seen order (the queries sort by region). */
export function byRegion<T extends { region: string }>(rows: T[]): { region: string; entries: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.region);
    if (list) list.push(row);
    else groups.set(row.region, [row]);
  }
  return [...groups].map(([region, entries]) => ({ region, entries }));
}
