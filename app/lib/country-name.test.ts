import { describe, expect, it } from "vitest";
import { countryName } from "./country-name";

describe("countryName", () => {
  it("names a country stored in English in the page's language", () => {
    expect(countryName("Switzerland", "de")).toBe("Schweiz");
    expect(countryName("South Korea", "kr")).toBe("대한민국");
    expect(countryName("United States", "cn")).toBe("美国");
    expect(countryName("Japan", "jp")).toBe("日本");
    expect(countryName("Switzerland", "en")).toBe("Switzerland");
  });

  it("shows a name that is no region as stored", () => {
    expect(countryName("Atlantis", "de")).toBe("Atlantis");
  });
});
