import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { insertPage } from "../../../db/seed/insert-page";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { action as deleteAction, loader as deleteLoader } from "~/routes/editor.pages.$pageId_.delete";
import { action as moveAction, loader as moveLoader } from "~/routes/editor.pages.$pageId_.move";
import { loader as treeLoader } from "~/routes/editor.pages._index";
import { action as newAction, loader as newLoader } from "~/routes/editor.pages.new";
import { ask as askAs, refusals, signInTeam, type Member } from "./gate-test-kit";
import type { PageTreeRights } from "./pages-screen";

const ask = (...args: Parameters<typeof askAs> extends [unknown, ...infer Rest] ? Rest : never) => askAs(testContext, ...args);

// The page tree's gate (issue 43) over the real routes: New page, Move and Delete, each role
// inside and outside its right and its sections. A refusal is 403 naming why in the editor's
// language, audited as "refused", and nothing is written; a post no screen offered (forged) is
// refused the same way.
let t: TestDb;
let db: Db;
let cookies: Record<Member, string>;
let company: number;
let applications: number;

/** A published page with English and German paths, optionally under a parent. */
const page = (slug: string, parentId: number | null = null) =>
  insertPage(db, { parentId, translations: { en: { slug, title: slug }, de: { slug: `${slug}-de`, title: `${slug} DE` } }, modules: [] });
const pageCount = async () => Number((await db.selectFrom("pages").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
const pathOf = async (id: number) => (await db.selectFrom("page_translations").select("path").where("page_id", "=", id).where("locale", "=", "en").executeTakeFirst())?.path ?? null;
const parentOf = async (id: number) => (await db.selectFrom("pages").select("parent_id").where("id", "=", id).executeTakeFirst())?.parent_id;
const pathExists = async (path: string) => (await db.selectFrom("page_translations").select("page_id").where("locale", "=", "en").where("path", "=", path).executeTakeFirst()) !== undefined;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  company = await page("company");
  applications = await page("applications");
  cookies = await signInTeam(db, testContext);
}, 120_000);
afterAll(() => t.destroy());

describe("the page tree list", () => {
  const rightsOf = async (who: Member, language = "en") => {
    const answer = await ask(treeLoader, cookies[who], "/editor/pages", { language });
    expect(answer.status).toBe(200);
    return answer.data!.rights as PageTreeRights;
  };

  it("shows every account the tree, with all controls for an administrator", async () => {
    const rights = await rightsOf("admin");
    expect(rights).toMatchObject({ newPage: null, "navigation.edit": null, "redirects.edit": null, "audit.read": null });
    expect(rights.rows[company]).toEqual({ create: null, move: null, delete: null });
    expect((await rightsOf("publisher")).rows[company]).toEqual({ create: null, move: null, delete: null });
  });

  it("tells a translator, in German, why it may not create, move or delete pages nor edit navigation and redirects", async () => {
    const rights = await rightsOf("translator", "de");
    expect(rights.newPage).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht Seiten anlegen.");
    expect(rights["navigation.edit"]).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht die Navigation bearbeiten.");
    expect(rights["redirects.edit"]).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht Weiterleitungen bearbeiten.");
    expect(rights.rows[company]).toEqual({
      create: "Ihre Rolle Übersetzer (Deutsch) darf nicht Seiten anlegen.",
      move: "Ihre Rolle Übersetzer (Deutsch) darf nicht Seiten verschieben.",
      delete: "Ihre Rolle Übersetzer (Deutsch) darf nicht Seiten löschen.",
    });
  });

  it("lets an author create anywhere but not move or delete; the agency only inside /applications", async () => {
    const author = await rightsOf("author");
    expect(author.newPage).toBeNull();
    expect(author.rows[company]).toEqual({ create: null, move: "Your role Editor (all languages) cannot move pages.", delete: "Your role Editor (all languages) cannot delete pages." });
    const agency = await rightsOf("agency");
    expect(agency.newPage).toBeNull(); // under its section
    expect(agency.rows[applications].create).toBeNull();
    expect(agency.rows[company].create).toBe("Your role Editor (all languages) cannot work on /company.");
    const agencyPublisher = await rightsOf("agencyPublisher");
    expect(agencyPublisher.rows[applications]).toEqual({ create: null, move: null, delete: null });
    expect(agencyPublisher.rows[company].move).toBe("Your role Publisher (all languages) cannot work on /company.");
    expect(agencyPublisher["navigation.edit"]).not.toBeNull(); // the whole site's, not a section's
  });
});

