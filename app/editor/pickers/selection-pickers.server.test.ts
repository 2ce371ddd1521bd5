import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { seed } from "../../../db/seed";
import { fetchCategories, fetchEmployeeStories, fetchLocations, fetchProducts, fetchSeries, fetchWebinars } from "./selection-pickers.server";
import { PICKER_PAGE_SIZE } from "~/lib/picker-page.server";
import { locationsSchema } from "~/modules/common-schema";
import { reindexAll } from "~/content/search-index.server";
import { moduleSamples } from "~/modules/samples.generated";

let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  await seed(db, reindexAll, moduleSamples);
});
afterAll(() => db.destroy());

describe("selection pickers", () => {
  it("page webinars, categories and employee stories", async () => {
    const webinars = await fetchWebinars(db, 1);
    expect(webinars.count).toBe(6);
    expect(webinars.results[0]).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String) }));
    const categories = await fetchCategories(db, 1);
    expect(categories.results[0].primaryProperties.length).toBeGreaterThan(0);
    const stories = await fetchEmployeeStories(db, 2);
    expect(stories.results).toHaveLength(PICKER_PAGE_SIZE);
    expect(stories.count).toBeGreaterThan(PICKER_PAGE_SIZE);
  });

  it("search products and series", async () => {
    const products = await fetchProducts(db, 1, "scd");
    expect(products.count).toBeGreaterThan(0);
    expect(products.results.every((p) => p.name.toLowerCase().includes("scd"))).toBe(true);
    expect(products.results[0]).toEqual(expect.objectContaining({ displayName: expect.any(String), status: expect.any(String) }));
    expect((await fetchSeries(db, 1, "sfm")).results.map((s) => s.name)).toEqual(["SFM"]);
    expect((await fetchProducts(db, 1, "no-such-sensor")).count).toBe(0);
  });

  it("list every office location; a locations choice is required", async () => {
    const locations = await fetchLocations(db);
    expect(locations.map((l) => l.name)).toContain("Stäfa");
    expect(locationsSchema.safeParse([]).error?.issues[0].message).toBe("A locations choice is required");
    expect(locationsSchema.safeParse(locations.map((l) => l.id)).success).toBe(true);
  });
});
