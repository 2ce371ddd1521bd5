import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { prepareModule } from "../prepare.server";
import { EINDHOVEN, STAEFA, TOKYO, insertOffices } from "../shared/office-locations.fixtures";
import { loadOfficeMap } from "./load.server";
import { officeMapSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const rows = { locations: [STAEFA, EINDHOVEN, TOKYO] };
const data = { selectedLocations: [1, 2, 3], area: "fit" };

describe("OFFICE_MAP renderer", () => {
  it("draws a pin per office on the bundled map, each a link to its entry in the list", () => {
    const html = renderModule("OFFICE_MAP", { ...data, area: "world" }, { rows });
    expect(html).toContain('data-module="OFFICE_MAP"');
    expect(html).toMatch(/<svg class="location-map__outline" viewBox="0 0 360 144" preserveAspectRatio="none" aria-hidden="true"/);
    // The land is drawn from the shared, cached file, not repeated in every page's HTML.
    expect(html).toMatch(/<use href="[^"]*world-outline[^"]*\.svg#land"><\/use>/);
    expect(html).not.toContain("<path");
    expect(html).toContain('<ul class="location-map__pins" aria-label="Office locations on the map">');
    for (const office of rows.locations) {
      expect(html).toContain(`href="#module-test-module-location-${office.id}"><span class="location-map__label">${office.name}</span></a>`);
      expect(html).toContain(`<li id="module-test-module-location-${office.id}" class="location-entry">`);
    }
    // Stäfa in the world view: 8.72°E, 47.24°N.
    expect(html).toContain('style="left:52.42%;top:25.53%"');
    // No outside tiles or scripts.
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it("lists each office with its address and, where it has them, phone and e-mail links", () => {
    const html = renderModule("OFFICE_MAP", data, { rows });
    expect(html).toContain('<h3 class="location-entry__name">Stäfa</h3><address class="location-address">');
    expect(html).toContain("Vireo Sensors AG (headquarters)</span><span><br/>Seestrasse 112</span><span><br/>8712 Stäfa</span>");
    expect(html).toContain('<a href="tel:+41445550100">+41 44 555 01 00</a>');
    expect(html).toContain('<a href="mailto:info@vireo-sensors.example">info@vireo-sensors.example</a>');
    const eindhoven = html.slice(html.indexOf('id="module-test-module-location-2"'), html.indexOf('id="module-test-module-location-3"'));
    expect(eindhoven).toContain("High Tech Campus 41");
    expect(eindhoven).not.toContain("tel:");
    expect(eindhoven).not.toContain("mailto:");
  });

  it("keeps an office outside a fixed Europe view in the list but off the map", () => {
    const html = renderModule("OFFICE_MAP", { ...data, area: "europe" }, { rows });
    expect(html).toContain('viewBox="155 12 70 38"');
    expect(html).not.toContain('href="#module-test-module-location-3"');
    expect(html).toContain('<h3 class="location-entry__name">Tokyo</h3>');
  });

  it("zooms in on the offices when the area fits the locations", () => {
    const html = renderModule("OFFICE_MAP", data, { rows: { locations: [STAEFA, EINDHOVEN] } });
    expect(html).toContain('viewBox="167.59 24.92 39 19.5"');
    expect(html).toContain('style="aspect-ratio:2"');
    expect(html).toContain('href="#module-test-module-location-1"');
    expect(html).toContain('href="#module-test-module-location-2"');
  });

  it("speaks the visitor's language", () => {
    const html = renderModule("OFFICE_MAP", data, { rows, locale: "de" });
    expect(html).toContain('aria-label="Standorte auf der Karte"');
    expect(html).toContain('<span class="location-address__label">Telefon</span>');
    expect(html).toContain('<span class="location-address__label">E-Mail</span>');
  });

  it("says so when none of the selected offices exists any more", () => {
    expect(renderModule("OFFICE_MAP", data, { rows: { locations: [] } })).toContain("No locations to show.");
    expect(renderModule("OFFICE_MAP", data, { rows: { locations: [] }, locale: "jp" })).toContain("表示する拠点はありません。");
  });
});

describe("OFFICE_MAP schema", () => {
  it("requires a locations choice (SPEC §5.3)", () => {
    expect(officeMapSchema.safeParse({ selectedLocations: [] }).error?.issues[0].message).toBe("A locations choice is required");
    expect(officeMapSchema.safeParse({}).error?.issues[0].message).toBe("A locations choice is required");
    expect(officeMapSchema.parse({ selectedLocations: [4, 2] })).toEqual({ selectedLocations: [4, 2], area: "fit" });
  });

  it("salvages stored data with an unknown area, and skips a module without locations", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(prepareModule({ id: "m", type: "OFFICE_MAP", layout: {}, data: { selectedLocations: [1], area: "moon" } })?.data).toEqual({ selectedLocations: [1], area: "fit" });
    expect(prepareModule({ id: "m", type: "OFFICE_MAP", layout: {}, data: { area: "world" } })).toBeNull();
    warn.mockRestore();
  });
});

describe("loadOfficeMap", () => {
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

  it("reads the selected offices in the site's order as plain JSON, skipping deleted ids", async () => {
    const result = await loadOfficeMap({ selectedLocations: [ids.Tokyo, ids.Stäfa, 9999], area: "fit" }, { db, locale: "en", site: "main", log: logger });
    expect(result.locations.map((l) => l.name)).toEqual(["Stäfa", "Tokyo"]);
    expect(result.locations[0]).toEqual({ ...STAEFA, id: ids.Stäfa });
    expect(result.locations[1]).toMatchObject({ phone: "+81 3 5555 0100", email: null, latitude: 35.6812 });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});
