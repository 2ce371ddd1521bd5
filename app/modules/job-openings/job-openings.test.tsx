import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { prepareModule } from "../prepare.server";
import type { JobRows } from "./job-card";
import { loadJobOpenings } from "./load.server";
import { jobOpeningsSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const rows: JobRows = {
  jobs: [
    { id: 1, title: "Senior Firmware Engineer", city: "Stäfa", country: "Switzerland", workload: "100%", positions: ["Engineering"], href: "https://jobs.example/apply/1", external: true },
    { id: 2, title: "Process Engineer MEMS", city: "Tokyo", country: "Japan", workload: "80 - 100%", positions: [], href: "/career/list", external: false },
  ],
  total: 7,
  allHref: "/career/list",
};

describe("JOB_OPENINGS renderer", () => {
  it("lists each opening with its department, location, workload and application link", () => {
    const html = renderModule("JOB_OPENINGS", { heading: { title: "Open positions" } }, { rows });
    expect(html).toContain('<h2 id="module-test-module-title">Open positions</h2>');
    expect(html).toContain('href="https://jobs.example/apply/1"');
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer">Senior Firmware Engineer<span class="visually-hidden"> \(opens in a new tab\)<\/span>/);
    expect(html).toContain("Engineering");
    expect(html).toContain('<span class="visually-hidden">Location: </span>Stäfa, Switzerland');
    expect(html).toContain("Workload 100%");
    expect(html).toContain("Workload 80 - 100%");
    // A job without a direct link leads to the career list, inside the site.
    expect(html).toMatch(/<a class="job-opening__link"[^>]*href="\/career\/list"[^>]*>Process Engineer MEMS<\/a>/);
    expect(html.match(/<li class="job-opening">/g)).toHaveLength(2);
  });

  it("links to the full career list, with the number of openings when the limit cut it", () => {
    const html = renderModule("JOB_OPENINGS", { showAllLink: true }, { rows });
    expect(html).toMatch(/<a class="button button--secondary"[^>]*href="\/career\/list"[^>]*>All job openings \(7\)<\/a>/);
    const all = renderModule("JOB_OPENINGS", { showAllLink: true }, { rows: { ...rows, total: 2 } });
    expect(all).toContain(">All job openings</a>");
    expect(renderModule("JOB_OPENINGS", { showAllLink: false }, { rows })).not.toContain("All job openings");
    expect(renderModule("JOB_OPENINGS", {}, { rows })).not.toContain("All job openings");
  });

  it("shows the translated no-jobs message when nothing matches (German)", () => {
    const html = renderModule("JOB_OPENINGS", { showAllLink: true }, { locale: "de", rows: { jobs: [], total: 0, allHref: "/de/karriere/stellen" } });
    expect(html).toContain("Derzeit gibt es keine offenen Stellen, die Ihrer Auswahl entsprechen.");
    expect(html).toContain('href="/de/karriere/stellen"');
    expect(html).toContain("Alle offenen Stellen");
    expect(html).not.toContain("<ul");
  });

  it("speaks the visitor's language around the job data (Japanese)", () => {
    const html = renderModule("JOB_OPENINGS", { showAllLink: true }, { locale: "jp", rows });
    expect(html).toContain("勤務率 80 - 100%");
    expect(html).toContain("（新しいタブで開きます）");
    expect(html).toContain("すべての求人（7件）");
  });
});

describe("JOB_OPENINGS schema", () => {
  it("defaults to five openings; an unticked (absent) list link checkbox means no link", () => {
    expect(jobOpeningsSchema.parse({})).toEqual({ limit: 5, showAllLink: false });
    expect(jobOpeningsSchema.parse({ showAllLink: true }).showAllLink).toBe(true);
  });

  it("rejects a limit out of range and a location over 100 characters", () => {
    expect(jobOpeningsSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(jobOpeningsSchema.safeParse({ limit: 51 }).success).toBe(false);
    const long = jobOpeningsSchema.safeParse({ location: "x".repeat(101) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0].path).toEqual(["location"]);
  });

  it("salvages stored data with a broken setting instead of dropping the module", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({ id: "m", type: "JOB_OPENINGS", layout: {}, data: { limit: "many", location: "Tokyo", showAllLink: false } });
    expect(module?.data).toEqual({ limit: 5, location: "Tokyo", showAllLink: false });
    warn.mockRestore();
  });
});

describe("loadJobOpenings (database)", () => {
  let testDb: TestDb;
  let db: Db;
  const DAY = 86_400_000;
  const ctx = () => ({ db, locale: "en" as const, site: "main" as const, log: logger });
  const content = (en: string, de?: string) =>
    JSON.stringify({ en: { szaTitle: en, shortDescription: "" }, ...(de ? { de: { szaTitle: de, shortDescription: "" } } : {}) });

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    const job = (slug: string, city: string, ageDays: number, extra: Record<string, unknown> = {}) => ({
      slug,
      city,
      country: city === "Stäfa" ? "Switzerland" : "Japan",
      pensum_min: null,
      pensum_max: null,
      positions: JSON.stringify([{ name: "Engineering" }]),
      direct_link: `https://jobs.example/${slug}`,
      published_at: new Date(Date.now() - ageDays * DAY),
      content: content(`Job ${slug}`),
      ...extra,
    });
    await db
      .insertInto("jobs")
      .values([
        job("newest", "Stäfa", 1, { pensum_min: 80, pensum_max: 100, content: content("Newest job", "Neuste Stelle") }),
        job("second", "Tokyo", 2, { direct_link: "javascript:alert(1)" }),
        job("third", "Stäfa", 3, { pensum_min: 60, pensum_max: 60 }),
        job("fourth", "Tokyo", 4),
        job("future", "Stäfa", -2),
      ])
      .execute();
  });
  afterAll(() => testDb.destroy());

  it("reads the newest published openings first, up to the limit, with the total", async () => {
    const result = await loadJobOpenings(jobOpeningsSchema.parse({ limit: 3 }), ctx());
    expect(result.jobs.map((j) => j.title)).toEqual(["Newest job", "Job second", "Job third"]);
    expect(result.total).toBe(4); // the scheduled one is not published yet
    expect(result.allHref).toBe("/career/list");
    expect(result.jobs[0]).toMatchObject({ city: "Stäfa", country: "Switzerland", workload: "80 - 100%", positions: ["Engineering"], external: true, href: "https://jobs.example/newest" });
    expect(result.jobs[2].workload).toBe("60%");
    expect(JSON.parse(JSON.stringify(result))).toEqual(result); // plain JSON
  });

  it("never links to a non-web address: such a job leads to the career list", async () => {
    const result = await loadJobOpenings(jobOpeningsSchema.parse({}), ctx());
    const second = result.jobs.find((j) => j.title === "Job second");
    expect(second).toMatchObject({ href: "/career/list", external: false });
    expect(result.jobs.find((j) => j.title === "Job fourth")?.workload).toBe("100%");
  });

  it("filters by city ignoring case and accents, and links to the list with the same filter", async () => {
    const result = await loadJobOpenings(jobOpeningsSchema.parse({ location: " stafa " }), ctx());
    expect(result.jobs.map((j) => j.title)).toEqual(["Newest job", "Job third"]);
    expect(result.total).toBe(2);
    expect(result.allHref).toBe("/career/list?location=St%C3%A4fa");
  });

  it("lists nothing for a city without openings (the empty state shows)", async () => {
    const result = await loadJobOpenings(jobOpeningsSchema.parse({ location: "Atlantis" }), ctx());
    expect(result).toEqual({ jobs: [], total: 0, allHref: "/career/list" });
  });

  it("reads the visitor's locale, falling back to English, with localized list links", async () => {
    const result = await loadJobOpenings(jobOpeningsSchema.parse({ limit: 2 }), { ...ctx(), locale: "de" });
    expect(result.jobs.map((j) => j.title)).toEqual(["Neuste Stelle", "Job second"]);
    expect(result.allHref).toBe("/de/karriere/stellen");
  });
});
