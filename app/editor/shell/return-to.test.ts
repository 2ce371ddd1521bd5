import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS, staysOnSite } from "~/lib/open-redirect-corpus";
import { parseReturnTo } from "./return-to";

describe("parseReturnTo", () => {
  it("takes the path and query of a same-site page", () => {
    expect(parseReturnTo("/de/unternehmen?draft=true")).toEqual({ pathname: "/de/unternehmen", search: "?draft=true" });
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("never gives a path off the site for %j", (value) => {
    const parsed = parseReturnTo(value);
    if (parsed) expect(staysOnSite(parsed.pathname + parsed.search)).toBe(true);
  });

  it.each(["/.//evil.example", "/a/..//evil.example", "/%2e//evil.example"])("refuses %s", (value) => {
    expect(parseReturnTo(value)).toBeNull();
  });
});
