import { sql } from "kysely";
import type { Db } from "../../../../db";
import { changeContent } from "~/lib/content-events.server";
import { readCsv, type CsvProblem } from "./csv-file.server";

export const QUOTE_COLUMNS = ["date", "open", "high", "low", "close", "volume"] as const;
/** 80 years of trading days: a 100,000-line file is refused with its own message. */
export const MAX_QUOTE_ROWS = 20_000;
const SYMBOL = /^[A-Z0-9.-]{1,12}$/;

export type Quote = { day: string; open: number; high: number; low: number; close: number; volume: number };
export type QuotePreview = { symbol: string; quotes: Quote[]; problems: CsvProblem[]; added: number; changed: number };

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

/** A price cell: digits with a point or a comma as the decimal mark (12.5, 12,50), never below zero. */
function price(cells: Record<string, string>, column: string, line: number, problems: CsvProblem[]): number {
  const raw = cells[column].replace(",", ".");
  if (!PRICE.test(raw)) problems.push({ line, column, reason: "csvPrice" });
  return Number(raw);
}

/** Whether a symbol is a ticker as stored (upper case letters, digits, dot, hyphen). */
export function isSymbol(value: string): boolean {
  return SYMBOL.test(value);
}

/** Reads and checks a quotes CSV for one symbol; `added`/`changed` count days new to it and days it already has. */
export async function previewQuotes(db: Db, symbol: string, text: string): Promise<QuotePreview> {
  const { rows, problems } = readCsv(text, { columns: QUOTE_COLUMNS, maxRows: MAX_QUOTE_ROWS });
  const seen = new Map<string, number>();
  const quotes: Quote[] = [];
  for (const { line, cells } of rows) {
    const day = cells.date;
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00Z`).toISOString().slice(0, 10) === day;
    if (!valid) problems.push({ line, column: "date", reason: "csvDate" });
    else if (seen.has(day)) problems.push({ line, column: "date", reason: "csvDuplicateDay", params: { line: seen.get(day)! } });
    else seen.set(day, line);
    const before = problems.length;
    const [open, high, low, close] = (["open", "high", "low", "close"] as const).map((c) => price(cells, c, line, problems));
    const pricesRead = problems.length === before;
    if (pricesRead && (high < Math.max(open, close, low) || low > Math.min(open, close))) problems.push({ line, column: "high", reason: "csvRange" });
    const volume = cells.volume === "" ? 0 : Number(cells.volume.replace(/['’ ]/g, ""));
    if (!Number.isSafeInteger(volume) || volume < 0) problems.push({ line, column: "volume", reason: "csvVolume" });
    quotes.push({ day, open, high, low, close, volume });
  }
  problems.sort((a, b) => a.line - b.line);
  let changed = 0;
  if (!problems.length && quotes.length) {
    const days = quotes.map((q) => q.day);
    const row = await db.selectFrom("stock_quotes").select(sql<string>`count(*)`.as("n")).where("symbol", "=", symbol).where("day", "in", days).executeTakeFirstOrThrow();
    changed = Number(row.n);
  }
  if (!problems.length && !quotes.length) problems.push({ line: 2, column: "", reason: "csvEmpty" });
  return { symbol, quotes, problems, added: quotes.length - changed, changed };
}

/** Applies a checked file: every row in one transaction (new days added, known days replaced), or nothing. */
export async function applyQuotes(db: Db, preview: QuotePreview): Promise<void> {
  if (preview.problems.length) throw new Error("applyQuotes: the file has problems");
  await changeContent(db, async (trx, changed) => {
    for (let i = 0; i < preview.quotes.length; i += 500) {
      await trx
        .insertInto("stock_quotes")
        .values(preview.quotes.slice(i, i + 500).map((q) => ({ symbol: preview.symbol, ...q })))
        .onConflict((oc) =>
          oc.columns(["symbol", "day"]).doUpdateSet((eb) => ({
            open: eb.ref("excluded.open"),
            high: eb.ref("excluded.high"),
            low: eb.ref("excluded.low"),
            close: eb.ref("excluded.close"),
            volume: eb.ref("excluded.volume"),
          })),
        )
        .execute();
    }
    await changed(`stock_quotes:${preview.symbol}`);
  });
}

/** The symbols that have quotes (the form offers them). */
export async function quoteSymbols(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("stock_quotes").select("symbol").distinct().orderBy("symbol").execute();
  return rows.map((r) => r.symbol);
}
