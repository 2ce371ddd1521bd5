import { describe, expect, it } from "vitest";
import { requestedRange } from "./byte-range.server";

const ask = (headers: Record<string, string>, size = 1000) => requestedRange(new Headers(headers), size, '"e1"');

describe("requestedRange", () => {
  it("answers the first, middle, open and suffix ranges", () => {
    expect(ask({ Range: "bytes=0-99" })).toEqual({ start: 0, end: 99 });
    expect(ask({ Range: "bytes=500-" })).toEqual({ start: 500, end: 999 });
    expect(ask({ Range: "bytes=-100" })).toEqual({ start: 900, end: 999 });
    expect(ask({ Range: "bytes=990-2000" })).toEqual({ start: 990, end: 999 }); // clipped to the body
  });

  it("sends the whole body for no range, a malformed one, several, another unit or a stale If-Range", () => {
    expect(ask({})).toBeNull();
    expect(ask({ Range: "bytes=abc" })).toBeNull();
    expect(ask({ Range: "bytes=0-9,500-509" })).toBeNull();
    expect(ask({ Range: "items=0-9" })).toBeNull();
    expect(ask({ Range: "bytes=0-9", "If-Range": '"old"' })).toBeNull();
    expect(ask({ Range: "bytes=0-9", "If-Range": '"e1"' })).toEqual({ start: 0, end: 9 });
  });

  it("says a range that starts past the end cannot be satisfied", () => {
    expect(ask({ Range: "bytes=1000-" })).toBe("unsatisfiable");
    expect(ask({ Range: "bytes=5-9" }, 0)).toBe("unsatisfiable");
  });
});
