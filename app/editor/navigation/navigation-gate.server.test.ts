import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { insertPage } from "../../../db/seed/insert-page";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { action, loader } from "~/routes/editor.navigation";
import { ask as askAs, refusals, signInTeam, type Member } from "../page-tree/gate-test-kit";

const ask = (...args: Parameters<typeof askAs> extends [unknown, ...infer Rest] ? Rest : never) => askAs(testContext, ...args);

// The navigation screen's gate (issue 43) over the real route: `navigation.edit` to see it and to
// post to it, belonging to the whole site (an account with sections never has it). A refusal is
// 403 naming why in the editor's language, audited, and the menus stay as they were.
let t: TestDb;
let db: Db;
let cookies: Record<Member, string>;
let pageId: number;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  pageId = await insertPage(db, { translations: { en: { slug: "applications", title: "Applications" } }, modules: [] });
  cookies = await signInTeam(db, testContext);
}, 120_000);
afterAll(() => t.destroy());

const menus = async () => ({
  items: await db.selectFrom("nav_items").selectAll().orderBy("id").execute(),
  drafts: await db.selectFrom("navigation_drafts").selectAll().execute(),
});
const version = async () => (await db.selectFrom("navigation_drafts").select("version").where("site", "=", "main").executeTakeFirst())?.version ?? 0;
const addItem = async (who: Member, language = "en") =>
  ask(action, cookies[who], "/editor/navigation", { fields: { _action: "add", version: String(await version()), menu: "header", targetKind: "page", pageId: String(pageId) }, language });

describe("the navigation screen's gate", () => {
  it("refuses the screen and a forged post to every account without the right, in German, audited, changing nothing", async () => {
    const before = await menus();
    for (const [who, reason, message] of [
      ["author", "role", "Ihre Rolle Redakteur (alle Sprachen) darf nicht die Navigation bearbeiten."],
      ["translator", "role", "Ihre Rolle Übersetzer (Deutsch) darf nicht die Navigation bearbeiten."],
      ["agency", "role", "Ihre Rolle Redakteur (alle Sprachen) darf nicht die Navigation bearbeiten."],
      ["agencyPublisher", "section", null],
    ] as const) {
      const view = await ask(loader, cookies[who], "/editor/navigation", { language: "de" });
      expect(view.status, who).toBe(403);
      if (message) expect(view.refusal, who).toBe(message);
      const post = await addItem(who, "de");
      expect(post.status, who).toBe(403);
      if (message) expect(post.refusal, who).toBe(message);
      const publish = await ask(action, cookies[who], "/editor/navigation", { fields: { _action: "publish", version: "0" } });
      expect(publish.status, who).toBe(403);
      expect(await refusals(db)).toContainEqual({ actor: `${who.toLowerCase()}@example.com`, right: "navigation.edit", reason });
    }
    expect(await menus()).toEqual(before);
  });

  it("lets a publisher and an administrator see the menus, add an item and publish", async () => {
    for (const who of ["publisher", "admin"] as const) {
      const view = await ask(loader, cookies[who], "/editor/navigation");
      expect(view.status, who).toBe(200);
      const added = await addItem(who);
      expect(added.status, who).toBe(303);
      expect(added.location).toBe("/editor/navigation?done=add");
    }
    const published = await ask(action, cookies.publisher, "/editor/navigation", { fields: { _action: "publish", version: String(await version()) } });
    expect(published.status).toBe(303);
    expect((await db.selectFrom("nav_items").select("page_id").where("page_id", "=", pageId).execute()).length).toBeGreaterThanOrEqual(2);
  });
});
