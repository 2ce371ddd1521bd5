import { describe, expect, it } from "vitest";
import { isOriginForm, plainTarget, requestUrl } from "./request-target";

const ORIGIN = "https://www.example.com";

describe("request targets", () => {
  it.each(["/", "/company?p=1", "/de/produkte/katalog", "/search?q=//evil.example", "/a//b", "/%2F%2Fevil.example"])("serves the origin-form target %s on the site's origin", (target) => {
    expect(isOriginForm(target)).toBe(true);
    const url = requestUrl(target, ORIGIN)!;
    expect(url.origin).toBe(ORIGIN);
    expect(url.href).toBe(ORIGIN + target);
  });

  it.each([
    "//evil.example/company?p=1",
    "/\\evil.example/company",
    "http://evil.example/company?p=1",
    "https://www.example.com/company",
    "*",
    "company",
    "",
    undefined,
  ])("refuses the target %s", (target) => {
    expect(isOriginForm(target)).toBe(false);
    expect(requestUrl(target, ORIGIN)).toBeNull();
  });
});

describe("plainTarget", () => {
  it.each(["/", "/company", "/de/produkte/sensor-1", "/products/catalog/", "/a_b~c-d.e", "/zh/新闻"])(
    "reads %s as the URL parser would, or leaves it to the parser",
    (target) => {
      const plain = plainTarget(target, ORIGIN);
      const parsed = requestUrl(target, ORIGIN)!;
      if (plain) expect({ origin: plain.origin, pathname: plain.pathname, search: plain.search, query: [...plain.searchParams] }).toEqual({ origin: parsed.origin, pathname: parsed.pathname, search: parsed.search, query: [...parsed.searchParams] });
      else expect(target).toMatch(/[^\x21-\x7e]/); // only non-ASCII falls through among these
    },
  );

  it.each(["/company?x=1", "/a/./b", "/a/../b", "/..", "/.well-known/x", "/a%2Fb", "/a//b", "//evil.example/x", "/\\evil", "/a b", "/a;b", "*", "", undefined])(
    "leaves %s to the URL parser (a query, dot segments, escapes, odd characters)",
    (target) => {
      expect(plainTarget(target, ORIGIN)).toBeNull();
    },
  );

  it("leaves a path of more than 2048 characters to the parser", () => {
    expect(plainTarget(`/${"a".repeat(2048)}`, ORIGIN)).toBeNull();
  });
});
