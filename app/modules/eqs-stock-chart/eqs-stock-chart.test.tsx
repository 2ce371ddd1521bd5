import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { prepareModule } from "../prepare.server";
import { DAILY_MONTHS, HISTORY_MONTHS, loadEqsStockChart } from "./load.server";
import { monthsBefore, type QuotePoint } from "./quotes";
import { eqsStockChartSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const series: QuotePoint[] = [
  ["2026-11-06", 50],
  ["2026-11-09", 51],
  ["2026-11-10", 50.49],
  ["2026-11-11", 52],
  ["2026-11-12", 52],
  ["2026-11-13", 53.5],
  ["2026-11-16", 54],
  ["2026-11-17", 53],
  ["2026-11-18", 55.25],
  ["2026-11-19", 56],
  ["2026-11-20", 58.1],
];
const data = { symbol: "VIRN", currency: "CHF", defaultRange: "1y" };

describe("EQS_STOCK_CHART renderer (server and no-JavaScript view)", () => {
  it("shows the latest close and a captioned table of the latest prices, open until the chart is drawn", () => {
    const html = renderModule("EQS_STOCK_CHART", data, { rows: { series } });
    expect(html).toContain('data-module="EQS_STOCK_CHART"');
    expect(html).toMatch(/<span class="eqs-stock-chart__price">CHF\s58.10<\/span>/);
    expect(html).toContain('<span class="eqs-stock-chart__change is-up">+3.75%</span>');
    expect(html).toContain("Closing price on November 20, 2026");
    expect(html).toContain('<details class="eqs-stock-chart__details" open="">');
    expect(html).toContain("<caption>Latest closing prices of VIRN</caption>");
    expect(html).toContain('<th scope="col">Date</th><th scope="col">Close</th><th scope="col">Change</th>');
    const rowsHtml = html.match(/<tr><th scope="row">.*?<\/tr>/g)!;
    expect(rowsHtml).toHaveLength(10);
    expect(rowsHtml[0]).toContain('<time dateTime="2026-11-20">November 20, 2026</time>');
    expect(rowsHtml[9]).toContain('<time dateTime="2026-11-09">');
    expect(html).toContain('<td class="eqs-stock-chart__change is-down">-1.00%</td>');
    expect(html).toContain('<td class="eqs-stock-chart__change">0.00%</td>');
    // The range buttons need the chart: none before it is drawn.
    expect(html).not.toContain("<button");
  });

  it("formats numbers, dates and labels in the visitor's locale", () => {
    const de = renderModule("EQS_STOCK_CHART", data, { rows: { series }, locale: "de" });
    expect(de).toMatch(/<span class="eqs-stock-chart__price">58,10\sCHF<\/span>/);
    expect(de).toContain("Schlusskurs vom 20. November 2026");
    expect(de).toContain("<caption>Aktuelle Schlusskurse von VIRN</caption>");
    expect(de).toContain("<summary>Aktuelle Kurse als Tabelle</summary>");
    const jp = renderModule("EQS_STOCK_CHART", { ...data, currency: undefined }, { rows: { series }, locale: "jp" });
    expect(jp).toContain('<span class="eqs-stock-chart__price">58.10</span>');
    expect(jp).toContain("<th scope=\"col\">終値</th>");
  });

  it("says so when the symbol has no stored quotes", () => {
    expect(renderModule("EQS_STOCK_CHART", data, { rows: { series: [] } })).toContain("No share price data available.");
    expect(renderModule("EQS_STOCK_CHART", data, { rows: { series: [] }, locale: "kr" })).toContain("주가 데이터가 없습니다.");
  });
});

describe("EQS_STOCK_CHART schema", () => {
  it("requires a ticker symbol and upper-cases it and the currency", () => {
    expect(eqsStockChartSchema.safeParse({ symbol: " " }).error?.issues[0].message).toBe("This field is required");
    expect(eqsStockChartSchema.safeParse({ symbol: "VI RN" }).error?.issues[0].message).toBe("Use letters, digits, dots and hyphens only");
    expect(eqsStockChartSchema.safeParse({ symbol: "X".repeat(13) }).success).toBe(false);
    expect(eqsStockChartSchema.parse({ symbol: "virn.sw", currency: "chf" })).toEqual({ symbol: "VIRN.SW", currency: "CHF", defaultRange: "1y" });
    expect(eqsStockChartSchema.safeParse({ symbol: "VIRN", currency: "Swiss francs" }).error?.issues[0].message).toBe("Enter a three-letter currency code such as CHF");
    expect(eqsStockChartSchema.safeParse({ symbol: "VIRN", defaultRange: "10y" }).success).toBe(false);
  });

  it("salvages stored data with a bad currency or range", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({ id: "m", type: "EQS_STOCK_CHART", layout: {}, data: { symbol: "VIRN", currency: 7, defaultRange: "10y" } });
    expect(module?.data).toEqual({ symbol: "VIRN", defaultRange: "1y" });
    warn.mockRestore();
  });
});

