import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { prepareModule } from "../prepare.server";
import type { CvMember, CvRows } from "./cv-member";
import { loadCv } from "./load.server";
import { cvSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const member = (id: number, level: number, extra: Partial<CvMember> = {}): CvMember => ({
  id,
  name: `Person ${id}`,
  position: `Position ${id}`,
  image: { id: 50 + id, url: `/media/${50 + id}/p.webp`, alt: "Portrait", width: 400, height: 400 },
  additionalText: "Nationality: Switzerland",
  summary: `Summary ${id}`,
  experience: ["2019–today Chair", "2010–2019 CEO"],
  education: ["PhD Physics"],
  contactUrl: `mailto:p${id}@example.com`,
  linkedinUrl: `https://www.linkedin.com/in/p${id}`,
  organisationLevel: level,
  ...extra,
});
const rows: CvRows = { members: [member(1, 0), member(2, 0, { image: null, name: "Dr. Ada Lovelace" }), member(3, 1, { contactUrl: null, linkedinUrl: null, experience: [] })] };

describe("CV renderer", () => {
  it("renders each member as an exclusive accordion item: photo, name and position in the summary", () => {
    const html = renderModule("CV", {}, { rows });
    expect(html.match(/<details class="cv-item" name="cv-accordion"/g)).toHaveLength(3);
    expect(html).not.toContain(" open=\"\""); // all closed at first
    expect(html).toMatch(/<summary class="cv-item__summary"><img class="cv-item__photo" src="\/media\/51\/p.webp" alt="" width="400" height="400"/);
    expect(html).toContain('<span class="cv-item__name">Person 1</span><span class="cv-item__position">Position 1</span>');
    // No photo: initials, hidden from screen readers.
    expect(html).toContain('<span class="cv-item__photo cv-item__photo--initials" aria-hidden="true">AL</span>');
  });

  it("shows the CV inside: summary, experience and education as lists, extra text and contact links", () => {
    const html = renderModule("CV", {}, { rows });
    expect(html).toContain('<p class="cv-item__intro">Summary 1</p>');
    expect(html).toContain("<li>2019–today Chair</li><li>2010–2019 CEO</li>");
    expect(html).toContain("<li>PhD Physics</li>");
    expect(html).toContain("Nationality: Switzerland");
    expect(html).toMatch(/href="mailto:p1@example.com"[^>]*>Contact<span class="visually-hidden"> – Person 1<\/span>/);
    expect(html).toMatch(/href="https:\/\/www.linkedin.com\/in\/p1"[^>]*target="_blank" rel="noopener noreferrer">LinkedIn/);
    // Member 3 has no experience and no links.
    const third = html.slice(html.indexOf('id="test-module-cv-3"'));
    expect(third).not.toContain("Experience");
    expect(third).not.toContain("cv-item__links");
  });

  it("groups members by organisation level with a heading per level, the CV headings one level below", () => {
    const html = renderModule("CV", { heading: { title: "Leadership" }, groupByLevel: true }, { rows });
    expect(html).toContain('<h3 class="cv__level">Board of Directors</h3>');
    expect(html).toContain('<h3 class="cv__level">Executive Committee</h3>');
    expect(html.indexOf("Board of Directors")).toBeLessThan(html.indexOf("Person 1"));
    expect(html.indexOf("Executive Committee")).toBeLessThan(html.indexOf("Person 3"));
    expect(html).toContain('<h4 class="cv-item__heading">Experience</h4>');
  });

  it("leaves the level headings out for one level or when switched off", () => {
    const oneLevel = renderModule("CV", { groupByLevel: true }, { rows: { members: [member(1, 0), member(2, 0)] } });
    expect(oneLevel).not.toContain("cv__level");
    expect(oneLevel).toContain('<h3 class="cv-item__heading">Experience</h3>');
    expect(renderModule("CV", { groupByLevel: false }, { rows })).not.toContain("cv__level");
    expect(renderModule("CV", { groupByLevel: true }, { rows: { members: [member(1, 4), member(2, 0)] } })).toContain('<h3 class="cv__level">Level 5</h3>');
  });

  it("translates its labels (German, Korean)", () => {
    const de = renderModule("CV", { groupByLevel: true }, { locale: "de", rows });
    expect(de).toContain("Verwaltungsrat");
    expect(de).toContain("Geschäftsleitung");
    expect(de).toContain("Berufserfahrung");
    expect(de).toContain("Ausbildung");
    expect(de).toContain(">Kontakt<");
    expect(renderModule("CV", {}, { locale: "kr", rows: { members: [] } })).toContain("표시할 팀원이 없습니다.");
  });
});

describe("CV schema", () => {
  it("defaults to the whole team; an unticked (absent) level checkbox means no level headings", () => {
    expect(cvSchema.parse({})).toEqual({ members: [], groupByLevel: false });
    expect(cvSchema.safeParse({ members: [1, -2] }).success).toBe(false);
  });

  it("drops broken stored settings instead of the module", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(prepareModule({ id: "c", type: "CV", layout: {}, data: { members: "all", groupByLevel: "yes" } })?.data).toEqual({ members: [], groupByLevel: false });
    warn.mockRestore();
  });
});

