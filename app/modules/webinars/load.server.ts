import { webinarsByIds } from "~/content/events.server";
import { href } from "~/i18n/route-table";
import { truncate } from "~/lib/format";
import type { ModuleLoader } from "../loader-types";
import { rowImages } from "../shared/row-images.server";
import type { WebinarsData } from "./schema";
import type { WebinarRows } from "./webinar-rows";

/** Only web addresses leave the site from a card (the url column is free text). */
const isWebAddress = (url: string | null): url is string => Boolean(url && /^https?:\/\//i.test(url));

/**
 * WEBINARS: the picked webinars in the editor's order. A deleted one is skipped; one without a
 * registration address leads to its event page instead.
 */
export const loadWebinars: ModuleLoader<WebinarsData, WebinarRows> = async (data, { db, locale }) => {
  const ids = [...new Set(data.webinars)];
  const rows = await webinarsByIds(db, locale, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const picked = ids.flatMap((id) => byId.get(id) ?? []);
  const images = await rowImages(db, locale, picked.map((row) => row.image_id));
  return {
    items: picked.map((row) => ({
      id: row.id,
      title: row.text?.title || row.slug,
      summary: truncate(row.text?.summary ?? ""),
      href: isWebAddress(row.url) ? row.url : href("event", locale, { slug: row.slug }),
      external: isWebAddress(row.url),
      image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
      startsAt: new Date(row.starts_at).toISOString(),
    })),
  };
};