describe("loadEqsStockChart", () => {
  let testDb: TestDb;
  let db: Db;
  const NEWEST = "2026-11-20";

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    // Six years of weekday quotes for VIRN up to NEWEST, and a few for another symbol after it.
    const rows: { symbol: string; day: string; open: number; high: number; low: number; close: number; volume: number }[] = [];
    for (let d = new Date("2020-11-02T00:00:00Z"); d <= new Date(`${NEWEST}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
      if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
      const close = 40 + (rows.length % 50) / 4;
      rows.push({ symbol: "VIRN", day: d.toISOString().slice(0, 10), open: close, high: close, low: close, close, volume: 1000 });
    }
    rows.push({ symbol: "OTHR", day: "2026-11-23", open: 9, high: 9, low: 9, close: 9.99, volume: 1 });
    for (let i = 0; i < rows.length; i += 300) await db.insertInto("stock_quotes").values(rows.slice(i, i + 300)).execute();
  });
  afterAll(() => testDb.destroy());

  it("reads the symbol's closes for five years back from its newest quote: daily for the last year, weekly before", async () => {
    const { series: points } = await loadEqsStockChart({ symbol: "VIRN", defaultRange: "1y" }, { db, locale: "en", site: "main", log: logger });
    const dailyFrom = monthsBefore(NEWEST, DAILY_MONTHS);
    expect(points.at(-1)?.[0]).toBe(NEWEST);
    expect(points[0][0] >= monthsBefore(NEWEST, HISTORY_MONTHS)).toBe(true);
    expect(points[0][0] < monthsBefore(NEWEST, HISTORY_MONTHS - 1)).toBe(true);
    const daily = points.filter(([day]) => day >= dailyFrom);
    const weekly = points.filter(([day]) => day < dailyFrom);
    expect(daily.length).toBeGreaterThan(250);
    expect(weekly.length).toBeGreaterThan(200);
    expect(weekly.length).toBeLessThan(215);
    // Whole weeks give Friday closes (no holidays here); the closes are numbers, not numeric strings.
    expect(weekly.slice(1, -1).every(([day]) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5)).toBe(true);
    expect(typeof points[0][1]).toBe("number");
    expect(JSON.parse(JSON.stringify(points))).toEqual(points);
    expect(JSON.stringify(points).length).toBeLessThan(20_000);
  });

  it("gives an empty series for a symbol without quotes", async () => {
    expect(await loadEqsStockChart({ symbol: "NONE", defaultRange: "1y" }, { db, locale: "en", site: "main", log: logger })).toEqual({ series: [] });
    expect(await loadEqsStockChart({ symbol: "OTHR", defaultRange: "1y" }, { db, locale: "en", site: "main", log: logger })).toEqual({ series: [["2026-11-23", 9.99]] });
  });
});
