import { parseWithZod } from "@conform-to/zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../../db/migrate";
import { seed } from "../../../db/seed";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { upsertEditor } from "~/auth/users.server";
import { findPageByPath, loadPageModules } from "~/cms/pages.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { newPageSchema, slugFromTitle } from "./new-page-schema";
import { createPage, isReservedPath, listPageTree, NewPageRejected } from "./page-tree.server";
import { reindexAll } from "~/content/search-index.server";
import { moduleSamples } from "~/modules/samples.generated";

describe("the New page form's rules", () => {
  const parse = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return parseWithZod(form, { schema: newPageSchema, errorMap: editorErrorMap });
  };
  const errorsOf = (result: ReturnType<typeof parse>) => (result.status === "success" ? undefined : result.error);

  it("makes a slug from the title: lower case, umlauts and accents folded, hyphens between words", () => {
    expect(slugFromTitle("Pressure sensors")).toBe("pressure-sensors");
    expect(slugFromTitle("  Drucksensoren – Überblick & Größe ")).toBe("drucksensoren-uberblick-grosse");
    expect(slugFromTitle("压力传感器")).toBe("");
    expect(slugFromTitle("x".repeat(300))).toHaveLength(80);
  });

  it("refuses slugs with slashes, dots, upper case, spaces or 300 characters, and a missing title", () => {
    for (const slug of ["a/b", "..", "Pressure", "two words", "-lead", "trail-", "a--b", "x".repeat(300)]) {
      const result = parse({ title: "T", slug });
      expect(result.status, slug).toBe("error");
      expect(errorsOf(result)?.slug, slug).toBeDefined();
    }
    expect(errorsOf(parse({ title: "", slug: "ok" }))?.title).toEqual(["This field is required"]);
    expect(errorsOf(parse({ title: "T", slug: "a/b" }))?.slug).toEqual(["Use lower-case letters, digits and hyphens only"]);
    const ok = parse({ title: "Pressure sensors", slug: "", parentId: "3" });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toEqual({ title: "Pressure sensors", parentId: 3 });
  });

  it("reserves the route table's sections, the server's paths and the locale prefixes", () => {
    expect(isReservedPath("en", "products/catalog")).toBe(true);
    expect(isReservedPath("en", "products/catalog/anything")).toBe(true);
    expect(isReservedPath("de", "produkte/katalog")).toBe(true);
    for (const path of ["editor", "api/x", "media", "de", "sitemaps", "sitemap.xml"]) expect(isReservedPath("en", path), path).toBe(true);
    expect(isReservedPath("en", "products/pressure-sensors")).toBe(false);
  });
});

describe("creating pages", () => {
  let t: TestDb;
  let editorId = 0;
  let parentPageId = 0;
  beforeAll(async () => {
    t = await createTestDb();
    await migrateToLatest(t.db);
    await seed(t.db, reindexAll, moduleSamples);
    editorId = (await upsertEditor(t.db, { email: "tree@test", password: "tree-editor-password-1", name: "Tree Editor" })).id;
    parentPageId = (await findPageByPath(t.db, { site: "main", locale: "en", path: "applications" }))!.id;
  }, 180_000);
  afterAll(() => t.destroy());

  it("creates a page under its parent in every locale the parent has, as a draft that visitors do not see", async () => {
    const page = await createPage(t.db, { site: "main", input: { title: "Pressure sensors", parentId: parentPageId }, authorId: editorId });
    expect(page).toMatchObject({ path: "applications/pressure-sensors", locale: "en" });
    const de = await findPageByPath(t.db, { site: "main", locale: "de", path: "anwendungen/pressure-sensors" });
    expect(de?.id).toBe(page.id);
    expect(await loadPageModules(t.db, { pageId: page.id, locale: "en", view: "published" })).toBeNull();
    expect(await loadPageModules(t.db, { pageId: page.id, locale: "en", view: "draft" })).toEqual({ version: 1, modules: [] });

    const tree = await listPageTree(t.db, { site: "main" });
    const row = tree.find((r) => r.id === page.id)!;
    const parentRow = tree.find((r) => r.id === parentPageId)!;
    expect(row).toMatchObject({ status: "unpublished", parentId: parentPageId, depth: parentRow.depth + 1, changedBy: "Tree Editor", title: "Pressure sensors" });
    expect(row.paths.map((p) => p.href)).toContain("/de/anwendungen/pressure-sensors");
    // Children follow their parent in the tree order.
    expect(tree.indexOf(row)).toBeGreaterThan(tree.indexOf(parentRow));
    expect((await listPageTree(t.db, { site: "main", search: "pressure" })).map((r) => r.id)).toEqual([page.id]);
  });

  it("copies the modules of another page into the new draft", async () => {
    const home = (await findPageByPath(t.db, { site: "main", locale: "en", path: "" }))!;
    const published = await loadPageModules(t.db, { pageId: home.id, locale: "de", view: "published" });
    const page = await createPage(t.db, { site: "main", input: { title: "Landing copy", copyFrom: home.id }, authorId: editorId });
    const draft = await loadPageModules(t.db, { pageId: page.id, locale: "de", view: "draft" });
    expect(draft?.modules).toEqual(published?.modules);
    expect(draft!.modules.length).toBeGreaterThan(0);
  });

  it("refuses a taken or reserved address, a missing parent or source, and a title without a slug, changing nothing", async () => {
    const before = (await listPageTree(t.db, { site: "main" })).length;
    const refusal = (input: Parameters<typeof createPage>[1]["input"]) =>
      createPage(t.db, { site: "main", input, authorId: editorId }).then(
        () => null,
        (error: unknown) => (error instanceof NewPageRejected ? `${error.field} ${error.reason}` : String(error)),
      );
    expect(await refusal({ title: "Again", slug: "pressure-sensors", parentId: parentPageId })).toBe("slug slugTaken");
    expect(await refusal({ title: "Company", slug: "company" })).toBe("slug slugTaken");
    expect(await refusal({ title: "Login", slug: "login" })).toBe("slug slugReserved");
    expect(await refusal({ title: "Editor", slug: "editor" })).toBe("slug slugReserved");
    expect(await refusal({ title: "Orphan", parentId: 999_999 })).toBe("parentId pageMissing");
    expect(await refusal({ title: "Copy", copyFrom: 999_999 })).toBe("copyFrom pageMissing");
    expect(await refusal({ title: "压力传感器" })).toBe("slug required");
    expect((await listPageTree(t.db, { site: "main" })).length).toBe(before);
  });
});
