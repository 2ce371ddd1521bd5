import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatZonedDateTime, formatUsd, isoDate, localized, truncate, truncateLink, TRUNCATE_DEFAULT, TRUNCATE_LINK, workload } from "./format";

describe("truncate (SPEC §9)", () => {
  it("keeps short text and cuts long text at 75 characters with an ellipsis", () => {
    expect(truncate("short")).toBe("short");
    expect(truncate("x".repeat(75))).toBe("x".repeat(75));
    const cut = truncate("x".repeat(80));
    expect(cut).toHaveLength(TRUNCATE_DEFAULT);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("cuts link text at 100 characters", () => {
    expect(TRUNCATE_LINK).toBe(100);
    expect(truncateLink("y".repeat(100))).toBe("y".repeat(100));
    expect(truncateLink("y".repeat(120))).toHaveLength(100);
    expect(truncate("y".repeat(120), 100)).toHaveLength(100);
  });

  it("prefers a word boundary near the end and never exceeds the limit", () => {
    const text = "Digital humidity and temperature sensor with industry-leading accuracy across the full range";
    const cut = truncate(text);
    expect([...cut].length).toBeLessThanOrEqual(75);
    expect(cut).toBe("Digital humidity and temperature sensor with industry-leading accuracy…");
  });

  it("counts CJK characters and emoji as one each", () => {
    const cjk = "湿".repeat(80);
    expect([...truncate(cjk)]).toHaveLength(75);
    expect(truncate("😀".repeat(76))).toBe(`${"😀".repeat(74)}…`);
  });

  it("collapses whitespace", () => {
    expect(truncate("  a \n\n b  ")).toBe("a b");
    expect(truncate("")).toBe("");
  });
});

describe("formatUsd (SPEC §9)", () => {
  it("formats USD with two decimals from strings and numbers", () => {
    expect(formatUsd("1234.5")).toBe("$1,234.50");
    expect(formatUsd("1234.50")).toBe("$1,234.50");
    expect(formatUsd(3)).toBe("$3.00");
    expect(formatUsd("0.005")).toBe("$0.01");
    expect(formatUsd(1_000_000)).toBe("$1,000,000.00");
  });
});

describe("workload (SPEC §9)", () => {
  it("is 100% without a pensum", () => expect(workload(null, null)).toBe("100%"));
  it("shows a range as min - max%", () => expect(workload(80, 100)).toBe("80 - 100%"));
  it("shows one value when min equals max", () => expect(workload(100, 100)).toBe("100%"));
  it("shows the one bound given", () => {
    expect(workload(60, null)).toBe("60%");
    expect(workload(null, 90)).toBe("90%");
  });
  it("orders a reversed range", () => expect(workload(100, 80)).toBe("80 - 100%"));
});

describe("dates, sizes and content", () => {
  it("formats dates per locale language", () => {
    const date = "2026-11-22T00:00:00Z";
    expect(formatDate(date, "en")).toBe("November 22, 2026");
    expect(formatDate(date, "de")).toBe("22. November 2026");
    expect(formatDate(date, "cn")).toBe("2026年11月22日");
    expect(formatDate(date, "jp")).toBe("2026年11月22日");
    expect(formatDate(date, "kr")).toBe("2026년 11월 22일");
    expect(formatDate(new Date(date), "en")).toBe("November 22, 2026");
    expect(isoDate(date)).toBe("2026-11-22");
  });

  it("formats file sizes in the locale's number format", () => {
    expect(formatBytes(0, "en")).toBe("0 B");
    expect(formatBytes(850, "en")).toBe("850 B");
    expect(formatBytes(1536, "en")).toBe("1.5 KB");
    expect(formatBytes(1_258_291, "en")).toBe("1.2 MB");
    expect(formatBytes(1_258_291, "de")).toBe("1,2 MB");
    expect(formatBytes(52 * 1024 * 1024, "en")).toBe("52 MB");
    expect(formatBytes(3 * 1024 ** 4, "en")).toBe("3,072 GB");
  });

  it("picks the locale's content and falls back to English", () => {
    expect(localized({ en: "a", de: "b" }, "de")).toBe("b");
    expect(localized({ en: "a" }, "jp")).toBe("a");
    expect(localized({}, "jp")).toBeUndefined();
    // Text blocks fall back field by field; English is never merged into itself.
    expect(localized({ en: { title: "T", body: "B" }, de: { title: "Titel" } }, "de")).toEqual({ title: "Titel", body: "B" });
    expect(localized({ en: { title: "T", body: "B" }, de: { title: "Titel" } }, "en")).toEqual({ title: "T", body: "B" });
    expect(localized<Record<string, string>>({ de: { title: "Titel" } }, "de")).toEqual({ title: "Titel" });
  });

  it("shows a scheduled time in the editor's zone, naming the zone", () => {
    expect(formatZonedDateTime("2026-12-01T08:00:00Z", "en", "Europe/Zurich")).toBe("Dec 1, 2026, 09:00 (Europe/Zurich)");
    expect(formatZonedDateTime("2026-12-01T08:00:00Z", "de", "Asia/Tokyo")).toBe("01.12.2026, 17:00 (Asia/Tokyo)");
  });

  it("uses a 24-hour clock in every locale, so server and browser render the same text (issue 47)", () => {
    // 20:30 UTC is 21:30 in Zurich: never "9:30 PM" (whose space differs between ICU versions).
    expect(formatZonedDateTime("2026-12-12T20:30:00Z", "en", "Europe/Zurich")).toBe("Dec 12, 2026, 21:30 (Europe/Zurich)");
    expect(formatZonedDateTime("2026-12-12T20:30:00Z", "de", "Europe/Zurich")).toBe("12.12.2026, 21:30 (Europe/Zurich)");
    for (const locale of ["cn", "jp", "kr"] as const) expect(formatZonedDateTime("2026-12-12T20:30:00Z", locale, "Europe/Zurich")).toMatch(/21:30 \(Europe\/Zurich\)$/);
  });
});
