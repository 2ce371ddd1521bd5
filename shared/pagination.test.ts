import { describe, expect, it } from "vitest";
import { ALL_PAGE_LIMIT, DEFAULT_PAGE_SIZE, lastPage, pageItems, parsePaging, sliceOf } from "./pagination";

const parse = (query: string) => parsePaging(new URLSearchParams(query));

describe("parsePaging (SPEC §2.8)", () => {
  it("reads valid values", () => {
    expect(parse("page=3&page_size=24")).toEqual({ page: 3, pageSize: 24 });
    expect(parse("page=2&page_size=12")).toEqual({ page: 2, pageSize: 12 });
    expect(parse("page_size=all")).toEqual({ page: 1, pageSize: "all" });
    expect(parse("")).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(parse("page=999999")).toEqual({ page: 999999, pageSize: 12 });
  });

  it.each([
    "page=-3",
    "page=0",
    "page=00",
    "page=abc",
    "page=",
    "page=999999999999",
    "page=1e9",
    "page=1.5",
    "page=%20",
    "page=+3",
    "page=0x10",
    "page=3abc",
    "page=Infinity",
    "page=NaN",
    "page=%E2%80%8B2",
  ])("gives page 1 for %s", (q) => {
    expect(parse(q).page).toBe(1);
  });

  it.each([
    "page_size=",
    "page_size=abc",
    "page_size=-12",
    "page_size=0",
    "page_size=13",
    "page_size=48",
    "page_size=100000",
    "page_size=999999999999",
    "page_size=ALL",
    "page_size=24.0",
    "page_size=%2024",
    "page_size=1e2",
  ])("gives size 12 for %s", (q) => {
    expect(parse(q).pageSize).toBe(12);
  });

  it("uses the first of repeated parameters", () => {
    expect(parse("page=2&page=5&page_size=24&page_size=all")).toEqual({ page: 2, pageSize: 24 });
  });
});

describe("sliceOf and lastPage", () => {
  it("computes limit and offset", () => {
    expect(sliceOf({ page: 1, pageSize: 12 }, 30)).toEqual({ page: 1, limit: 12, offset: 0 });
    expect(sliceOf({ page: 2, pageSize: 12 }, 30)).toEqual({ page: 2, limit: 12, offset: 12 });
    expect(sliceOf({ page: 2, pageSize: 24 }, 30)).toEqual({ page: 2, limit: 24, offset: 24 });
  });

  it("shows the last page for a page past the end", () => {
    expect(sliceOf({ page: 9, pageSize: 12 }, 30)).toEqual({ page: 3, limit: 12, offset: 24 });
    expect(sliceOf({ page: 999999, pageSize: 24 }, 25)).toEqual({ page: 2, limit: 24, offset: 24 });
  });

  it("has one page for 'all' up to ALL_PAGE_LIMIT rows, and for an empty list", () => {
    expect(sliceOf({ page: 4, pageSize: "all" }, 30)).toEqual({ page: 1, limit: ALL_PAGE_LIMIT, offset: 0 });
    expect(sliceOf({ page: 3, pageSize: 12 }, 0)).toEqual({ page: 1, limit: 12, offset: 0 });
    expect(lastPage(0, 12)).toBe(1);
    expect(lastPage(12, 12)).toBe(1);
    expect(lastPage(13, 12)).toBe(2);
    expect(lastPage(ALL_PAGE_LIMIT, "all")).toBe(1);
  });

  it("pages 'all' by ALL_PAGE_LIMIT once a list outgrows it (issue 27: no visitor renders 16,000 rows)", () => {
    expect(lastPage(ALL_PAGE_LIMIT + 1, "all")).toBe(2);
    expect(lastPage(16_000, "all")).toBe(Math.ceil(16_000 / ALL_PAGE_LIMIT));
    expect(sliceOf({ page: 2, pageSize: "all" }, 500)).toEqual({ page: 2, limit: ALL_PAGE_LIMIT, offset: ALL_PAGE_LIMIT });
    expect(sliceOf({ page: 99, pageSize: "all" }, 500)).toEqual({ page: 3, limit: ALL_PAGE_LIMIT, offset: 2 * ALL_PAGE_LIMIT });
  });
});

describe("pageItems: first, last, current ±1, gaps as ellipses", () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, "gap", 10]],
    [2, 10, [1, 2, 3, "gap", 10]],
    [3, 10, [1, 2, 3, 4, "gap", 10]],
    [4, 10, [1, 2, 3, 4, 5, "gap", 10]],
    [6, 10, [1, "gap", 5, 6, 7, "gap", 10]],
    [5, 10, [1, "gap", 4, 5, 6, "gap", 10]],
    [7, 10, [1, "gap", 6, 7, 8, 9, 10]],
    [8, 10, [1, "gap", 7, 8, 9, 10]],
    [50, 100, [1, "gap", 49, 50, 51, "gap", 100]],
    [10, 10, [1, "gap", 9, 10]],
  ] as const)("page %i of %i", (current, last, expected) => {
    expect(pageItems(current, last)).toEqual(expected);
  });

  it("shows a single hidden page instead of an ellipsis", () => {
    expect(pageItems(4, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 5)).toEqual([1, 2, "gap", 5]);
  });
});
