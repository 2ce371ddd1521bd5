import { stringify } from "csv-stringify/sync";
import type { Db } from "../../db";
import { sliceOf, lastPage, type Paging } from "~/lib/pagination";
import { safeCsvCell } from "./csv-cell";
import type { FieldDefinition } from "./form-definition";
import { valueFieldNames } from "./forms.server";

// Stored submissions of one form for signed-in editors: a paged list and a CSV export.

export type SubmissionRow = {
  id: string;
  createdAt: string;
  values: Record<string, string>;
  locale: string;
  pagePath: string;
  forwardStatus: "none" | "pending" | "sent" | "failed";
  forwardAttempts: number;
  forwardError: string | null;
};

type DbRow = {
  id: string | number | bigint;
  created_at: Date | string;
  values: Record<string, string> | string;
  locale: string;
  page_path: string;
  forward_status: "none" | "pending" | "sent" | "failed";
  forward_attempts: number;
  forward_error: string | null;
};

const COLUMNS = ["id", "created_at", "values", "locale", "page_path", "forward_status", "forward_attempts", "forward_error"] as const;

function toRow(row: DbRow): SubmissionRow {
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    values: typeof row.values === "string" ? (JSON.parse(row.values) as Record<string, string>) : row.values,
    locale: row.locale,
    pagePath: row.page_path,
    forwardStatus: row.forward_status,
    forwardAttempts: row.forward_attempts,
    forwardError: row.forward_error,
  };
}

/**
 * The columns of the form's submissions: the value fields of its current definition in their
 * order, then the names earlier versions of the form had (kept in `past_field_names` when the
 * form is saved), so no answer is hidden. No submission is read for this.
 */
export async function submissionColumns(db: Db, formId: number, fields: FieldDefinition[]): Promise<string[]> {
  const current = valueFieldNames(fields);
  const form = await db.selectFrom("forms").select("past_field_names").where("id", "=", formId).executeTakeFirst();
  const known = new Set(current);
  const older = (form?.past_field_names ?? []).filter((key) => !known.has(key)).sort();
  return [...current, ...older];
}

/** One page of submissions, newest first (SPEC §2.8 paging: page and page_size). */
export async function listSubmissions(
  db: Db,
  formId: number,
  paging: Paging,
): Promise<{ rows: SubmissionRow[]; total: number; page: number; last: number }> {
  const { count } = await db
    .selectFrom("form_submissions")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("form_id", "=", formId)
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const slice = sliceOf(paging, total);
  const own = db.selectFrom("form_submissions").where("form_id", "=", formId);
  // The page's ids from the (form_id, created_at, id) index, walked from the nearer end: the
  // last page reads as little as the first (issue 27 item 4); then those rows only.
  const fromEnd = slice.offset > total / 2;
  const ids = fromEnd
    ? (await own.select("id").orderBy("created_at").orderBy("id").limit(Math.max(0, Math.min(slice.limit, total - slice.offset))).offset(Math.max(0, total - slice.offset - slice.limit)).execute()).reverse()
    : await own.select("id").orderBy("created_at", "desc").orderBy("id", "desc").limit(slice.limit).offset(slice.offset).execute();
  const byId = new Map(
    ids.length ? ((await db.selectFrom("form_submissions").select(COLUMNS).where("id", "in", ids.map((r) => r.id)).execute()) as DbRow[]).map((r) => [String(r.id), r]) : [],
  );
  const rows = ids.flatMap((r) => byId.get(String(r.id)) ?? []);
  return { rows: rows.map(toRow), total, page: slice.page, last: lastPage(total, paging.pageSize) };
}

export type CsvLabels = { submittedAt: string; forwarding: string; page: string; locale: string; status: (row: SubmissionRow) => string };

/** "2026-11-22 09:30:00" (UTC): a form spreadsheets read as a date. */
export function csvDate(iso: string): string {
  return iso.slice(0, 19).replace("T", " ");
}

/** The CSV lines of some submissions (no header). */
export function csvLines(rows: SubmissionRow[], columns: string[], labels: CsvLabels): string {
  const records = rows.map((row) => [
    csvDate(row.createdAt),
    ...columns.map((name) => row.values[name] ?? ""),
    labels.status(row),
    row.pagePath,
    row.locale,
  ]);
  return stringify(records.map((cells) => cells.map((cell) => safeCsvCell(String(cell)))), { record_delimiter: "\r\n" });
}

export function csvHeader(columns: string[], labels: CsvLabels): string {
  const cells = [`${labels.submittedAt} (UTC)`, ...columns, labels.forwarding, labels.page, labels.locale];
  // A byte order mark first, so Excel reads the file as UTF-8.
  return stringify([cells.map(safeCsvCell)], { bom: true, record_delimiter: "\r\n" });
}

const BATCH = 500;

/**
 * Every submission of the form as CSV, newest first, streamed in batches so a large export does
 * not sit in memory at once. Batches follow the id downwards (ids grow with every submission).
 */
export function submissionsCsv(db: Db, formId: number, columns: string[], labels: CsvLabels): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvHeader(columns, labels)));
        return;
      }
      let query = db.selectFrom("form_submissions").select(COLUMNS).where("form_id", "=", formId).orderBy("id", "desc").limit(BATCH);
      if (before !== null) query = query.where("id", "<", before);
      const rows = (await query.execute()).map((r) => toRow(r as DbRow));
      if (rows.length) controller.enqueue(encoder.encode(csvLines(rows, columns, labels)));
      if (rows.length < BATCH) controller.close();
      else before = rows[rows.length - 1].id;
    },
  });
}
