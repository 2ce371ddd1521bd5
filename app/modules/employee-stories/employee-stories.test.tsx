import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { prepareModule } from "../prepare.server";
import { loadEmployeeStories } from "./load.server";
import { employeeStoriesSchema } from "./schema";
import type { StoryCard, StoryRows } from "./story-card";
import { logger } from "~/lib/logger.server";

const story = (id: number, extra: Partial<StoryCard> = {}): StoryCard => ({
  id,
  title: `Story ${id}`,
  body: "",
  category: "Engineering",
  group: "Employees",
  hasVideo: false,
  href: `/career/career-news/employee-stories/article/story-${id}`,
  image: { id: 10 + id, url: `/media/${10 + id}/story.webp`, alt: `Visual ${id}`, width: 800, height: 450 },
  ...extra,
});
const rows: StoryRows = {
  stories: [story(1, { hasVideo: true }), story(2, { category: "Sales", image: { id: 99, url: "/media/99/x.webp", alt: "" } }), story(3, { image: null, category: "Robotics" })],
  total: 8,
  allHref: "/career/career-news/employee-stories?group=Employees",
};

describe("EMPLOYEE_STORIES renderer", () => {
  it("renders a grid of story cards: visual, category, title linking to the story", () => {
    const html = renderModule("EMPLOYEE_STORIES", { showAllLink: true }, { rows });
    expect(html.match(/<article class="story-teaser">/g)).toHaveLength(3);
    expect(html).toMatch(/<a class="story-teaser__link"[^>]*href="\/career\/career-news\/employee-stories\/article\/story-2"[^>]*>Story 2<\/a>/);
    expect(html).toContain('<p class="story-teaser__category">Engineering</p>');
    expect(html).toContain('alt="Visual 1"');
    expect(html).toContain('width="800" height="450"');
    // An image without alt text gets the SPEC fallback; a story without a visual has none.
    expect(html).toContain('alt="No alternate text provided"');
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).toMatch(/href="\/career\/career-news\/employee-stories\?group=Employees"[^>]*>All employee stories<\/a>/);
  });

  it("marks video stories with a play badge and says so to screen readers", () => {
    const html = renderModule("EMPLOYEE_STORIES", {}, { rows });
    expect(html.match(/class="story-teaser__play"/g)).toHaveLength(1);
    expect(html).toContain('Story 1<span class="visually-hidden"> (video)</span>');
    expect(html).not.toContain('Story 2<span class="visually-hidden">');
  });

  it("translates the categories it knows and keeps the others (German)", () => {
    const html = renderModule("EMPLOYEE_STORIES", { showAllLink: true }, { locale: "de", rows });
    expect(html).toContain('<p class="story-teaser__category">Entwicklung</p>');
    expect(html).toContain('<p class="story-teaser__category">Vertrieb</p>');
    expect(html).toContain('<p class="story-teaser__category">Robotics</p>');
    expect(html).toContain("Story 1<span class=\"visually-hidden\"> (Video)</span>");
    expect(html).toContain("Alle Mitarbeitergeschichten");
  });

  it("shows the translated no-stories message (Japanese, English)", () => {
    const empty = { stories: [], total: 0, allHref: "/jp/career/career-news/employee-stories" };
    const jp = renderModule("EMPLOYEE_STORIES", { showAllLink: true }, { locale: "jp", rows: empty });
    expect(jp).toContain("表示できる社員ストーリーはまだありません。");
    expect(jp).not.toContain("すべての社員ストーリー"); // no list link to an empty list
    expect(renderModule("EMPLOYEE_STORIES", {}, { rows: null })).toContain("There are no employee stories to show yet.");
  });
});

