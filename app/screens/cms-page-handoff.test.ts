import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seed } from "../../db/seed";
import { testContext } from "../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { loader } from "./cms-page";
import { reindexAll } from "~/content/search-index.server";
import { moduleSamples } from "~/modules/samples.generated";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  await migrateToLatest(testDb.db);
  await seed(testDb.db, reindexAll, moduleSamples);
  setDb(testDb.db);
}, 120_000);
afterAll(() => testDb.destroy());

type Modules = { id: string; type: string; data: unknown; rows?: unknown }[];

/** The CMS loader's data for `/styleguide` when Remix got `target` (the page or its `.data`), and what it kept for the server's render. */
async function load(target: string) {
  const request = new Request("http://localhost/styleguide"); // Remix hands loaders the path without `.data`
  const context = testContext(target, { routeId: "cms-page" });
  const result = (await loader({ request, params: {}, context })) as unknown as { data: { modules: Modules } };
  return { modules: result.data.modules, kept: [...(context.serverRender?.values() ?? [])] as Modules[] };
}

describe("the CMS page's loader hands the browser what it hydrates with (ADR 017)", () => {
  it("on a document request, leaves the static modules' data out and keeps the whole modules for the server's render", async () => {
    const document = await load("/styleguide");
    const all = await load("/styleguide.data");
    expect(document.modules.map((m) => m.type)).toEqual(all.modules.map((m) => m.type));
    const dataOf = (modules: Modules, type: string) => modules.find((m) => m.type === type)?.data;
    for (const type of ["PRODUCT_TABLE", "KEY_FIGURES", "NEWS"]) expect({ type, data: dataOf(document.modules, type) }).toEqual({ type, data: null });
    expect(document.modules.find((m) => m.type === "NEWS")?.rows).toBeUndefined();
    for (const type of ["SLIDER", "EQS_STOCK_CHART", "CUSTOM_FORMS"]) expect(dataOf(document.modules, type)).toEqual(dataOf(all.modules, type));
    expect(document.kept).toHaveLength(1);
    expect(document.kept[0].map((m) => m.id)).toEqual(all.modules.map((m) => m.id));
    expect(document.kept[0].every((m) => m.data !== null)).toBe(true);
  });

  it("on a `.data` request (client-side navigation, revalidation), returns every module's data", async () => {
    const { modules, kept } = await load("/styleguide.data");
    expect(modules.length).toBeGreaterThan(40);
    expect(modules.every((m) => m.data !== null)).toBe(true);
    expect(modules.find((m) => m.type === "NEWS")?.rows).toBeDefined();
    expect(kept).toEqual([]);
  });
});
