import { describe, expect, it } from "vitest";
import { matchRoute } from "./route-table";

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