describe("EMPLOYEE_STORIES schema", () => {
  it("means All when no group or category is chosen", () => {
    expect(employeeStoriesSchema.parse({})).toEqual({ limit: 6, showAllLink: false });
  });

  it("takes a picked group and category and rejects an empty or overlong value", () => {
    const parsed = employeeStoriesSchema.parse({ group: { id: "Apprentices", title: "Apprentices" }, category: { id: "Sales" } });
    expect(parsed.group?.id).toBe("Apprentices");
    const empty = employeeStoriesSchema.safeParse({ group: { id: " " } });
    expect(empty.error?.issues[0]).toMatchObject({ path: ["group", "id"], message: "This field is required" });
    expect(employeeStoriesSchema.safeParse({ category: { id: "x".repeat(101) } }).success).toBe(false);
    expect(employeeStoriesSchema.safeParse({ limit: 25 }).success).toBe(false);
  });

  it("drops a broken stored filter rather than the module (it then shows all groups)", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({ id: "s", type: "EMPLOYEE_STORIES", layout: {}, data: { group: "Apprentices", category: { id: "Sales" }, limit: 3 } });
    expect(module?.data).toEqual({ category: { id: "Sales" }, limit: 3, showAllLink: false });
    warn.mockRestore();
  });
});

describe("loadEmployeeStories (database)", () => {
  let testDb: TestDb;
  let db: Db;
  let visualId = 0;
  const DAY = 86_400_000;

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    const media = await db
      .insertInto("media")
      .values({ kind: "image", filename: "team.webp", content_type: "image/webp", width: 1200, height: 800, alt: JSON.stringify({ en: "Our team", de: "Unser Team" }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    visualId = media.id;
    const stories: [string, string, string, number, boolean][] = [
      ["a-newest", "Apprentices", "Engineering", 1, true],
      ["b", "Employees", "Engineering", 2, false],
      ["c", "Apprentices", "Sales", 3, false],
      ["d", "Apprentices", "Engineering", 4, false],
      ["e-future", "Apprentices", "Engineering", -5, false],
    ];
    await db
      .insertInto("employee_stories")
      .values(
        stories.map(([slug, group, category, age, video]) => ({
          slug,
          group_name: group,
          category,
          has_video: video,
          visual_id: slug === "a-newest" ? visualId : null,
          publish_from: new Date(Date.now() - age * DAY),
          content: JSON.stringify({
            en: { title: `Title ${slug}`, summary: `Summary ${slug} `.repeat(20), body: "<p>Body</p>" },
            de: { title: `Titel ${slug}`, summary: "Kurz", body: "<p>Text</p>" },
          }),
        })),
      )
      .execute();
  });
  afterAll(() => testDb.destroy());

  const ctx = (locale: "en" | "de" = "en") => ({ db, locale, site: "main" as const, log: logger });

  it("reads the newest published stories of a group and category", async () => {
    const data = employeeStoriesSchema.parse({ group: { id: "Apprentices" }, category: { id: "Engineering" } });
    const result = await loadEmployeeStories(data, ctx());
    expect(result.stories.map((s) => s.title)).toEqual(["Title a-newest", "Title d"]);
    expect(result.total).toBe(2);
    expect(result.allHref).toBe("/career/career-news/employee-stories?group=Apprentices&category=Engineering");
    expect(result.stories[0]).toMatchObject({
      hasVideo: true,
      group: "Apprentices",
      href: "/career/career-news/employee-stories/article/a-newest",
      image: { id: visualId, url: `/media/${visualId}/team.webp`, alt: "Our team", width: 1200, height: 800 },
    });
    expect(result.stories[1].image).toBeNull();
    expect([...result.stories[0].body].length).toBeLessThanOrEqual(150);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it("shows every group and category when none is chosen, up to the limit", async () => {
    const result = await loadEmployeeStories(employeeStoriesSchema.parse({ limit: 3 }), ctx("de"));
    expect(result.stories.map((s) => s.title)).toEqual(["Titel a-newest", "Titel b", "Titel c"]);
    expect(result.total).toBe(4);
    expect(result.stories[0].image?.alt).toBe("Unser Team");
    expect(result.allHref).toBe("/de/karriere/karriere-news/mitarbeitergeschichten");
  });

  it("finds nothing for a group no story has", async () => {
    const result = await loadEmployeeStories(employeeStoriesSchema.parse({ group: { id: "Interns" } }), ctx());
    expect(result.stories).toEqual([]);
    expect(result.total).toBe(0);
  });
});
