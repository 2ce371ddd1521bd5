import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { prepareModule } from "../prepare.server";
import { EINDHOVEN, STAEFA, insertOffices } from "../shared/office-locations.fixtures";
import { loadCompanyLocation } from "./load.server";
import { companyLocationSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const rows = { locations: [STAEFA, EINDHOVEN] };
const link = { linkType: "internal", target: "auto", href: "/company/contact" };

describe("COMPANY_LOCATION renderer", () => {
  it("shows the first office close up on the map, with its address, description and link", () => {
    const html = renderModule("COMPANY_LOCATION", { selectedLocations: [1, 2], description: "Our headquarters on Lake Zurich.", link, linkTitle: "Visit us" }, { rows });
    expect(html).toContain('data-module="COMPANY_LOCATION"');
    // Centred on Stäfa, 40° wide (16:9), with its name always shown on the featured pin.
    expect(html).toContain('style="left:50.00%;top:50.00%"');
    expect(html).toContain('class="location-map__pin location-map__pin--featured" href="#module-test-module-location-1"');
    expect(html).toContain('<div class="company-location__card" id="module-test-module-location-1">');
    expect(html).toContain('<h3 class="company-location__name">Stäfa</h3>');
    expect(html).toContain("Seestrasse 112");
    expect(html).toContain('<a href="tel:+41445550100">+41 44 555 01 00</a>');
    expect(html).toContain('<p class="company-location__description">Our headquarters on Lake Zurich.</p>');
    expect(html).toContain('href="/company/contact">Visit us</a>');
    // Only the featured office: the others have no card to link to.
    expect(html).not.toContain("Eindhoven");
  });

  it("shows the image with the alt fallback, and a translated link text when the editor gave none", () => {
    const image = { id: 5, url: "/media/5/hq.webp", width: 800, height: 600 };
    const html = renderModule("COMPANY_LOCATION", { selectedLocations: [1], image, link }, { rows, locale: "de" });
    expect(html).toContain('alt="Kein Alternativtext vorhanden"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain(">Mehr über diesen Standort</a>");
    expect(html).toContain('<span class="location-address__label">Telefon</span>');
  });

  it("says so when the selected office no longer exists", () => {
    expect(renderModule("COMPANY_LOCATION", { selectedLocations: [1] }, { rows: { locations: [] }, locale: "kr" })).toContain("표시할 위치가 없습니다.");
  });
});

describe("COMPANY_LOCATION schema", () => {
  it("requires a locations choice and limits the texts", () => {
    expect(companyLocationSchema.safeParse({ selectedLocations: [] }).error?.issues[0].message).toBe("A locations choice is required");
    const long = companyLocationSchema.safeParse({ selectedLocations: [1], description: "x".repeat(601), linkTitle: "y".repeat(51) });
    expect(long.error?.issues.map((i) => i.path.join("."))).toEqual(["description", "linkTitle"]);
  });

  it("drops an invalid stored field but keeps the rest", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({
      id: "m",
      type: "COMPANY_LOCATION",
      layout: {},
      data: { selectedLocations: [1], description: "Kept", linkTitle: { html: "<b>" } },
    });
    expect(module?.data).toEqual({ selectedLocations: [1], description: "Kept" });
    warn.mockRestore();
  });
});

describe("loadCompanyLocation", () => {
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

  it("puts the first office in the site's order first, whatever the order of the ids", async () => {
    const result = await loadCompanyLocation({ selectedLocations: [ids.Eindhoven, ids.Stäfa] }, { db, locale: "de", site: "main", log: logger });
    expect(result.locations.map((l) => l.name)).toEqual(["Stäfa", "Eindhoven"]);
    expect(result.locations[0].addressLines).toEqual(["Seestrasse 112", "8712 Stäfa", "Switzerland"]);
  });

  it("returns no office when every selected one was deleted", async () => {
    expect(await loadCompanyLocation({ selectedLocations: [123456] }, { db, locale: "en", site: "main", log: logger })).toEqual({ locations: [] });
  });
});
