import { describe, expect, it } from "vitest";
import { isOriginForm, requestUrl } from "./request-target";

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
