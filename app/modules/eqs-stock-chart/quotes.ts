// Pure helpers over a share's closing prices, shared by the loader (downsampling) and the
// renderer (range buttons, latest prices table). Dates are ISO days ("2026-11-20"), in UTC.

/** One closing price: [ISO day, close]. Tuples keep the page's JSON small. */
export type QuotePoint = [day: string, close: number];

/** The range buttons, oldest cut-off last; "max" shows everything loaded. */
export const RANGES = ["1m", "6m", "1y", "3y", "max"] as const;
export type QuoteRange = (typeof RANGES)[number];

const MONTHS: Record<Exclude<QuoteRange, "max">, number> = { "1m": 1, "6m": 6, "1y": 12, "3y": 36 };

/** The ISO day `months` calendar months before `day` (clamped to the month's end: Mar 31 − 1 → Feb 28). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The points of a range, counted back from the newest point (not from today: quotes can be stale). */
export function filterRange(points: readonly QuotePoint[], range: QuoteRange): QuotePoint[] {
  if (range === "max" || points.length === 0) return [...points];
  const from = monthsBefore(points[points.length - 1][0], MONTHS[range]);
  return points.filter(([day]) => day >= from);
}

/** Monday of the ISO week of a day, as an ISO day. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Keeps every point on or after `dailyFrom` and, before it, only the last point of each week
 * (a weekly close): years of history at a fifth of the size. Points must be in date order.
 */
export function downsampleWeekly(points: readonly QuotePoint[], dailyFrom: string): QuotePoint[] {
  const result: QuotePoint[] = [];
  points.forEach((point, i) => {
    const next = points[i + 1];
    const lastOfWeek = !next || next[0] >= dailyFrom || weekOf(next[0]) !== weekOf(point[0]);
    if (point[0] >= dailyFrom || lastOfWeek) result.push(point);
  });
  return result;
}

export type LatestQuote = { day: string; close: number; changePercent: number | null };

/** The newest `count` closes, newest first, each with its change against the close before it. */
export function latestQuotes(points: readonly QuotePoint[], count: number): LatestQuote[] {
  const rows: LatestQuote[] = [];
  for (let i = points.length - 1; i >= 0 && rows.length < count; i--) {
    const previous = points[i - 1];
    const [day, close] = points[i];
    rows.push({ day, close, changePercent: previous && previous[1] !== 0 ? ((close - previous[1]) / previous[1]) * 100 : null });
  }
  return rows;
}

/** What the loader hands the renderer: daily closes for the last year, weekly before that. */
export type StockChartRows = { series: QuotePoint[] };
