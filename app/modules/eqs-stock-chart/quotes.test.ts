import { describe, expect, it } from "vitest";
import { downsampleWeekly, filterRange, latestQuotes, monthsBefore, type QuotePoint } from "./quotes";

/** Weekday closes from `from` to `to` (inclusive), the close rising by 1 a day from 100. */
function weekdays(from: string, to: string): QuotePoint[] {
  const points: QuotePoint[] = [];
  let close = 100;
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    points.push([d.toISOString().slice(0, 10), close++]);
  }
  return points;
}

describe("monthsBefore", () => {
  it("goes back calendar months, clamping to the month's last day", () => {
    expect(monthsBefore("2026-11-20", 1)).toBe("2026-10-20");
    expect(monthsBefore("2026-11-20", 36)).toBe("2023-11-20");
    expect(monthsBefore("2026-03-31", 1)).toBe("2026-02-28");
    expect(monthsBefore("2024-03-31", 1)).toBe("2024-02-29");
    expect(monthsBefore("2026-01-15", 1)).toBe("2025-12-15");
  });
});

describe("filterRange", () => {
  const points = weekdays("2023-01-02", "2026-11-20");

  it("counts back from the newest quote, not from today", () => {
    const month = filterRange(points, "1m");
    expect(month[0][0]).toBe("2026-10-20");
    expect(month.at(-1)![0]).toBe("2026-11-20");
    expect(filterRange(points, "6m")[0][0]).toBe("2026-05-20");
    expect(filterRange(points, "1y")[0][0]).toBe("2025-11-20");
    expect(filterRange(points, "3y")[0][0]).toBe("2023-11-20");
  });

  it("starts on the first trading day when the cut-off falls on a weekend", () => {
    // 2026-09-20 is a Sunday.
    expect(filterRange(weekdays("2026-08-01", "2026-10-20"), "1m")[0][0]).toBe("2026-09-21");
  });

  it("shows everything for Max, and for a range longer than the history", () => {
    expect(filterRange(points, "max")).toHaveLength(points.length);
    const short = weekdays("2026-10-01", "2026-11-20");
    expect(filterRange(short, "3y")).toEqual(short);
    expect(filterRange([], "1y")).toEqual([]);
  });
});

describe("downsampleWeekly", () => {
  it("keeps daily points from the cut-off and one close per week (its last day) before", () => {
    const points = weekdays("2026-01-05", "2026-02-13"); // Mon 5 Jan to Fri 13 Feb: six full weeks
    const result = downsampleWeekly(points, "2026-02-02");
    expect(result.map(([day]) => day)).toEqual([
      "2026-01-09", "2026-01-16", "2026-01-23", "2026-01-30",
      "2026-02-02", "2026-02-03", "2026-02-04", "2026-02-05", "2026-02-06",
      "2026-02-09", "2026-02-10", "2026-02-11", "2026-02-12", "2026-02-13",
    ]);
  });

  it("keeps the last day before the cut-off in a week the cut-off splits", () => {
    const points = weekdays("2026-01-05", "2026-01-16");
    const result = downsampleWeekly(points, "2026-01-14"); // a Wednesday
    expect(result.map(([day]) => day)).toEqual(["2026-01-09", "2026-01-13", "2026-01-14", "2026-01-15", "2026-01-16"]);
  });

  it("shrinks years of history to about a fifth", () => {
    const points = weekdays("2021-11-22", "2026-11-20");
    const result = downsampleWeekly(points, monthsBefore("2026-11-20", 12));
    expect(result.length).toBeLessThan(points.length * 0.4);
    expect(result.at(-1)).toEqual(points.at(-1));
  });
});

describe("latestQuotes", () => {
  it("gives the newest closes first with the change against the close before", () => {
    const points: QuotePoint[] = [["2026-11-17", 50], ["2026-11-18", 55], ["2026-11-19", 44], ["2026-11-20", 44]];
    expect(latestQuotes(points, 3)).toEqual([
      { day: "2026-11-20", close: 44, changePercent: 0 },
      { day: "2026-11-19", close: 44, changePercent: -20 },
      { day: "2026-11-18", close: 55, changePercent: 10 },
    ]);
    expect(latestQuotes(points, 10).at(-1)).toEqual({ day: "2026-11-17", close: 50, changePercent: null });
  });
});
