import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import type { JobRows } from "../job-openings/job-card";
import { prepareModule } from "../prepare.server";
import { HIGHLIGHTS_PER_VIEW } from "./highlights";
import { loadHighlights } from "./load.server";
import { highlightsSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const job = (id: number, title: string) => ({
  id,
  title,
  city: "Tokyo",
  country: "Japan",
  workload: "60 - 80%",
  positions: ["Sales"],
  href: `https://jobs.example/${id}`,
  external: true,
});
const rows: JobRows = { jobs: [job(1, "Key Account Manager"), job(2, "Test Engineer"), job(3, "Application Engineer")], total: 3, allHref: "/career/list" };

describe("HIGHLIGHTS renderer", () => {
  it("renders one carousel slide per job card, readable without JavaScript", () => {
    const html = renderModule("HIGHLIGHTS", { heading: { title: "Job highlights" }, showAllLink: true }, { rows });
    expect(html).toContain('aria-label="Job highlights"');
    expect(html.match(/class="carousel__slide splide__slide"/g)).toHaveLength(3);
    expect(html.match(/<article class="highlight-card">/g)).toHaveLength(3);
    expect(html).toMatch(/<a href="https:\/\/jobs.example\/2" class="highlight-card__link" target="_blank" rel="noopener noreferrer">Test Engineer/);
    expect(html).toContain("Workload 60 - 80%");
    expect(html).toContain('<p class="highlight-card__tag">Sales</p>');
    expect(html).toContain("View job →");
    // All the jobs are shown: the list link has no count.
    expect(html).toMatch(/href="\/career\/list"[^>]*>All job openings<\/a>/);
  });

  it("shows four slides, three at 1200px and below, one at 768px and below (SPEC §9 4/3/1)", () => {
    expect(HIGHLIGHTS_PER_VIEW).toEqual({ base: 4, 1200: 3, 768: 1 });
    const html = renderModule("HIGHLIGHTS", {}, { rows });
    expect(html).toContain("--per-view:4;--per-view-1200:3;--per-view-960:3;--per-view-768:1;--per-view-576:1");
  });

  it("shows the translated no-jobs message instead of an empty slider (Korean)", () => {
    const html = renderModule("HIGHLIGHTS", { showAllLink: false }, { locale: "kr", rows: { jobs: [], total: 0, allHref: "/kr/career/list" } });
    expect(html).toContain("현재 선택하신 조건에 맞는 채용 공고가 없습니다.");
    expect(html).not.toContain("carousel");
    expect(html).not.toContain("/kr/career/list");
  });

  it("translates the card and carousel texts (German)", () => {
    const html = renderModule("HIGHLIGHTS", { showAllLink: true }, { locale: "de", rows: { ...rows, total: 12 } });
    expect(html).toContain('aria-label="Job-Highlights"');
    expect(html).toContain("Stelle ansehen");
    expect(html).toContain("Pensum 60 - 80%");
    expect(html).toContain("Alle offenen Stellen (12)");
  });
});

describe("HIGHLIGHTS schema", () => {
  it("defaults to eight jobs and caps the slider at twelve", () => {
    expect(highlightsSchema.parse({})).toEqual({ limit: 8, showAllLink: false });
    expect(highlightsSchema.safeParse({ limit: 13 }).success).toBe(false);
    expect(highlightsSchema.safeParse({ location: "y".repeat(101) }).success).toBe(false);
  });

  it("keeps the module when a stored setting is broken", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(prepareModule({ id: "h", type: "HIGHLIGHTS", layout: {}, data: { limit: -3, location: 42, showAllLink: true } })?.data).toEqual({ limit: 8, showAllLink: true });
    warn.mockRestore();
  });
});

describe("loadHighlights (database)", () => {
  let testDb: TestDb;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    await db
      .insertInto("jobs")
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          slug: `job-${i}`,
          city: i % 2 ? "Seoul" : "Chicago",
          country: i % 2 ? "South Korea" : "United States",
          pensum_min: i === 0 ? 90 : null,
          pensum_max: i === 0 ? 100 : null,
          positions: JSON.stringify([{ name: "Sales" }, { name: "Operations" }]),
          direct_link: null,
          published_at: new Date(Date.UTC(2025, 0, 10 - i)),
          content: JSON.stringify({ en: { szaTitle: `Job ${i}`, shortDescription: "" }, kr: { szaTitle: `채용 ${i}`, shortDescription: "" } }),
        })),
      )
      .execute();
  });
  afterAll(() => testDb.destroy());

  it("reads the newest openings up to the limit, in the visitor's locale", async () => {
    const result = await loadHighlights(highlightsSchema.parse({ limit: 4 }), { db, locale: "kr", site: "main", log: logger });
    expect(result.jobs.map((j) => j.title)).toEqual(["채용 0", "채용 1", "채용 2", "채용 3"]);
    expect(result.total).toBe(6);
    // Departments in the visitor's language (content:jobs.departments, issue 19.3).
    expect(result.jobs[0]).toMatchObject({ workload: "90 - 100%", positions: ["영업", "운영"], external: false, href: "/kr/career/list" });
  });

  it("filters by city", async () => {
    const result = await loadHighlights(highlightsSchema.parse({ location: "SEOUL" }), { db, locale: "en", site: "main", log: logger });
    expect(result.jobs.map((j) => j.title)).toEqual(["Job 1", "Job 3", "Job 5"]);
    expect(result.allHref).toBe("/career/list?location=Seoul");
  });
});
