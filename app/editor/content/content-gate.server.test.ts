import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { signIn } from "~/auth/auth.server";
import { upsertEditor } from "~/auth/users.server";
import * as itemRoute from "~/routes/editor.content.$kind.$id";
import * as listRoute from "~/routes/editor.content.$kind._index";
import * as newRoute from "~/routes/editor.content.$kind.new";
import * as kindsRoute from "~/routes/editor.content._index";
import * as exportRoute from "~/routes/editor.content.products.export[.]csv";
import * as importRoute from "~/routes/editor.content.products.import";
import * as quotesRoute from "~/routes/editor.content.stock-quotes";
import type { RefusalData } from "../shell/refusal.server";
import { saveContent } from "./content-items.server";

// The content admin's gate (issue 43) over the real route loaders and actions: each role inside
// and outside its right and scope; a refusal is 403 naming why (in the editor's language),
// audited, and nothing is written. A forged post that mixes an allowed translation with a
// structure field is refused whole.
let t: TestDb;
let db: Db;
let newsId: number;
let productId: number;
const cookies: Record<string, string> = {};

const ACCOUNTS = {
  admin: {},
  publisher: { role: "publisher" },
  author: { role: "editor" },
  translator: { role: "translator", locales: ["de"] },
  newsDesk: { role: "editor", sections: ["news"] },
  agency: { role: "editor", sections: ["/applications"] },
} as const;
type Who = keyof typeof ACCOUNTS;

async function cookieFor(email: string): Promise<string> {
  const body = new URLSearchParams({ email, password: "correct horse battery" });
  const request = new Request("http://localhost/login", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  return (await signIn(request, testContext(request, { clientIp: "10.7.0.2" }))).split(";")[0];
}

/** A news item's values as its form posts them (conform's `data.` names). */
const posted = (title: string) => Object.fromEntries(Object.entries(press(title)).map(([name, value]) => [`data.${name}`, value]));
const press = (title: string) => ({ title, category: "press", publishedAt: "2026-11-20T09:00", summary: "Summary", body: "<p>Body</p>" });

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  for (const [name, input] of Object.entries(ACCOUNTS)) {
    await upsertEditor(db, { email: `${name}@example.com`, password: "correct horse battery", name, ...input });
    cookies[name] = await cookieFor(`${name}@example.com`);
  }
  const admin = await db.selectFrom("users").select("id").where("email", "=", "admin@example.com").executeTakeFirstOrThrow();
  ({ id: newsId } = await saveContent(db, { kind: "news", id: null, locale: "en", values: press("Gate news"), revision: null, editorId: admin.id, publish: true }));
  await saveContent(db, { kind: "news", id: newsId, locale: "de", values: { title: "Tor-Nachricht" }, revision: 1, editorId: admin.id, publish: true });
  const sensor = { name: "GATE1", displayName: "Gate sensor", status: "active", productClass: "Humidity sensor" };
  ({ id: productId } = await saveContent(db, { kind: "products", id: null, locale: "en", values: sensor, revision: null, editorId: admin.id, publish: true }));
}, 120_000);
afterAll(() => t.destroy());

type Outcome = { status: number; message?: string; location?: string | null; data?: Record<string, unknown> };
type Handler = (args: { request: Request; params: Record<string, string>; context: ReturnType<typeof testContext> }) => unknown;

/** A loader's or action's answer: its status, and a refusal's message or a redirect's target. */
async function run(handler: Handler | undefined, request: Request, params: Record<string, string>): Promise<Outcome> {
  try {
    const out = await handler!({ request, params, context: testContext(request) });
    if (out instanceof Response) return { status: out.status, location: out.headers.get("Location"), message: out.status === 403 ? await out.text() : undefined };
    const answer = out as { data: Record<string, unknown>; init?: { status?: number } | null };
    return { status: answer.init?.status ?? 200, data: answer.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), message: thrown.status === 403 ? await thrown.text() : undefined };
    const error = thrown as { init?: { status?: number }; data?: RefusalData };
    if (error.data?.refusal) return { status: error.init?.status ?? 0, message: error.data.refusal.message };
    throw thrown;
  }
}

const headers = (who: Who, language: string) => ({ Cookie: cookies[who], "Accept-Language": language });

function get(who: Who, handler: Handler | undefined, path: string, params: Record<string, string> = {}, language = "en") {
  return run(handler, new Request(`http://localhost${path}`, { headers: headers(who, language) }), params);
}

function post(who: Who, handler: Handler | undefined, path: string, params: Record<string, string>, fields: Record<string, string> | FormData, language = "en") {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  return run(handler, new Request(`http://localhost${path}`, { method: "POST", body, headers: headers(who, language) }), params);
}

