import { describe, expect, it } from "vitest";
import { withoutTrailingSlash } from "./trailing-slash";

const of = (path: string) => withoutTrailingSlash(new URL(path, "http://example.com"));

describe("withoutTrailingSlash", () => {
  it("drops the trailing slash and keeps the query", () => {
    expect(of("/products/catalog/")).toBe("/products/catalog");
    expect(of("/products/catalog/?page=2&page_size=24")).toBe("/products/catalog?page=2&page_size=24");
    expect(of("/de/")).toBe("/de");
    expect(of("/de/produkte///")).toBe("/de/produkte");
  });

  it("leaves the home page and slash-less paths alone", () => {
    expect(of("/")).toBeNull();
    expect(of("/?q=1")).toBeNull();
    expect(of("/products/catalog")).toBeNull();
    expect(of("/products/catalog?x=/")).toBeNull();
  });

  it("never leads to another host", () => {
    expect(withoutTrailingSlash(new URL("http://example.com//evil.example/"))).toBe("/evil.example");
    expect(withoutTrailingSlash(new URL("http://example.com///"))).toBe("/");
  });
});
