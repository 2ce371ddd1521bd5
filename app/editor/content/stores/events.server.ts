import { href } from "~/i18n/route-table";
import { validationMessage } from "../../shell/validation-messages";
import type { ContentStore } from "../content-store";
import { dateTimeValue, utcDate } from "../kinds/shared-fields";
import { idOf, mediaExists, ref, slugHref } from "./store-helpers.server";

/** Events: company events, career events and webinars (one table, `kind` tells them apart). */
export const eventsStore: ContentStore = {
  table: "events",
  columns: ["slug", "kind", "starts_at", "ends_at", "location", "url", "image_id"],
  dateColumn: "starts_at",
  toForm: (c) => ({
    slug: c.slug,
    kind: c.kind,
    startsAt: c.starts_at ? dateTimeValue(c.starts_at as string) : "",
    endsAt: c.ends_at ? dateTimeValue(c.ends_at as string) : undefined,
    location: c.location || undefined,
    url: c.url ?? undefined,
    image: ref(c.image_id),
  }),
  toColumns: (v) => ({
    slug: v.slug,
    kind: v.kind,
    starts_at: utcDate(String(v.startsAt)).toISOString(),
    ends_at: v.endsAt ? utcDate(String(v.endsAt)).toISOString() : null,
    location: v.location ?? "",
    url: v.url ?? null,
    image_id: idOf(v.image),
  }),
  viewHref: (row, locale) => slugHref(row, locale, (slug) => href(row.kind === "career" ? "careerEvent" : "event", locale, { slug })),
  checkRelations: async (trx, c): Promise<Record<string, string[]>> => ((await mediaExists(trx, c.image_id, ["image"])) ? {} : { image: [validationMessage("mediaMissing")] }),
};
