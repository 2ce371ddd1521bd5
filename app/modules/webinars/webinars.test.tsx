import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { seedCompany } from "../../../db/seed/content-company";
import type { SeedMedia } from "../../../db/seed/media";
import webinarsStyleguide, { SEED_WEBINARS } from "./sample";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { loadWebinars } from "./load.server";
import { webinarsSchema } from "./schema";
import type { WebinarRows } from "./webinar-rows";
import { moduleEditors } from "../registry";
import { logger } from "~/lib/logger.server";

const webinarsEditor = moduleEditors.WEBINARS;

const rows: WebinarRows = {
  items: [
    {
      id: 5,
      title: "Designing with CO₂ sensors",
      summary: "Placement, calibration and power budgets.",
      href: "https://webinars.example/co2",
      external: true,
      image: { id: 9, url: "/media/9/co2.webp", alt: "CO₂ sensor", width: 800, height: 450 },
      startsAt: "2026-05-20T15:00:00.000Z",
    },
    {
      id: 6,
      title: "Flow sensing Q&A",
      summary: "",
      href: "/company/news/events/event/webinar-06",
      external: false,
      image: null,
      startsAt: "2026-06-03T15:00:00.000Z",
    },
  ],
};

describe("WEBINARS renderer", () => {
  it("links each card to its webinar address in a new tab, said to screen readers too", () => {
    const html = renderModule("WEBINARS", { webinars: [5, 6] }, { rows });
    expect(html.match(/<li class="content-card row-card">/g)).toHaveLength(2);
    expect(html).toContain(
      '<a href="https://webinars.example/co2" target="_blank" rel="noopener noreferrer">Designing with CO₂ sensors<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(html).toContain('<span class="webinars-module__kind">Webinar</span> · <time dateTime="2026-05-20">May 20, 2026</time>');
    expect(html).toContain("Placement, calibration and power budgets.");
    expect(html).toContain('alt="CO₂ sensor"');
    // Without an address, the card stays on the site (no new tab).
    expect(html).toMatch(/<a[^>]*href="\/company\/news\/events\/event\/webinar-06"[^>]*>Flow sensing Q&amp;A<\/a>/);
    expect(html.match(/target="_blank"/g)).toHaveLength(1);
  });

  it("speaks Chinese around the webinar data", () => {
    const html = renderModule("WEBINARS", { webinars: [5] }, { locale: "cn", rows });
    expect(html).toContain("（在新标签页中打开）");
    expect(html).toContain("2026年5月20日");
  });

  it("shows a translated message when no picked webinar is left (German)", () => {
    const html = renderModule("WEBINARS", { webinars: [99] }, { locale: "de", rows: { items: [] } });
    expect(html).toContain("Zurzeit gibt es keine Webinare.");
    expect(html).not.toContain("<ul");
  });
});

describe("WEBINARS schema", () => {
  it("holds the picked ids of the fetchWebinars multi-select", () => {
    const field = webinarsEditor.groups[0].fields[0];
    expect(field).toMatchObject({ kind: "multiSelect", source: "fetchWebinars", maxItems: 12 });
    expect(webinarsSchema.parse({})).toEqual({ webinars: [] });
    expect(webinarsSchema.parse({ webinars: [3, 1] })).toEqual({ webinars: [3, 1] });
    expect(webinarsSchema.safeParse({ webinars: [0] }).success).toBe(false);
    expect(webinarsSchema.safeParse({ webinars: ["x"] }).success).toBe(false);
  });

  it("stops at 12 webinars with the SPEC message", () => {
    const result = webinarsSchema.safeParse({ webinars: Array.from({ length: 13 }, (_, i) => i + 1) });
    expect(result.error?.issues[0].message).toBe("Reached the maximum of 12 items.");
  });
});

describe("WEBINARS loader", () => {
  let testDb: TestDb;
  let db: Db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    // The seeded events first, on the fresh database: the style guide names webinars by id.
    await seedCompany(db, {} as SeedMedia);
    const insert = async (slug: string, kind: "webinar" | "company", url: string | null) => {
      const row = await db
        .insertInto("events")
        .values({
          slug,
          kind,
          starts_at: new Date("2026-05-20T15:00:00Z"),
          location: "Online",
          url,
          content: JSON.stringify({ en: { title: `Webinar ${slug}`, summary: "Live demo.", body: "" }, kr: { title: `웨비나 ${slug}`, summary: "라이브 데모.", body: "" } }),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[slug] = row.id;
    };
    await insert("with-url", "webinar", "https://webinars.example/1");
    await insert("no-url", "webinar", null);
    await insert("bad-url", "webinar", "javascript:alert(1)");
    await insert("trade-fair", "company", "https://fair.example");
    await insert("deleted", "webinar", "https://webinars.example/2");
    await db.deleteFrom("events").where("id", "=", ids.deleted).execute();
  });

  afterAll(async () => {
    await testDb?.destroy();
  });

  it("reads the picked webinars in the editor's order; deleted and non-webinar ids are skipped", async () => {
    const result = await loadWebinars({ webinars: [ids["no-url"], ids.deleted, ids["with-url"], ids["trade-fair"], ids["no-url"]] }, { db, locale: "en", site: "main", log: logger });
    expect(result.items.map((i) => i.title)).toEqual(["Webinar no-url", "Webinar with-url"]);
    expect(result.items[1]).toMatchObject({ href: "https://webinars.example/1", external: true, summary: "Live demo.", startsAt: "2026-05-20T15:00:00.000Z" });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it("leads to the event page when there is no web address (or an unsafe one)", async () => {
    const result = await loadWebinars({ webinars: [ids["no-url"], ids["bad-url"]] }, { db, locale: "kr", site: "main", log: logger });
    expect(result.items.map((i) => [i.title, i.href, i.external])).toEqual([
      ["웨비나 no-url", "/kr/company/news/events/event/no-url", false],
      ["웨비나 bad-url", "/kr/company/news/events/event/bad-url", false],
    ]);
  });

  it("reads nothing for no picks", async () => {
    expect(await loadWebinars({ webinars: [] }, { db, locale: "en", site: "main", log: logger })).toEqual({ items: [] });
  });

  it("finds the style guide's webinars among the seeded events", async () => {
    const [module] = webinarsStyleguide({} as SeedMedia);
    expect(module.content.en).toMatchObject({ webinars: [...SEED_WEBINARS] });
    const result = await loadWebinars(webinarsSchema.parse(module.content.en), { db, locale: "en", site: "main", log: logger });
    expect(result.items).toHaveLength(SEED_WEBINARS.length);
    expect(result.items.every((i) => i.external && i.href.startsWith("https://webinars.vireo-sensors.example/"))).toBe(true);
  });
});
