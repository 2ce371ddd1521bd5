import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/", "/de/produkte?x=1", "/company/about-us#team"])("keeps the same-site path %s", (path) => {
    expect(safeRedirectPath(path, "/home")).toBe(path);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https:evil.example",
    "https://evil.example/",
    "%2F%2Fevil.example",
    "/%2F/evil.example",
    "/%5Cevil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\tevil",
    "",
    undefined,
    42,
  ])("refuses %s", (target) => {
    expect(safeRedirectPath(target, "/home")).toBe("/home");
  });
});
