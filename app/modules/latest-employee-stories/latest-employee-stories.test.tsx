import { parseWithZod } from "@conform-to/zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { editorErrorMap } from "~/editor/pages/module-form-schema";
import type { StoryRows } from "../employee-stories/story-card";
import { prepareModule } from "../prepare.server";
import { LATEST_STORIES_PER_VIEW } from "./latest-employee-stories";
import { loadLatestEmployeeStories } from "./load.server";
import { latestEmployeeStoriesSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const rows: StoryRows = {
  stories: [1, 2, 3, 4].map((id) => ({
    id,
    title: `Story ${id}`,
    body: id === 1 ? "Picked teaser text" : "",
    category: "Operations",
    group: "Employees",
    hasVideo: id === 2,
    href: `/career/career-news/employee-stories/article/s-${id}`,
    image: null,
  })),
  total: 4,
  allHref: "/career/career-news/employee-stories",
};

describe("LATEST_EMPLOYEE_STORIES renderer", () => {
  it("renders the story teasers as carousel slides, each linking to its story", () => {
    const html = renderModule("LATEST_EMPLOYEE_STORIES", { heading: { title: "Stories" }, showAllLink: true }, { rows });
    expect(html).toContain('aria-label="Latest employee stories"');
    expect(html.match(/class="carousel__slide splide__slide"/g)).toHaveLength(4);
    expect(html).toMatch(/href="\/career\/career-news\/employee-stories\/article\/s-3"[^>]*>Story 3<\/a>/);
    expect(html).toContain('<p class="story-teaser__body">Picked teaser text</p>');
    expect(html.match(/class="story-teaser__body"/g)).toHaveLength(1);
    expect(html.match(/class="story-teaser__play"/g)).toHaveLength(1);
    expect(html).toMatch(/href="\/career\/career-news\/employee-stories"[^>]*>All employee stories<\/a>/);
  });

  it("shows three slides, two at 960px and below, one at 576px and below (SPEC §9 3/2/1)", () => {
    expect(LATEST_STORIES_PER_VIEW).toEqual({ base: 3, 960: 2, 576: 1 });
    expect(renderModule("LATEST_EMPLOYEE_STORIES", {}, { rows })).toContain("--per-view:3;--per-view-1200:3;--per-view-960:2;--per-view-768:2;--per-view-576:1");
  });

  it("shows the translated no-stories message without a slider (Korean, Chinese)", () => {
    const empty = { stories: [], total: 0, allHref: "/kr/career/career-news/employee-stories" };
    const kr = renderModule("LATEST_EMPLOYEE_STORIES", { showAllLink: false }, { locale: "kr", rows: empty });
    expect(kr).toContain("아직 표시할 직원 이야기가 없습니다.");
    expect(kr).not.toContain("carousel");
    const cn = renderModule("LATEST_EMPLOYEE_STORIES", { showAllLink: true }, { locale: "cn", rows: { ...rows, allHref: "/cn/x" } });
    expect(cn).toContain('aria-label="最新员工故事"');
    expect(cn).toContain(">所有员工故事</a>");
  });
});

describe("LATEST_EMPLOYEE_STORIES schema", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    return parseWithZod(data, { schema: latestEmployeeStoriesSchema, errorMap: editorErrorMap });
  };

  it("requires the story of a teaser (SPEC §5.3 'This field is required')", () => {
    const result = form([["teasers[0].body", "Text"]]);
    expect(result.status).toBe("error");
    // The picker shows its own and its fields' errors (conform reports the missing id).
    const storyErrors = Object.entries(result.reply().error ?? {}).filter(([key]) => key.startsWith("teasers[0].story"));
    expect(storyErrors.flatMap(([, messages]) => messages)).toEqual(["This field is required"]);
  });

  it("limits the teaser body to 150 characters", () => {
    const ok = form([["teasers[0].story.id", "4"], ["teasers[0].body", "a".repeat(150)]]);
    expect(ok.status).toBe("success");
    const long = form([["teasers[0].story.id", "4"], ["teasers[0].body", "a".repeat(151)]]);
    expect(long.reply().error?.["teasers[0].body"]?.[0]).toMatch(/150/);
  });

  it("allows at most nine teasers: 'Reached the maximum of 9 items.'", () => {
    const teasers = Array.from({ length: 10 }, (_, i) => ({ story: { id: i + 1 } }));
    const result = latestEmployeeStoriesSchema.safeParse({ teasers });
    expect(result.error?.issues[0].message).toBe("Reached the maximum of 9 items.");
    expect(latestEmployeeStoriesSchema.safeParse({ teasers: teasers.slice(0, 9) }).success).toBe(true);
  });

  it("drops a stored teaser whose story is broken and keeps the others", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({
      id: "l",
      type: "LATEST_EMPLOYEE_STORIES",
      layout: {},
      data: { teasers: [{ story: { id: "x" } }, { story: { id: 5 }, body: "Kept" }] },
    });
    expect(module?.data).toEqual({ teasers: [{ story: { id: 5 }, body: "Kept" }], limit: 6, showAllLink: false });
    warn.mockRestore();
  });
});

describe("loadLatestEmployeeStories (database)", () => {
  let testDb: TestDb;
  let db: Db;
  const ids: Record<string, number> = {};
  const DAY = 86_400_000;

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    for (const [slug, age] of [["one", 1], ["two", 2], ["three", 3], ["four", 4], ["later", -3]] as const) {
      const row = await db
        .insertInto("employee_stories")
        .values({
          slug,
          group_name: "Employees",
          category: "Sales",
          publish_from: new Date(Date.now() - age * DAY),
          content: JSON.stringify({ en: { title: `Story ${slug}`, summary: `About ${slug}`, body: "<p>b</p>" }, jp: { title: `ストーリー ${slug}`, summary: "概要", body: "" } }),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[slug] = row.id;
    }
  });
  afterAll(() => testDb.destroy());

  it("shows the newest published stories when the editor picked none", async () => {
    const result = await loadLatestEmployeeStories(latestEmployeeStoriesSchema.parse({ limit: 3 }), { db, locale: "en", site: "main", log: logger });
    expect(result.stories.map((s) => s.title)).toEqual(["Story one", "Story two", "Story three"]);
    expect(result.stories[0]).toMatchObject({ body: "About one", href: "/career/career-news/employee-stories/article/one", hasVideo: false, image: null });
    expect(result.allHref).toBe("/career/career-news/employee-stories");
  });

  it("shows the picked stories in the editor's order with their teaser texts, skipping unpublished ones", async () => {
    const data = latestEmployeeStoriesSchema.parse({
      teasers: [{ story: { id: ids.four }, body: "Our pick" }, { story: { id: ids.later } }, { story: { id: ids.two } }],
    });
    const result = await loadLatestEmployeeStories(data, { db, locale: "jp", site: "main", log: logger });
    expect(result.stories.map((s) => s.title)).toEqual(["ストーリー four", "ストーリー two"]);
    expect(result.stories.map((s) => s.body)).toEqual(["Our pick", "概要"]);
    expect(result.stories[0].href).toBe("/jp/career/career-news/employee-stories/article/four");
    expect(result.total).toBe(2);
  });
});
