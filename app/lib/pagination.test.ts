import { describe, expect, it } from "vitest";
import { pageItems, parsePaging, sliceOf } from "./pagination";

const parse = (query: string) => parsePaging(new URLSearchParams(query));

describe("parsePaging", () => {
  it("reads valid values", () => {
    expect(parse("page=3&page_size=24")).toEqual({ page: 3, pageSize: 24 });
    expect(parse("page_size=all")).toEqual({ page: 1, pageSize: "all" });
    expect(parse("")).toEqual({ page: 1, pageSize: 12 });
  });
  it.each(["page=-3", "page=0", "page=abc", "page=999999999999", "page=1.5", "page=%20"])("gives page 1 for %s", (q) => {
    expect(parse(q).page).toBe(1);
  });
  it.each(["page_size=abc", "page_size=-12", "page_size=13", "page_size=100000", "page_size=ALL"])("gives size 12 for %s", (q) => {
    expect(parse(q).pageSize).toBe(12);
  });
});

describe("sliceOf", () => {
  it("computes limit and offset and clamps past the last page", () => {
    expect(sliceOf({ page: 2, pageSize: 12 }, 30)).toEqual({ page: 2, limit: 12, offset: 12 });
    expect(sliceOf({ page: 9, pageSize: 12 }, 30)).toEqual({ page: 3, limit: 12, offset: 24 });
    expect(sliceOf({ page: 4, pageSize: "all" }, 30)).toEqual({ page: 1, limit: null, offset: 0 });
    expect(sliceOf({ page: 3, pageSize: 12 }, 0)).toEqual({ page: 1, limit: 12, offset: 0 });
  });
});

describe("pageItems", () => {
  it("puts gaps around the current page", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });
});
