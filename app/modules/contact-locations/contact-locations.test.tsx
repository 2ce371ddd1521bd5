import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { prepareModule } from "../prepare.server";
import { EINDHOVEN, STAEFA, TOKYO, insertOffices } from "../shared/office-locations.fixtures";
import { loadContactLocations } from "./load.server";
import { contactLocationsSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const rows = { locations: [STAEFA, EINDHOVEN, TOKYO] };

describe("CONTACT_LOCATIONS renderer", () => {
  it("shows a contact card per office, without the map by default", () => {
    const html = renderModule("CONTACT_LOCATIONS", { selectedLocations: [1, 2, 3] }, { rows });
    expect(html).toContain('data-module="CONTACT_LOCATIONS"');
    expect(html).not.toContain("location-map");
    expect(html).toContain('<ul class="contact-locations__cards contact-locations__cards--3">');
    expect(html.match(/<li id="module-test-module-location-\d" class="location-entry contact-locations__card">/g)).toHaveLength(3);
    expect(html).toContain('<h3 class="location-entry__name">Tokyo</h3>');
    expect(html).toContain('<a href="tel:+81355550100">+81 3 5555 0100</a>');
    expect(html).toContain('<a href="mailto:info@vireo-sensors.example">');
  });

  it("puts the map above the cards when asked, its pins linking to the cards", () => {
    const html = renderModule("CONTACT_LOCATIONS", { selectedLocations: [1, 2, 3], showMap: true }, { rows, locale: "cn" });
    expect(html.indexOf("location-map")).toBeLessThan(html.indexOf("contact-locations__cards"));
    expect(html).toContain('aria-label="地图上的办公地点"');
    expect(html).toContain('href="#module-test-module-location-3"');
    expect(html).toContain('<span class="location-address__label">电话</span>');
  });

  it("says so when no selected office exists any more", () => {
    expect(renderModule("CONTACT_LOCATIONS", { selectedLocations: [9] }, { rows: { locations: [] }, locale: "de" })).toContain("Keine Standorte vorhanden.");
  });
});

describe("CONTACT_LOCATIONS schema", () => {
  it("requires a locations choice and defaults to no map", () => {
    expect(contactLocationsSchema.safeParse({ selectedLocations: [], showMap: true }).error?.issues[0].message).toBe("A locations choice is required");
    expect(contactLocationsSchema.parse({ selectedLocations: [3] })).toEqual({ selectedLocations: [3], showMap: false });
  });

  it("skips a module whose locations are unreadable, and salvages a bad map setting", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    // An id that is not a positive integer fails the whole list: the module is skipped, logged.
    expect(prepareModule({ id: "m", type: "CONTACT_LOCATIONS", layout: {}, data: { selectedLocations: ["x"] } })).toBeNull();
    expect(prepareModule({ id: "m", type: "CONTACT_LOCATIONS", layout: {}, data: { selectedLocations: [2], showMap: "yes" } })?.data).toEqual({ selectedLocations: [2], showMap: false });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("loadContactLocations", () => {
  let testDb: TestDb;
  let db: Db;
  let ids: Record<string, number>;

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    ids = await insertOffices(db);
  });
  afterAll(() => testDb.destroy());

  it("reads address, phone and e-mail of the selected offices in the site's order", async () => {
    const result = await loadContactLocations({ selectedLocations: [ids.Tokyo, ids.Eindhoven], showMap: false }, { db, locale: "en", site: "main", log: logger });
    expect(result.locations).toEqual([
      { ...EINDHOVEN, id: ids.Eindhoven },
      { ...TOKYO, id: ids.Tokyo },
    ]);
  });
});
