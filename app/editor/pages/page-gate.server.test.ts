import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { insertPage } from "../../../db/seed/insert-page";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { migrateToLatest } from "../../../db/migrate";
import { signIn } from "~/auth/auth.server";
import { upsertEditor } from "~/auth/users.server";
import { action } from "~/routes/editor.pages.$pageId";
import { loader } from "~/screens/cms-page";
import type { RefusalData } from "../shell/refusal.server";
import type { PageRights } from "./editor-page";

// The page builder's gate (issue 43) over the real route action and the dispatcher's loader:
// each role inside and outside its right and scope; a refusal is 403 naming why, audited, and
// nothing is written.
let t: TestDb;
let db: Db;
let companyId: number;
let applicationsId: number;
const cookies: Record<string, string> = {};

async function cookieFor(email: string): Promise<string> {
  const body = new URLSearchParams({ email, password: "correct horse battery" });
  const request = new Request("http://localhost/login", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  return (await signIn(request, testContext(request, { clientIp: "10.7.0.1" }))).split(";")[0];
}

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  const module = { type: "TEXT_BLOCK", content: { en: { body: "<p>English</p>" }, de: { body: "<p>Deutsch</p>" } } };
  companyId = await insertPage(db, { translations: { en: { slug: "company", title: "Company" }, de: { slug: "unternehmen", title: "Unternehmen" } }, modules: [module] });
  applicationsId = await insertPage(db, { translations: { en: { slug: "applications", title: "Applications" }, de: { slug: "anwendungen", title: "Anwendungen" } }, modules: [module] });
  for (const [name, input] of Object.entries({
    admin: {},
    translator: { role: "translator", locales: ["de"] },
    agency: { role: "editor", sections: ["/applications"] },
    author: { role: "editor" },
  } as const)) {
    await upsertEditor(db, { email: `${name}@example.com`, password: "correct horse battery", ...input });
    cookies[name] = await cookieFor(`${name}@example.com`);
  }
}, 120_000);
afterAll(() => t.destroy());

async function post(who: string, pageId: number, returnTo: string, fields: Record<string, string>) {
  const body = new URLSearchParams({ returnTo, ...fields });
  const request = new Request(`http://localhost/editor/pages/${pageId}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies[who] },
  });
  try {
    return await action({ request, params: { pageId: String(pageId) }, context: testContext(request) });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const draftVersion = async (pageId: number) =>
  (await db.selectFrom("page_revisions").select("version").where("page_id", "=", pageId).where("status", "=", "draft").executeTakeFirst())?.version ?? null;
const refusals = async () => (await db.selectFrom("audit_log").select(["actor", "detail"]).where("action", "=", "refused").orderBy("id").execute()).map((r) => r.detail);

describe("the page builder's gate", () => {
  it("lets a German translator open the German draft, and refuses publishing in German, naming why", async () => {
    expect((await post("translator", companyId, "/de/unternehmen", { _action: "editPage" })).status).toBe(303);
    const version = await draftVersion(companyId);
    const refused = await post("translator", companyId, "/de/unternehmen?draft=true", { _action: "publishPage", version: String(version) });
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("Ihre Rolle Übersetzer (Deutsch) darf nicht veröffentlichen.");
    expect(await draftVersion(companyId)).toBe(version); // still a draft: nothing published
    expect(await refusals()).toContainEqual(expect.objectContaining({ right: "page.publish", reason: "role", locale: "de" }));
  });

  it("refuses a translator's English save and structure changes whole, in English", async () => {
    const before = await db.selectFrom("page_module_contents").select(["locale", "data"]).orderBy("locale").execute();
    const save = await post("translator", companyId, "/company?draft=true", { _action: "saveModule", moduleId: "any", "data.body": "<p>Hacked</p>" });
    expect(save.status).toBe(403);
    expect(await save.text()).toContain("Your role Translator (Deutsch) cannot change the layout or the English texts.");
    const move = await post("translator", companyId, "/de/unternehmen?draft=true", { _action: "moveDown", moduleId: "any", version: "1" });
    expect(move.status).toBe(403);
    expect(await move.text()).toContain("Ihre Rolle Übersetzer (Deutsch) darf nicht Module hinzufügen, entfernen oder verschieben.");
    const add = await post("translator", companyId, "/de/unternehmen?draft=true", { _action: "saveModule", moduleType: "TEXT_BLOCK", "data.body": "<p>Neu</p>" });
    expect(add.status).toBe(403);
    expect(await db.selectFrom("page_module_contents").select(["locale", "data"]).orderBy("locale").execute()).toEqual(before);
  });

  it("keeps an agency editor to its section and from publishing", async () => {
    const outside = await post("agency", companyId, "/company", { _action: "editPage" });
    expect(outside.status).toBe(403);
    expect(await outside.text()).toContain("Your role Editor (all languages) cannot work on /company.");
    expect((await post("agency", applicationsId, "/applications", { _action: "editPage" })).status).toBe(303);
    const publish = await post("agency", applicationsId, "/applications?draft=true", { _action: "publishPage", version: String(await draftVersion(applicationsId)) });
    expect(publish.status).toBe(403);
    expect(await publish.text()).toContain("Your role Editor (all languages) cannot publish.");
  });

  it("refuses an agency editor's copy or move of a module to a page outside its section", async () => {
    const before = await db.selectFrom("page_revisions").select(["id", "version"]).where("page_id", "=", companyId).orderBy("id").execute();
    for (const mode of ["copy", "move"]) {
      const refused = await post("agency", applicationsId, "/applications?draft=true", { _action: "copyModule", moduleId: "any", targetPageId: String(companyId), mode, position: "end", version: "1" });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain("Your role Editor (all languages) cannot work on /company.");
    }
    expect(await db.selectFrom("page_revisions").select(["id", "version"]).where("page_id", "=", companyId).orderBy("id").execute()).toEqual(before);
  });

  it("refuses a translator's German save that carries an image upload, storing nothing", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ returnTo: "/de/unternehmen?draft=true", _action: "saveModule", moduleId: "any", "data.body": "<p>Mit Bild</p>" })) body.set(name, value);
    body.set("_upload:data.image", new File([new Uint8Array([82, 73, 70, 70])], "bild.webp", { type: "image/webp" }));
    const request = new Request(`http://localhost/editor/pages/${companyId}`, { method: "POST", body, headers: { Cookie: cookies.translator } });
    const media = async () => (await db.selectFrom("media").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n;
    const before = await media();
    let status = 0;
    try {
      status = (await action({ request, params: { pageId: String(companyId) }, context: testContext(request) })).status;
    } catch (thrown) {
      status = (thrown as Response).status;
    }
    expect(status).toBe(403);
    expect(await media()).toBe(before);
    expect(await refusals()).toContainEqual(expect.objectContaining({ right: "media.upload", reason: "role" }));
  });

  it("lets a publisher-level account publish what an author drafted", async () => {
    expect((await post("author", applicationsId, "/applications", { _action: "editPage" })).status).toBe(303);
    const published = await post("admin", applicationsId, "/applications?draft=true", { _action: "publishPage", version: String(await draftVersion(applicationsId)) });
    expect(published.status).toBe(303);
    expect(published.headers.get("Location")).toBe("/applications");
  });
});

