import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { action, loader } from "~/routes/editor.redirects";
import { ask as askAs, refusals, signInTeam, type Member } from "../page-tree/gate-test-kit";

const ask = (...args: Parameters<typeof askAs> extends [unknown, ...infer Rest] ? Rest : never) => askAs(testContext, ...args);

// The redirects screen's gate (issue 43) over the real route: `redirects.edit` to see it (with the
// 404 log) and to add or delete, belonging to the whole site. A refusal is 403 naming why in the
// editor's language, audited, and no redirect is added or removed.
let t: TestDb;
let db: Db;
let cookies: Record<Member, string>;
let existing: number;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  existing = (await db.insertInto("redirects").values({ site: "main", source_path: "/old", target: "/company" }).returning("id").executeTakeFirstOrThrow()).id;
  cookies = await signInTeam(db, testContext);
}, 120_000);
afterAll(() => t.destroy());

const redirects = () => db.selectFrom("redirects").select(["id", "source_path", "target"]).orderBy("id").execute();

describe("the redirects screen's gate", () => {
  it("refuses the screen, an added and a deleted redirect to every account without the right, in German, audited, changing nothing", async () => {
    const before = await redirects();
    for (const [who, reason, message] of [
      ["author", "role", "Ihre Rolle Redakteur (alle Sprachen) darf nicht Weiterleitungen bearbeiten."],
      ["translator", "role", "Ihre Rolle Übersetzer (Deutsch) darf nicht Weiterleitungen bearbeiten."],
      ["agency", "role", "Ihre Rolle Redakteur (alle Sprachen) darf nicht Weiterleitungen bearbeiten."],
      ["agencyPublisher", "section", null],
    ] as const) {
      const view = await ask(loader, cookies[who], "/editor/redirects", { language: "de" });
      expect(view.status, who).toBe(403);
      if (message) expect(view.refusal, who).toBe(message);
      const add = await ask(action, cookies[who], "/editor/redirects", { fields: { _action: "add", source: `/from-${who}`, target: "/company" }, language: "de" });
      expect(add.status, who).toBe(403);
      if (message) expect(add.refusal, who).toBe(message);
      const remove = await ask(action, cookies[who], "/editor/redirects", { fields: { _action: "delete", id: String(existing) } });
      expect(remove.status, who).toBe(403);
      expect(await refusals(db)).toContainEqual({ actor: `${who.toLowerCase()}@example.com`, right: "redirects.edit", reason });
    }
    expect(await redirects()).toEqual(before);
  });

  it("lets a publisher and an administrator see the redirects, add one and delete one", async () => {
    for (const who of ["publisher", "admin"] as const) {
      const view = await ask(loader, cookies[who], "/editor/redirects");
      expect(view.status, who).toBe(200);
      const add = await ask(action, cookies[who], "/editor/redirects", { fields: { _action: "add", source: `/from-${who}`, target: "/company" } });
      expect(add.status, who).toBe(303);
      expect(add.location).toBe("/editor/redirects?done=added");
    }
    const remove = await ask(action, cookies.admin, "/editor/redirects", { fields: { _action: "delete", id: String(existing) } });
    expect(remove.location).toBe("/editor/redirects?done=deleted");
    expect((await redirects()).map((r) => r.source_path)).toEqual(["/from-publisher", "/from-admin"]);
  });
});
