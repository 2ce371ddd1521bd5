import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import eventsStyleguide from "./sample";
import type { SeedMedia } from "../../../db/seed/media";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { prepareModule } from "../prepare.server";
import type { EventRows } from "./event-rows";
import { loadEvents } from "./load.server";
import { eventsSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const eventsEditor = moduleEditors.EVENTS;

const rows: EventRows = {
  items: [
    {
      id: 1,
      title: "Sensors Expo",
      summary: "Meet our engineers at booth 412.",
      href: "/company/news/events/event/sensors-expo",
      image: { id: 3, url: "/media/3/expo.webp", alt: "Trade fair booth", width: 800, height: 450 },
      startsAt: "2026-06-10T08:00:00.000Z",
      endsAt: "2026-06-12T17:00:00.000Z",
      location: "San Jose",
      webinar: false,
    },
    {
      id: 2,
      title: "CO₂ sensing basics",
      summary: "",
      href: "/company/news/events/event/webinar-1",
      image: null,
      startsAt: "2026-07-01T14:00:00.000Z",
      endsAt: null,
      location: "Online",
      webinar: true,
    },
  ],
  allHref: "/company/news/events",
};

describe("EVENTS renderer", () => {
  it("shows event cards with date range, place and a link to each event page", () => {
    const html = renderModule("EVENTS", { heading: { title: "Events" }, showAllLink: true }, { rows });
    expect(html.match(/<li class="content-card row-card">/g)).toHaveLength(2);
    expect(html).toMatch(/<a[^>]*href="\/company\/news\/events\/event\/sensors-expo"[^>]*>Sensors Expo<\/a>/);
    expect(html).toContain('<time dateTime="2026-06-10">June 10, 2026</time> – <time dateTime="2026-06-12">June 12, 2026</time>');
    expect(html).toContain("San Jose");
    expect(html).toContain('alt="Trade fair booth"');
    // A one-day event shows one date; a webinar says so.
    expect(html).toContain('<time dateTime="2026-07-01">July 1, 2026</time><span class="events-module__place"> · Online</span><span class="events-module__kind"> · Webinar</span>');
    expect(html).toMatch(/href="\/company\/news\/events"[^>]*>All events<\/a>/);
  });

  it("speaks Korean around the event data", () => {
    const html = renderModule("EVENTS", { list: "career", showAllLink: true }, { locale: "kr", rows });
    expect(html).toContain("2026년 6월 10일");
    expect(html).toContain(">모든 채용 행사</a>");
  });

  it("shows the translated empty state, per list (German), and hides the list link when turned off", () => {
    const empty = { items: [], allHref: "/de/unternehmen/news/veranstaltungen" };
    expect(renderModule("EVENTS", {}, { locale: "de", rows: empty })).toContain("Zurzeit sind keine Veranstaltungen geplant.");
    expect(renderModule("EVENTS", { list: "career" }, { locale: "de", rows: empty })).toContain("Zurzeit sind keine Karriere-Events geplant.");
    expect(renderModule("EVENTS", { showAllLink: false }, { rows })).not.toContain("All events");
    expect(renderModule("EVENTS", {}, { rows })).not.toContain("All events");
  });
});

describe("EVENTS schema", () => {
  it("defaults to three company events; new modules start with the list link (absent checkbox: none)", () => {
    expect(eventsSchema.parse({})).toEqual({ list: "company", limit: 3, showAllLink: false });
    expect(eventsSchema.parse(eventsEditor.defaults)).toEqual({ list: "company", limit: 3, showAllLink: true });
  });

  it("accepts only the two event lists and a limit of 1 to 12", () => {
    expect(eventsSchema.safeParse({ list: "webinar" }).success).toBe(false);
    expect(eventsSchema.safeParse({ limit: 13 }).success).toBe(false);
    for (const option of eventsEditor.groups[0].fields[1].options ?? []) expect(eventsSchema.safeParse({ limit: Number(option.value) }).success).toBe(true);
  });

  it("renders old data with an unknown list as the company list", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(prepareModule({ id: "e1", type: "EVENTS", layout: {}, data: { list: "trade-fairs", limit: 6 } })?.data).toEqual({ list: "company", limit: 6, showAllLink: false });
    warn.mockRestore();
  });

  it("seeds style guide modules that parse in every locale", () => {
    for (const module of eventsStyleguide({} as SeedMedia)) {
      for (const data of Object.values(module.content)) expect(eventsSchema.safeParse(data).success).toBe(true);
    }
  });
});

describe("EVENTS loader", () => {
  let testDb: TestDb;
  let db: Db;
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const inDays = (n: number) => new Date(Date.now() + n * DAY);

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    const event = (slug: string, kind: "company" | "career" | "webinar", start: Date, end: Date | null) => ({
      slug,
      kind,
      starts_at: start,
      ends_at: end,
      location: kind === "webinar" ? "Online" : "Basel",
      url: null,
      content: JSON.stringify({
        en: { title: `Event ${slug}`, summary: "An event summary that is much longer than seventy-five characters, so the card cuts it.", body: "" },
        de: { title: `Anlass ${slug}`, summary: "Kurz", body: "" },
      }),
    });
    await db
      .insertInto("events")
      .values([
        event("past", "company", inDays(-10), inDays(-9)),
        event("ongoing", "company", inDays(-1), inDays(1)),
        event("later", "company", inDays(30), null),
        event("soon", "company", inDays(3), inDays(4)),
        event("webinar", "webinar", inDays(10), null),
        event("past-oneday", "company", inDays(-2), null),
        event("career-fair", "career", inDays(5), null),
        event("career-past", "career", inDays(-5), null),
      ])
      .execute();
  });

  afterAll(async () => {
    await testDb?.destroy();
  });

  it("reads the company events (webinars included) that have not ended, soonest first, up to the limit", async () => {
    const result = await loadEvents(eventsSchema.parse({ limit: 12 }), { db, locale: "en", site: "main", log: logger });
    expect(result.items.map((i) => i.title)).toEqual(["Event ongoing", "Event soon", "Event webinar", "Event later"]);
    expect(result.items.find((i) => i.title === "Event webinar")?.webinar).toBe(true);
    expect(result.items[1]).toMatchObject({ href: "/company/news/events/event/soon", location: "Basel" });
    expect(result.items[2].endsAt).toBeNull();
    expect([...result.items[0].summary].length).toBeLessThanOrEqual(75);
    expect(result.allHref).toBe("/company/news/events");
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);

    const two = await loadEvents(eventsSchema.parse({ limit: 2 }), { db, locale: "en", site: "main", log: logger });
    expect(two.items.map((i) => i.title)).toEqual(["Event ongoing", "Event soon"]);
  });

  it("reads career events into the career routes, in the visitor's locale", async () => {
    const result = await loadEvents(eventsSchema.parse({ list: "career" }), { db, locale: "de", site: "main", log: logger });
    expect(result.items.map((i) => [i.title, i.href])).toEqual([["Anlass career-fair", "/de/karriere/karriere-news/karriere-events/veranstaltung/career-fair"]]);
    expect(result.allHref).toBe("/de/karriere/karriere-news/karriere-events");
  });
});
