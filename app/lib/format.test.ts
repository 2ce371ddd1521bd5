import { describe, expect, it } from "vitest";
import { formatDate, formatUsd, localized, truncate, workload } from "./format";

describe("format", () => {
  it("truncates at 75 characters by default and 100 for links", () => {
    expect(truncate("short")).toBe("short");
    const long = "x".repeat(80);
    expect(truncate(long)).toHaveLength(75);
    expect(truncate(long).endsWith("…")).toBe(true);
    expect(truncate("y".repeat(120), 100)).toHaveLength(100);
  });
  it("formats USD with two decimals", () => {
    expect(formatUsd("1234.5")).toBe("$1,234.50");
    expect(formatUsd(3)).toBe("$3.00");
  });
  it("shows workload as 100% without a pensum and min - max% for a range", () => {
    expect(workload(null, null)).toBe("100%");
    expect(workload(80, 100)).toBe("80 - 100%");
    expect(workload(100, 100)).toBe("100%");
    expect(workload(60, null)).toBe("60%");
  });
  it("formats dates per locale and falls back to English content", () => {
    expect(formatDate("2026-11-22T00:00:00Z", "en")).toBe("November 22, 2026");
    expect(formatDate("2026-11-22T00:00:00Z", "de")).toBe("22. November 2026");
    expect(localized({ en: "a", de: "b" }, "de")).toBe("b");
    expect(localized({ en: "a" }, "jp")).toBe("a");
  });
});