const item = (kind: string, id: number) => ({ kind, id: String(id) });
const newsRow = () => db.selectFrom("news_articles").selectAll().where("id", "=", newsId).executeTakeFirstOrThrow();
const productRow = () => db.selectFrom("products").selectAll().where("id", "=", productId).executeTakeFirstOrThrow();
const revision = async () => String((await newsRow()).revision);
const refusals = async () => (await db.selectFrom("audit_log").select(["detail", "target_id"]).where("action", "=", "refused").orderBy("id").execute()).map((r) => ({ ...(r.detail as object), target: r.target_id }));
const count = async (table: "media" | "news_articles" | "products") => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

describe("a German translator in the content admin", () => {
  it("opens a kind and its items in German, with the controls it may not use disabled and why", async () => {
    const list = await get("translator", listRoute.loader as Handler, "/editor/content/news", { kind: "news" }, "de");
    expect(list.status).toBe(200);
    expect(list.data).toMatchObject({ locale: "de", rights: { create: "Ihre Rolle Übersetzer (Deutsch) darf nicht Inhalte anlegen." } });
    // The English form is not its own: sent to the German texts; asked explicitly, refused.
    expect(await get("translator", itemRoute.loader as Handler, `/editor/content/news/${newsId}`, item("news", newsId))).toMatchObject({ status: 303, location: `/editor/content/news/${newsId}?locale=de` });
    expect(await get("translator", itemRoute.loader as Handler, `/editor/content/news/${newsId}?locale=en`, item("news", newsId))).toMatchObject({
      status: 403,
      message: "Your role Translator (Deutsch) cannot change the English source texts.",
    });
    expect(await get("translator", itemRoute.loader as Handler, `/editor/content/news/${newsId}?locale=kr`, item("news", newsId))).toMatchObject({ status: 403, message: "Your role Translator (Deutsch) cannot work in 한국어." });
    const form = await get("translator", itemRoute.loader as Handler, `/editor/content/news/${newsId}?locale=de`, item("news", newsId), "de");
    expect(form.status).toBe(200);
    expect(form.data?.controls).toMatchObject({
      save: null,
      publish: "Ihre Rolle Übersetzer (Deutsch) darf nicht Inhalte veröffentlichen.",
      delete: "Ihre Rolle Übersetzer (Deutsch) darf nicht Inhalte löschen.",
      draft: expect.any(String),
      preview: expect.any(String),
      locales: ["de"],
    });
    expect((await get("translator", itemRoute.loader as Handler, `/editor/content/news/${newsId}?locale=de&show_previews=true`, item("news", newsId))).status).toBe(403);
    expect((await get("translator", newRoute.loader as Handler, "/editor/content/news/new", { kind: "news" })).status).toBe(403);
  });

  it("saves German texts, and is refused publishing in German: 403 naming why, audited, nothing written", async () => {
    const saved = await post("translator", itemRoute.action as Handler, `/editor/content/news/${newsId}?locale=de`, item("news", newsId), { intent: "save", revision: await revision(), "data.title": "Neuer Titel" });
    expect(saved).toMatchObject({ status: 303, location: `/editor/content/news/${newsId}?locale=de&done=saved` });
    expect(JSON.stringify((await newsRow()).draft)).toContain("Neuer Titel");

    const before = await newsRow();
    const publish = await post("translator", itemRoute.action as Handler, `/editor/content/news/${newsId}?locale=de`, item("news", newsId), { intent: "publish", revision: String(before.revision), "data.title": "Veröffentlicht" }, "de");
    expect(publish).toMatchObject({ status: 403, message: "Ihre Rolle Übersetzer (Deutsch) darf nicht Inhalte veröffentlichen." });
    expect(await newsRow()).toEqual(before);
    expect(await refusals()).toContainEqual(expect.objectContaining({ right: "content.publish", reason: "role", locale: "de", target: `news:${newsId}` }));
  });

  it("is refused whole a forged post that mixes its German text with a structure field or an upload", async () => {
    const before = await newsRow();
    const media = await count("media");
    const mixed = await post("translator", itemRoute.action as Handler, `/editor/content/news/${newsId}?locale=de`, item("news", newsId), {
      intent: "save",
      revision: String(before.revision),
      "data.title": "Erlaubt",
      "data.publishedAt": "2030-01-01T00:00",
    });
    expect(mixed).toMatchObject({ status: 403, message: "Your role Translator (Deutsch) cannot edit content items." });
    const upload = new FormData();
    upload.set("intent", "save");
    upload.set("revision", String(before.revision));
    upload.set("data.title", "Erlaubt");
    upload.set("_upload:data.image", new File([new Uint8Array([82, 73, 70, 70])], "x.webp", { type: "image/webp" }));
    expect((await post("translator", itemRoute.action as Handler, `/editor/content/news/${newsId}?locale=de`, item("news", newsId), upload)).status).toBe(403);
    for (const intent of ["delete", "unpublish", "undo", "discard"]) {
      expect((await post("translator", itemRoute.action as Handler, `/editor/content/news/${newsId}?locale=de`, item("news", newsId), { intent, revision: String(before.revision) })).status).toBe(403);
    }
    // Another language than its own, and English: refused.
    expect((await post("translator", itemRoute.action as Handler, `/editor/content/news/${newsId}?locale=jp`, item("news", newsId), { intent: "save", revision: String(before.revision), "data.title": "題" })).status).toBe(403);
    expect((await post("translator", itemRoute.action as Handler, `/editor/content/news/${newsId}`, item("news", newsId), { intent: "save", revision: String(before.revision), ...posted("Hacked") })).status).toBe(403);
    expect(await newsRow()).toEqual(before);
    expect(await count("media")).toBe(media);
    expect(await refusals()).toContainEqual(expect.objectContaining({ right: "content.edit", reason: "role", locale: "en" }));
  });

  it("cannot import, export or open the stock quotes", async () => {
    expect((await get("translator", importRoute.loader as Handler, "/editor/content/products/import")).status).toBe(403);
    expect((await get("translator", quotesRoute.loader as Handler, "/editor/content/stock-quotes")).status).toBe(403);
    const exported = await get("translator", exportRoute.loader as Handler, "/editor/content/products/export.csv", {}, "de");
    expect(exported.status).toBe(403);
    expect(exported.message).toContain("Ihre Rolle Übersetzer (Deutsch) darf nicht Inhalte bearbeiten.");
  });
});

