import { parse } from "csv-parse/sync";

/** A problem with one cell or line of an uploaded CSV: where (1-based line, column name) and why (an English message key's text). */
export type CsvProblem = { line: number; column: string; reason: string; params?: Record<string, string | number> };

export type CsvRows = { rows: { line: number; cells: Record<string, string> }[]; problems: CsvProblem[] };

/** Largest CSV the importers read (a year of daily quotes is ~15 KB; the whole catalogue in five locales well under this). */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** A cell our own export protected against spreadsheet formulas ('=…) reads back as it was. */
const unprotect = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** Semicolon when the header line has one (spreadsheets in German locales, with decimal commas), else comma. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return firstLine.includes(";") ? ";" : ",";
}

/**
 * Reads an uploaded CSV: UTF-8 with or without a byte-order mark, comma- or semicolon-separated
 * (as spreadsheet programs in German locales write it), quoted cells with newlines and quotes
 * inside. The first line must name exactly the expected columns (any order, any case); at most
 * `maxRows` data lines. Every problem is reported with its line; nothing is applied here.
 */
export function readCsv(text: string, { columns, maxRows }: { columns: readonly string[]; maxRows: number }): CsvRows {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, { bom: true, delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: true, trim: true, info: true });
  } catch (error) {
    const line = Number((error as { lines?: number }).lines) || 1;
    return { rows: [], problems: [{ line, column: "", reason: "csvSyntax" }] };
  }
  const records = parsed.map((p) => p.record);
  if (records.length === 0) return { rows: [], problems: [{ line: 1, column: "", reason: "csvEmpty" }] };
  const header = records[0].map((name) => name.trim().toLowerCase());
  const missing = columns.filter((column) => !header.includes(column));
  const unknown = header.filter((name) => !columns.includes(name));
  if (missing.length || unknown.length) {
    return { rows: [], problems: [{ line: 1, column: [...missing, ...unknown].join(", "), reason: "csvHeader" }] };
  }
  if (records.length - 1 > maxRows) return { rows: [], problems: [{ line: parsed[maxRows].info.lines + 1, column: "", reason: "csvTooManyRows", params: { n: maxRows } }] };
  const problems: CsvProblem[] = [];
  const rows = records.slice(1).map((record, index) => {
    // The line a record starts on: the one after the previous record ends (quoted cells may span lines).
    const line = parsed[index].info.lines + 1;
    if (record.length !== header.length) problems.push({ line, column: "", reason: "csvColumnCount" });
    return { line, cells: Object.fromEntries(header.map((name, i) => [name, unprotect(record[i] ?? "")])) };
  });
  return { rows, problems };
}
