import { describe, expect, it } from "vitest";
import type { Db } from "../../db";
import { getConfig } from "~/config.server";
import { requestContext } from "./request-context.server";

const config = { ...getConfig(), publicUrl: "https://www.example.com", siteHosts: { "developer.example.com": "developer" as const, "cars.example.com": "automotive" as const } };
const db = {} as Db;

function contextOf(url: string, headers: Record<string, string> = {}) {
  return requestContext(new Request(url, { headers }), { nonce: "abc", clientIp: "10.0.0.7", db, config });
}

describe("requestContext", () => {
  it("takes the locale from the first path segment and the site variant from the host name", () => {
    const context = contextOf("https://www.example.com/de/produkte/katalog", { host: "www.example.com" });
    expect(context).toMatchObject({ locale: "de", site: "main", available: true, origin: "https://www.example.com", nonce: "abc", clientIp: "10.0.0.7" });
    expect(context.db).toBe(db);
    expect(context.outage).toEqual({ met: false });
    expect(contextOf("https://cars.example.com/jp/search", { host: "cars.example.com" })).toMatchObject({ locale: "jp", site: "automotive", origin: "https://cars.example.com" });
    expect(contextOf("https://www.example.com/products", { host: "www.example.com" }).locale).toBe("en");
  });

  it("knows when the site variant does not serve the locale (a 404)", () => {
    expect(contextOf("https://developer.example.com/de/suche", { host: "developer.example.com" })).toMatchObject({ site: "developer", locale: "de", available: false, locales: ["en"] });
    expect(contextOf("https://cars.example.com/de", { host: "cars.example.com" }).available).toBe(false);
  });

  it("builds the origin from the configuration, never from an unknown Host", () => {
    expect(contextOf("https://www.example.com/", { host: "evil.example" })).toMatchObject({ origin: "https://www.example.com", site: "main" });
  });

  it("gives the editor's own screens the locale they came from, else the browser's among the variant's", () => {
    expect(contextOf("https://www.example.com/editor/forms/new?returnTo=%2Fjp%2Fkontakt", { host: "www.example.com" }).locale).toBe("jp");
    expect(contextOf("https://www.example.com/editor/forms/new", { host: "www.example.com", "accept-language": "de-CH,de;q=0.9" }).locale).toBe("de");
    expect(contextOf("https://developer.example.com/editor/forms/new", { host: "developer.example.com", "accept-language": "de" }).locale).toBe("en");
  });

  it("gives a request Remix answers with a document its own server-render store, and none to a `.data` request (ADR 017)", () => {
    const document = contextOf("https://www.example.com/de/styleguide");
    expect(document.serverRender).toBeInstanceOf(Map);
    expect(contextOf("https://www.example.com/de/styleguide").serverRender).not.toBe(document.serverRender);
    expect(contextOf("https://www.example.com/").serverRender).toBeInstanceOf(Map);
    for (const url of ["https://www.example.com/de/styleguide.data", "https://www.example.com/_root.data?_routes=root", "https://www.example.com/styleguide?_data=cms-page"]) {
      expect(contextOf(url).serverRender, url).toBeNull();
    }
  });

  it("gives each request its own outage flag", () => {
    const first = contextOf("https://www.example.com/");
    first.outage.met = true;
    expect(contextOf("https://www.example.com/").outage.met).toBe(false);
  });
});
