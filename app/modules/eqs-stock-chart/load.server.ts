import { sql } from "kysely";
import type { ModuleLoader } from "../loader-types";
import { downsampleWeekly, monthsBefore, type QuotePoint, type StockChartRows } from "./quotes";
import type { EqsStockChartData } from "./schema";

/** History sent to the page; the Max button shows all of it. */
export const HISTORY_MONTHS = 60;
/** Daily closes for the newest year, weekly ones before (SPEC is silent; keeps the JSON ~10 KB). */
export const DAILY_MONTHS = 12;

const isoDay = sql<string>`to_char(day, 'YYYY-MM-DD')`;

/** The share's closing prices, counted back from its newest stored quote. */
export const loadEqsStockChart: ModuleLoader<EqsStockChartData, StockChartRows> = async (data, { db }) => {
  const newest = await db
    .selectFrom("stock_quotes")
    .select(sql<string | null>`to_char(max(day), 'YYYY-MM-DD')`.as("day"))
    .where("symbol", "=", data.symbol)
    .executeTakeFirst();
  if (!newest?.day) return { series: [] };
  const rows = await db
    .selectFrom("stock_quotes")
    .select([isoDay.as("day"), "close"])
    .where("symbol", "=", data.symbol)
    .where("day", ">=", monthsBefore(newest.day, HISTORY_MONTHS))
    .orderBy("day")
    .execute();
  const points: QuotePoint[] = rows.map((row) => [row.day, Number(row.close)]);
  return { series: downsampleWeekly(points, monthsBefore(newest.day, DAILY_MONTHS)) };
};
