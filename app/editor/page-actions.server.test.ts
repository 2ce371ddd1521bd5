import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { insertPage } from "../../db/seed/insert-page";
import { loadPageModules } from "~/cms/pages.server";
import { ensureDraft } from "~/cms/revisions.server";
import { handlePageAction } from "./page-actions.server";

let db: Db;
const editor = { id: 1, email: "e@example.com", name: "E" };

beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  await db.insertInto("users").values({ email: editor.email, password_hash: "x" }).execute();
});
afterAll(() => db.destroy());

async function newPage() {
  const pageId = await insertPage(db, {
    translations: { en: { slug: `p${Math.random().toString(36).slice(2)}`, title: "T" } },
    modules: [{ type: "TEXT_BLOCK", content: { en: { body: "<p>one</p>" } } }],
  });
  const { version } = await ensureDraft(db, pageId, editor.id);
  return { pageId, version };
}

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://localhost/page", { method: "POST", body });
}

const run = (pageId: number, fields: Record<string, string>, locale = "en") =>
  handlePageAction(post(fields), { db, editor, pageId, locale, path: "/page" });

const draftBodies = async (pageId: number) =>
  (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules.map((m) => (m.data as { body?: string }).body);

describe("saveModule", () => {
  it("adds a TEXT_BLOCK below a position, sanitized, then redirects to the draft", async () => {
    const { pageId, version } = await newPage();
    const result = await run(pageId, {
      _action: "saveModule",
      version: String(version),
      moduleType: "TEXT_BLOCK",
      position: "0",
      "data.body": '<p onclick="x()">two<script>alert(1)</script></p>',
      "data.columns": "1",
    });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe("/page?draft=true");
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>", "<p>two</p>"]);
  });

  it("answers field errors for an oversized field and keeps the draft", async () => {
    const { pageId, version } = await newPage();
    const result = await run(pageId, {
      _action: "saveModule",
      version: String(version),
      moduleType: "TEXT_BLOCK",
      "data.body": "x".repeat(20001),
    });
    expect(result).toMatchObject({ kind: "module" });
    const errors = (result as { result: { error: Record<string, string[]> } }).result.error;
    expect(Object.keys(errors)).toContain("data.body");
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>"]);
  });

  it("refuses an unknown module type, an unknown module id and a position out of range", async () => {
    const { pageId, version } = await newPage();
    const v = String(version);
    expect(await run(pageId, { _action: "saveModule", version: v, moduleType: "NOPE" })).toEqual({
      kind: "error",
      message: "Unknown module type NOPE",
    });
    expect(await run(pageId, { _action: "saveModule", version: v, moduleId: "missing" })).toEqual({
      kind: "error",
      message: "Unknown module missing",
    });
    expect(
      await run(pageId, { _action: "saveModule", version: v, moduleType: "TEXT_BLOCK", position: "9", "data.body": "x" }),
    ).toEqual({ kind: "error", message: "Module position 9 is out of range" });
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>"]);
  });

  it("refuses a stale version", async () => {
    const { pageId, version } = await newPage();
    const result = await run(pageId, { _action: "saveModule", version: String(version - 1), moduleType: "TEXT_BLOCK", "data.body": "x" });
    expect(result).toEqual({ kind: "error", message: "errors.stale" });
  });

  it("refuses a missing or malformed version", async () => {
    const { pageId } = await newPage();
    expect(await run(pageId, { _action: "publishPage", version: "abc" })).toEqual({ kind: "error", message: "errors.generic" });
  });

  it("does not add, remove or move modules outside English, but edits that locale's content", async () => {
    const { pageId, version } = await newPage();
    const [first] = (await loadPageModules(db, { pageId, locale: "en", view: "draft" }))!.modules;
    expect(await run(pageId, { _action: "saveModule", version: String(version), moduleType: "TEXT_BLOCK", "data.body": "x" }, "de")).toEqual({
      kind: "error",
      message: "Modules can only be added and removed in English locale",
    });
    expect(await run(pageId, { _action: "removeModule", version: String(version), moduleId: first.id }, "de")).toEqual({
      kind: "error",
      message: "Modules can only be added and removed in English locale",
    });
    expect(await run(pageId, { _action: "moveDown", version: String(version), moduleId: first.id }, "de")).toEqual({
      kind: "error",
      message: "Modules can only be rearranged in English locale",
    });
    const saved = await run(pageId, { _action: "saveModule", version: String(version), moduleId: first.id, "data.body": "<p>eins</p>" }, "de");
    expect(saved).toBeInstanceOf(Response);
    const de = await loadPageModules(db, { pageId, locale: "de", view: "draft" });
    expect((de!.modules[0].data as { body: string }).body).toBe("<p>eins</p>");
    expect(await draftBodies(pageId)).toEqual(["<p>one</p>"]);
  });
});