describe("an editor scoped to news", () => {
  it("sees and edits news only", async () => {
    const kinds = await get("newsDesk", kindsRoute.loader as Handler, "/editor/content");
    expect(kinds.data).toMatchObject({ kinds: ["news"], stockQuotes: false });
    expect((await get("newsDesk", listRoute.loader as Handler, "/editor/content/news", { kind: "news" })).status).toBe(200);
    expect(await get("newsDesk", listRoute.loader as Handler, "/editor/content/products", { kind: "products" }, "de")).toMatchObject({
      status: 403,
      message: "Ihre Rolle Redakteur (alle Sprachen) darf nicht an Produkte arbeiten.",
    });
    expect((await get("newsDesk", itemRoute.loader as Handler, `/editor/content/products/${productId}`, item("products", productId))).status).toBe(403);
    expect((await get("newsDesk", newRoute.loader as Handler, "/editor/content/products/new", { kind: "products" })).status).toBe(403);
    expect((await get("newsDesk", newRoute.loader as Handler, "/editor/content/news/new", { kind: "news" })).status).toBe(200);

    const product = await productRow();
    const products = await count("products");
    const forged = await post("newsDesk", itemRoute.action as Handler, `/editor/content/products/${productId}`, item("products", productId), { intent: "save", revision: String(product.revision), "data.name": "HACK1", "data.displayName": "Hacked", "data.status": "active" });
    expect(forged).toMatchObject({ status: 403, message: "Your role Editor (all languages) cannot work on Products." });
    expect((await post("newsDesk", newRoute.action as Handler, "/editor/content/products/new", { kind: "products" }, { intent: "save", "data.name": "NEW1", "data.displayName": "New", "data.status": "active" })).status).toBe(403);
    expect(await productRow()).toEqual(product);
    expect(await count("products")).toBe(products);
    expect(await refusals()).toContainEqual(expect.objectContaining({ right: "content.edit", reason: "section", target: `products:${productId}` }));

    const saved = await post("newsDesk", itemRoute.action as Handler, `/editor/content/news/${newsId}`, item("news", newsId), { intent: "save", revision: await revision(), ...posted("Desk title") });
    expect(saved.status).toBe(303);
    const publish = await post("newsDesk", itemRoute.action as Handler, `/editor/content/news/${newsId}`, item("news", newsId), { intent: "publish", revision: await revision(), ...posted("Desk title") });
    expect(publish).toMatchObject({ status: 403, message: "Your role Editor (all languages) cannot publish content items." });
  });
});

describe("an agency editor scoped to a page subtree", () => {
  it("is refused the content admin, naming why", async () => {
    expect(await get("agency", kindsRoute.loader as Handler, "/editor/content")).toMatchObject({ status: 403, message: "Your role Editor (all languages) cannot work on content." });
    expect((await get("agency", listRoute.loader as Handler, "/editor/content/news", { kind: "news" })).status).toBe(403);
    expect((await post("agency", itemRoute.action as Handler, `/editor/content/news/${newsId}`, item("news", newsId), { intent: "delete", revision: await revision() })).status).toBe(403);
    expect(await count("news_articles")).toBe(1);
  });
});