describe("New page", () => {
  it("refuses a translator the form and its post, in German, audited, creating nothing", async () => {
    const before = await pageCount();
    const form = await ask(newLoader, cookies.translator, "/editor/pages/new", { language: "de" });
    expect(form.status).toBe(403);
    expect(form.refusal).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht Seiten anlegen.");
    const post = await ask(newAction, cookies.translator, "/editor/pages/new", { fields: { title: "Übersetzt", slug: "uebersetzt" }, language: "de" });
    expect(post.status).toBe(403);
    expect(post.refusal).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht Seiten anlegen.");
    expect(await pageCount()).toBe(before);
    expect(await refusals(db)).toContainEqual({ actor: "translator@example.com", right: "page.create", reason: "role" });
  });

  it("offers the agency only its section as parent and creates there", async () => {
    const form = await ask(newLoader, cookies.agency, "/editor/pages/new");
    expect(form.status).toBe(200);
    expect(form.data).toMatchObject({ topLevel: false, parentId: applications });
    expect((form.data!.choices as { id: number }[]).map((c) => c.id)).toEqual([applications]);
    const created = await ask(newAction, cookies.agency, "/editor/pages/new", { fields: { title: "Sensors", parentId: String(applications) } });
    expect(created.status).toBe(303);
    expect(created.location).toBe("/applications/sensors?draft=true");
    expect(await pathExists("applications/sensors")).toBe(true);
  });

  it("refuses the agency the top level, another section and copying from it, also when forged; nothing is created", async () => {
    const before = await pageCount();
    const child = await ask(newLoader, cookies.agency, `/editor/pages/new?parent=${company}`, { language: "de" });
    expect(child.status).toBe(403);
    expect(child.refusal).toBe("Ihre Rolle Redakteur (alle Sprachen) darf nicht an /company arbeiten.");
    const top = await ask(newAction, cookies.agency, "/editor/pages/new", { fields: { title: "Landing" } });
    expect(top.status).toBe(403);
    expect(top.refusal).toBe("Your role Editor (all languages) cannot work on /landing.");
    const under = await ask(newAction, cookies.agency, "/editor/pages/new", { fields: { title: "Team", parentId: String(company) }, language: "de" });
    expect(under.status).toBe(403);
    expect(under.refusal).toBe("Ihre Rolle Redakteur (alle Sprachen) darf nicht an /company/team arbeiten.");
    const copy = await ask(newAction, cookies.agency, "/editor/pages/new", { fields: { title: "Copy", parentId: String(applications), copyFrom: String(company) } });
    expect(copy.status).toBe(403);
    expect(await pageCount()).toBe(before);
    expect(await pathExists("landing")).toBe(false);
    expect(await pathExists("applications/copy")).toBe(false);
    expect((await refusals(db)).filter((r) => r.actor === "agency@example.com" && r.right === "page.create")).toHaveLength(4);
  });

  it("lets an author, a publisher and an administrator create at the top level", async () => {
    for (const who of ["author", "publisher", "admin"] as const) {
      const form = await ask(newLoader, cookies[who], "/editor/pages/new");
      expect(form.data).toMatchObject({ topLevel: true });
      const created = await ask(newAction, cookies[who], "/editor/pages/new", { fields: { title: `By ${who}` } });
      expect(created.status, who).toBe(303);
      expect(await pathExists(`by-${who.toLowerCase()}`)).toBe(true);
    }
  });
});