describe("the editor's page view", () => {
  async function view(who: string, path: string) {
    const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookies[who] } });
    try {
      await loader({ request, params: {}, context: testContext(request, { routeId: "cms-page" }) });
      return 200;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      const error = thrown as { init?: { status?: number }; data?: RefusalData };
      if (error.data?.refusal) return `${error.init?.status} ${error.data.refusal.message}`;
      throw thrown;
    }
  }

  it("shows a translator the German draft and refuses the English one, naming why", async () => {
    expect(await view("translator", "/de/unternehmen?draft=true")).toBe(200);
    expect(await view("translator", "/company?draft=true")).toBe("403 Your role Translator (Deutsch) cannot change the English source texts.");
    expect(await view("translator", "/de/unternehmen?draft=true&show_settings=true")).toBe("403 Ihre Rolle Übersetzer (Deutsch) darf nicht Seiteneinstellungen ändern.");
    expect(await view("translator", "/company")).toBe(200); // the published page, with the toolbar
  });

  it("tells the toolbar what the account may do, and why not, in the page's language", async () => {
    const rightsIn = async (who: string, path: string) => {
      const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookies[who] } });
      const answer = (await loader({ request, params: {}, context: testContext(request, { routeId: "cms-page" }) })) as unknown as { data: { editorPage: { rights: PageRights } } };
      return answer.data.editorPage.rights;
    };
    const translator = await rightsIn("translator", "/de/unternehmen?draft=true");
    expect(translator["page.editText"]).toBeNull();
    expect(translator["page.publish"]).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht veröffentlichen.");
    expect(translator["page.structure"]).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht Module hinzufügen, entfernen oder verschieben.");
    const author = await rightsIn("author", "/applications?draft=true");
    expect(author).toMatchObject({ "page.editText": null, "page.structure": null, "page.draft": null, "page.publish": "Your role Editor (all languages) cannot publish." });
    expect(Object.values(await rightsIn("admin", "/de/unternehmen?draft=true")).every((reason) => reason === null)).toBe(true);
    const outside = await rightsIn("agency", "/company");
    expect(outside["page.editText"]).toBe("Your role Editor (all languages) cannot work on /company.");
  });

  it("opens the add-module sidebar for an author, and refuses it to an agency editor outside its section", async () => {
    expect(await view("author", "/applications?draft=true&show_sidebar=true&module_position=-1")).toBe(200);
    expect(await view("agency", "/company?draft=true&show_sidebar=true&module_position=-1")).toBe("403 Your role Editor (all languages) cannot work on /company.");
  });

  it("keeps an agency editor's draft view inside its section", async () => {
    expect(await view("agency", "/applications?draft=true")).toBe(200);
    expect(await view("agency", "/company?draft=true")).toBe("403 Your role Editor (all languages) cannot work on /company.");
  });
});