describe("an editor (author) without a scope", () => {
  it("creates and edits drafts, exports, and is refused publishing, deleting, scheduling, previews and imports", async () => {
    const list = await get("author", listRoute.loader as Handler, "/editor/content/products", { kind: "products" });
    expect(list.data).toMatchObject({ locale: "en", rights: { create: null, export: null, import: "Your role Editor (all languages) cannot import content." } });
    const created = await post("author", newRoute.action as Handler, "/editor/content/news/new", { kind: "news" }, { intent: "save", ...posted("Author draft") });
    expect(created.status).toBe(303);
    const draftId = Number(/\/news\/(\d+)/.exec(created.location ?? "")?.[1]);
    expect(await count("news_articles")).toBe(2);
    const form = await get("author", itemRoute.loader as Handler, `/editor/content/news/${draftId}`, item("news", draftId));
    expect(form.data?.controls).toMatchObject({ save: null, draft: null, publish: "Your role Editor (all languages) cannot publish content items.", delete: "Your role Editor (all languages) cannot delete content items." });
    const refusedPosts: Record<string, string>[] = [{ intent: "publish", ...posted("Author draft") }, { intent: "delete" }, { intent: "schedule", action: "publish", at: "2031-01-01T09:00", timeZone: "UTC" }, { intent: "createPreview", days: "7" }];
    for (const fields of refusedPosts) {
      expect((await post("author", itemRoute.action as Handler, `/editor/content/news/${draftId}`, item("news", draftId), { revision: "1", ...fields })).status).toBe(403);
    }
    expect((await get("author", itemRoute.loader as Handler, `/editor/content/news/${draftId}?confirm_delete=1`, item("news", draftId))).status).toBe(403);
    expect((await get("author", exportRoute.loader as Handler, "/editor/content/products/export.csv")).status).toBe(200);
    expect((await post("author", importRoute.action as Handler, "/editor/content/products/import", {}, { intent: "apply", csv: "slug,locale\n" })).status).toBe(403);
    expect((await post("author", quotesRoute.action as Handler, "/editor/content/stock-quotes", {}, { intent: "apply", symbol: "ACME", csv: "day\n" })).status).toBe(403);
    expect(await count("news_articles")).toBe(2);
    // The publisher publishes what the author drafted, and may delete it.
    const published = await post("publisher", itemRoute.action as Handler, `/editor/content/news/${draftId}`, item("news", draftId), { intent: "publish", revision: "1", ...posted("Author draft") });
    expect(published).toMatchObject({ status: 303, location: `/editor/content/news/${draftId}?done=published` });
    const deleted = await post("publisher", itemRoute.action as Handler, `/editor/content/news/${draftId}`, item("news", draftId), { intent: "delete", revision: "2" });
    expect(deleted).toMatchObject({ status: 303, location: "/editor/content/news?done=deleted" });
    expect(await count("news_articles")).toBe(1);
  });
});

describe("publisher and administrator", () => {
  it("may use every control and screen", async () => {
    for (const who of ["publisher", "admin"] as const) {
      const kinds = await get(who, kindsRoute.loader as Handler, "/editor/content");
      expect((kinds.data?.kinds as string[]).length).toBe(16);
      expect(kinds.data?.stockQuotes).toBe(true);
      const form = await get(who, itemRoute.loader as Handler, `/editor/content/news/${newsId}?show_previews=true`, item("news", newsId));
      expect(form.data?.controls).toMatchObject({ save: null, publish: null, unpublish: null, delete: null, publishAt: null, unpublishAt: null, draft: null, preview: null, locales: ["en", "de", "cn", "jp", "kr"] });
      expect((await get(who, importRoute.loader as Handler, "/editor/content/products/import")).status).toBe(200);
      expect((await get(who, quotesRoute.loader as Handler, "/editor/content/stock-quotes")).status).toBe(200);
    }
    const published = await post("admin", itemRoute.action as Handler, `/editor/content/news/${newsId}`, item("news", newsId), { intent: "publish", revision: await revision(), ...posted("Admin title") });
    expect(published.status).toBe(303);
  });

  it("a refused post and an unknown intent write nothing and refuse before an upload is stored", async () => {
    const media = await count("media");
    const upload = new FormData();
    upload.set("intent", "dropTable");
    upload.set("_upload:data.image", new File([new Uint8Array([1, 2, 3])], "x.webp", { type: "image/webp" }));
    expect((await post("admin", itemRoute.action as Handler, `/editor/content/news/${newsId}`, item("news", newsId), upload)).status).toBe(400);
    expect(await count("media")).toBe(media);
  });
});
