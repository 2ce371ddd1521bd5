import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS, staysOnSite } from "./open-redirect-corpus";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/", "/de/produkte?x=1", "/company/about-us#team", "/a/b/../c?q=%2F"])("keeps the same-site path %s", (path) => {
    expect(staysOnSite(safeRedirectPath(path, "/home"))).toBe(true);
    expect(safeRedirectPath(path, "/home")).not.toBe("/home");
  });

  it("resolves dot segments of a same-site path", () => {
    expect(safeRedirectPath("/a/./b/../c", "/home")).toBe("/a/c");
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("never answers a way off the site for %j", (target) => {
    const answer = safeRedirectPath(target, "/home");
    expect(staysOnSite(answer)).toBe(true);
    expect(answer.startsWith("//")).toBe(false);
  });

  it.each(["/.//evil.example", "/..//", "/a/..//", "/%2e//", "/a/..//evil.example"])("refuses %s, whose normalised path is protocol-relative", (target) => {
    expect(safeRedirectPath(target, "/home")).toBe("/home");
  });

  it.each([undefined, 42, null, {}])("refuses a non-string %j", (target) => {
    expect(safeRedirectPath(target, "/home")).toBe("/home");
  });
});
