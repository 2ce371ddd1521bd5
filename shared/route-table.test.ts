import { describe, expect, it } from "vitest";
import { isCleanPath, matchRoute, routeId, tableRouteOf } from "./route-table";

describe("matchRoute", () => {
  it("decodes a route parameter", () => {
    expect(matchRoute("/de/produkte/katalog/s%C3%BC%C3%9F")).toMatchObject({ name: "product", locale: "de", params: { slug: "süß" } });
  });

  it.each(["/products/catalog/%E0%A4%A", "/products/catalog/%ZZ", "/products/catalog/%00", "/products/catalog/a%0Ab", "/newsroom/blog/%"])(
    "matches no route for %s (broken %%-encoding or a control character: no slug has it)",
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );
});

describe("tableRouteOf", () => {
  it("names the table route and locale of a generated route id", () => {
    expect(tableRouteOf(routeId("blogTag", "de"))).toEqual({ name: "blogTag", locale: "de" });
    expect(tableRouteOf("careerNewsArticle.kr")).toEqual({ name: "careerNewsArticle", locale: "kr" });
  });

  it.each(["root", "cms-page", "cms-home", "routes/sitemap[.]xml", "blog.fr", "nothing.en", "toString.en"])("knows %s is no table route", (id) => {
    expect(tableRouteOf(id)).toBeNull();
  });
});

describe("isCleanPath", () => {
  it.each(["/de/produkte/katalog/s%C3%BC%C3%9F", "/newsroom/blog/tag/100%25", "/"])("takes %s", (path) => {
    expect(isCleanPath(path)).toBe(true);
  });

  it.each(["/products/catalog/%E0%A4%A", "/products/catalog/%ZZ", "/products/catalog/%00", "/products/catalog/a%0Ab", "/newsroom/blog/%"])("refuses %s", (path) => {
    expect(isCleanPath(path)).toBe(false);
  });
});