describe("loadCv (database)", () => {
  let testDb: TestDb;
  let db: Db;
  const ids: Record<string, number> = {};
  let photoId = 0;

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    const photo = await db
      .insertInto("media")
      .values({ kind: "image", filename: "ceo.webp", content_type: "image/webp", width: 300, height: 300, alt: JSON.stringify({ en: "The CEO" }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    photoId = photo.id;
    const people: [string, number, number, Record<string, unknown>][] = [
      ["CEO", 1, 0, { image_id: photo.id, contact_url: "javascript:alert(1)" }],
      ["Chair", 0, 1, {}],
      ["CFO", 1, 1, { linkedin_url: "https://www.linkedin.com/in/cfo" }],
      ["Board member", 0, 0, {}],
    ];
    for (const [name, level, order, extra] of people) {
      const row = await db
        .insertInto("team_members")
        .values({
          name,
          organisation_level: level,
          position_order: order,
          contact_url: `mailto:${name.toLowerCase().replace(/ /g, ".")}@example.com`,
          content: JSON.stringify({
            en: { position: `${name} (en)`, summary: "Leads", experience: "2020–today Here\n\n  2010–2020 There  \r\n", education: "MSc", additionalText: "Swiss" },
            de: { position: `${name} (de)` },
          }),
          ...extra,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[name] = row.id;
    }
  });
  afterAll(() => testDb.destroy());

  it("reads the whole team by organisation level, then their order, when none is chosen", async () => {
    const { members } = await loadCv(cvSchema.parse({}), { db, locale: "en", site: "main", log: logger });
    expect(members.map((m) => m.name)).toEqual(["Board member", "Chair", "CEO", "CFO"]);
    expect(members.map((m) => m.organisationLevel)).toEqual([0, 0, 1, 1]);
    const ceo = members[2];
    expect(ceo).toMatchObject({
      position: "CEO (en)",
      summary: "Leads",
      experience: ["2020–today Here", "2010–2020 There"],
      education: ["MSc"],
      additionalText: "Swiss",
      image: { id: photoId, url: `/media/${photoId}/ceo.webp`, alt: "The CEO", width: 300, height: 300 },
    });
    // Only web, mail and phone addresses become links.
    expect(ceo.contactUrl).toBeNull();
    expect(members[3]).toMatchObject({ contactUrl: "mailto:cfo@example.com", linkedinUrl: "https://www.linkedin.com/in/cfo", image: null });
    expect(JSON.parse(JSON.stringify(members))).toEqual(members);
  });

  it("reads only the chosen members, in the locale with English for what it lacks", async () => {
    const { members } = await loadCv(cvSchema.parse({ members: [ids.CFO, ids.Chair, 9999] }), { db, locale: "de", site: "main", log: logger });
    expect(members.map((m) => m.name)).toEqual(["Chair", "CFO"]);
    expect(members[1].position).toBe("CFO (de)");
    // Field by field: the German CFO has no summary of its own, so the English one shows.
    expect(members[1].summary).toBe("Leads");
  });
});