describe("Move page", () => {
  const move = (who: Member, id: number, fields: Record<string, string>, language = "en") =>
    ask(moveAction, cookies[who], `/editor/pages/${id}/move`, { fields, params: { pageId: String(id) }, language });
  const form = (who: Member, id: number, language = "en") => ask(moveLoader, cookies[who], `/editor/pages/${id}/move`, { params: { pageId: String(id) }, language });

  it("refuses authors, the agency editor and translators the form and a forged post, in German, moving nothing", async () => {
    const moving = await page("moving", company);
    for (const [who, message] of [
      ["author", "Ihre Rolle Redakteur (alle Sprachen) darf nicht Seiten verschieben."],
      ["agency", "Ihre Rolle Redakteur (alle Sprachen) darf nicht Seiten verschieben."],
      ["translator", "Ihre Rolle Übersetzer (Deutsch) darf nicht Seiten verschieben."],
    ] as const) {
      const view = await form(who, moving, "de");
      expect(view.status, who).toBe(403);
      expect(view.refusal, who).toBe(message);
      const post = await move(who, moving, { parentId: String(applications) }, "de");
      expect(post.status, who).toBe(403);
      expect(post.refusal, who).toBe(message);
      expect(await refusals(db)).toContainEqual({ actor: `${who}@example.com`, right: "page.move", reason: "role" });
    }
    expect(await pathOf(moving)).toBe("company/moving");
  });

  it("lets a publisher and an administrator move a page anywhere", async () => {
    const moving = await page("moved-by-publisher", company);
    expect((await form("publisher", moving)).data).toMatchObject({ topLevel: true });
    expect((await move("publisher", moving, { parentId: String(applications) })).status).toBe(303);
    expect(await pathOf(moving)).toBe("applications/moved-by-publisher");
    expect((await move("admin", moving, {})).status).toBe(303);
    expect(await pathOf(moving)).toBe("moved-by-publisher");
  });

  it("keeps a section's publisher to its section: the page and its new parent", async () => {
    const a = await page("a", applications);
    const b = await page("b", applications);
    const view = await form("agencyPublisher", a);
    expect(view.status).toBe(200);
    expect(view.data).toMatchObject({ topLevel: false });
    expect((view.data!.choices as { id: number }[]).map((c) => c.id)).not.toContain(company);
    expect((await move("agencyPublisher", a, { parentId: String(b) })).status).toBe(303);
    expect(await pathOf(a)).toBe("applications/b/a");

    // Out of its section: to the top level, under /company, or a page of /company.
    const top = await move("agencyPublisher", a, {}, "de");
    expect(top.status).toBe(403);
    expect(top.refusal).toBe("Ihre Rolle Publisher (alle Sprachen) darf nicht an / arbeiten.");
    const under = await move("agencyPublisher", a, { parentId: String(company) });
    expect(under.status).toBe(403);
    expect(under.refusal).toBe("Your role Publisher (all languages) cannot work on /company.");
    expect(await pathOf(a)).toBe("applications/b/a");
    expect(await parentOf(a)).toBe(b);
    const other = await page("other", company);
    expect((await form("agencyPublisher", other)).status).toBe(403);
    expect((await move("agencyPublisher", other, { parentId: String(applications) })).status).toBe(403);
    expect(await pathOf(other)).toBe("company/other");
    expect(await refusals(db)).toContainEqual({ actor: "agencyPublisher@example.com".toLowerCase(), right: "page.move", reason: "section" });
  });

  it("answers 404 for a page that does not exist, to those who may move pages", async () => {
    expect((await form("admin", 999_999)).status).toBe(404);
  });
});

describe("Delete page", () => {
  const remove = (who: Member, id: number, language = "en") => ask(deleteAction, cookies[who], `/editor/pages/${id}/delete`, { fields: {}, params: { pageId: String(id) }, language });
  const form = (who: Member, id: number, language = "en") => ask(deleteLoader, cookies[who], `/editor/pages/${id}/delete`, { params: { pageId: String(id) }, language });

  it("refuses authors, the agency editor and translators, in German, audited, deleting nothing", async () => {
    const doomed = await page("doomed", applications);
    for (const [who, message] of [
      ["author", "Ihre Rolle Redakteur (alle Sprachen) darf nicht Seiten löschen."],
      ["agency", "Ihre Rolle Redakteur (alle Sprachen) darf nicht Seiten löschen."],
      ["translator", "Ihre Rolle Übersetzer (Deutsch) darf nicht Seiten löschen."],
    ] as const) {
      const view = await form(who, doomed, "de");
      expect(view.status, who).toBe(403);
      expect(view.refusal, who).toBe(message);
      const post = await remove(who, doomed, "de");
      expect(post.status, who).toBe(403);
      expect(post.refusal, who).toBe(message);
      expect(await refusals(db)).toContainEqual({ actor: `${who}@example.com`, right: "page.delete", reason: "role" });
    }
    expect(await pathOf(doomed)).toBe("applications/doomed");
  });

  it("lets a section's publisher delete inside its section only", async () => {
    const inside = await page("inside", applications);
    const outside = await page("outside", company);
    const refused = await remove("agencyPublisher", outside, "de");
    expect(refused.status).toBe(403);
    expect(refused.refusal).toBe("Ihre Rolle Publisher (alle Sprachen) darf nicht an /company/outside arbeiten.");
    expect((await form("agencyPublisher", outside)).status).toBe(403);
    expect(await pathOf(outside)).toBe("company/outside");
    expect((await form("agencyPublisher", inside)).status).toBe(200);
    const deleted = await remove("agencyPublisher", inside);
    expect(deleted.status).toBe(303);
    expect(await pathOf(inside)).toBeNull();
  });

  it("lets a publisher and an administrator delete", async () => {
    for (const who of ["publisher", "admin"] as const) {
      const id = await page(`gone-${who}`, company);
      expect((await form(who, id)).status).toBe(200);
      expect((await remove(who, id)).status, who).toBe(303);
      expect(await pathOf(id)).toBeNull();
    }
  });
});
