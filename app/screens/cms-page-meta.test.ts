import type { MetaDescriptor } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { seed } from "../../db/seed";
import { testContext } from "../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { loader, meta } from "./cms-page";
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

/** The meta tags a visitor's CMS page at `path` gets. */
async function metaOf(path: string): Promise<MetaDescriptor[]> {
  const request = new Request(`http://localhost${path}`);
  const result = (await loader({ request, params: {}, context: testContext(request, { routeId: "cms-page" }) })) as unknown as { data: unknown };
  return meta({ data: result.data, location: {}, params: {}, matches: [] } as unknown as Parameters<typeof meta>[0]);
}

describe("CMS page meta", () => {
  it("tells robots not to index the internal style guide, in every locale", async () => {
    for (const path of ["/styleguide", "/de/styleguide", "/jp/styleguide"]) {
      expect(await metaOf(path), path).toContainEqual({ name: "robots", content: "noindex" });
    }
  });

  it("lets robots index a public page", async () => {
    const tags = await metaOf("/company/about-us");
    expect(tags.some((t) => "name" in t && t.name === "robots")).toBe(false);
    expect(tags).toContainEqual({ title: expect.stringContaining("About") });
  });
});
