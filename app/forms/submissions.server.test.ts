import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { csvFilename } from "~/editor/forms/submissions-route.server";
import { safeCsvCell } from "./csv-cell";
import type { FieldDefinition } from "./form-definition";
import { createForm, updateForm } from "./forms.server";
import { csvHeader, listSubmissions, submissionColumns, submissionsCsv, type CsvLabels } from "./submissions.server";

// Stored submissions for editors: columns, paging newest first, and a CSV that Excel opens as
// UTF-8 and that cannot smuggle formulas into a spreadsheet.

let testDb: TestDb;
let db: Db;
let formId = 0;

const field = (id: string, fieldType: FieldDefinition["fieldType"], name: string): FieldDefinition => ({
  id,
  fieldType,
  name,
  label: name,
  placeholder: "",
  isPlaceholderVisible: false,
  helpBlockText: "",
  isHelpBlockVisible: false,
  isRequired: false,
  isUnique: false,
  isConditional: false,
  conditionalName: "",
  conditionalValue: "",
});
const FIELDS = [field("t", "Title", "intro"), field("a", "TextInput", "name"), field("b", "LongTextInput", "message"), field("c", "Button", "send")];

const labels: CsvLabels = {
  submittedAt: "Submitted at",
  forwarding: "Forwarding",
  page: "Page",
  locale: "Language",
  status: (row) => (row.forwardStatus === "failed" ? `failed: ${row.forwardError}` : row.forwardStatus),
};

async function insert(values: Record<string, string>, createdAt: string, over: Record<string, unknown> = {}) {
  await db
    .insertInto("form_submissions")
    .values({ form_id: formId, form_title: "Contact", values: JSON.stringify(values), locale: "en", page_path: "/contact", created_at: new Date(createdAt), ...over })
    .execute();
}

/** RFC 4180 reading (quoted fields, "" escapes, CRLF records), to check what a spreadsheet would see. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await migrateToLatest(db);
  // An earlier version of the form had a "legacy" field; saving the current one keeps its name.
  const form = { title: "Contact", destination: "", actionUrl: "", successUrl: "", additionalButtons: [] };
  formId = await createForm(db, { ...form, content: [...FIELDS, field("l", "TextInput", "legacy")] });
  await updateForm(db, formId, { ...form, content: FIELDS });
  await insert({ name: "Ann", message: "Hello" }, "2026-01-01T10:00:00Z");
  await insert({ name: "=HYPERLINK(\"http://evil.example\")", message: "a, \"quoted\"\nsecond line" }, "2026-01-02T10:00:00Z", {
    forward_status: "failed",
    forward_attempts: 2,
    forward_error: "HTTP 503",
  });
  await insert({ name: "Zoë 佐藤 김", message: "-1+2", legacy: "@SUM(A1)" }, "2026-01-03T10:00:00Z", { forward_status: "sent", forward_attempts: 1 });
  await insert({ name: "\tTab", message: "\rCR" }, "2026-01-04T10:00:00Z");
}, 60_000);
afterAll(() => testDb.destroy());

describe("safeCsvCell", () => {
  it("defuses values a spreadsheet would run as formulas, and leaves others alone", () => {
    for (const risky of ["=1+1", "+41 44 000", "-5", "@SUM(A1)", "\tx", "\rx"]) expect(safeCsvCell(risky)).toBe(`'${risky}`);
    for (const plain of ["Ann", "", " =1", "a=b", "1-2", "x@y.example"]) expect(safeCsvCell(plain)).toBe(plain);
  });
});

describe("submissions of a form", () => {
  it("has the value fields of the current definition as columns, then names only older submissions carry", async () => {
    expect(await submissionColumns(db, formId, FIELDS)).toEqual(["name", "message", "legacy"]);
  });

  it("takes the columns from the form's definitions, never from scanning the submissions", async () => {
    const other = await createForm(db, { title: "Other", content: FIELDS, destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    await db.insertInto("form_submissions").values({ form_id: other, form_title: "Other", values: JSON.stringify({ name: "x", stray: "y" }), locale: "en" }).execute();
    expect(await submissionColumns(db, other, FIELDS)).toEqual(["name", "message"]);
    // A field renamed in the builder: the old name stays a column after the save.
    const renamed = FIELDS.map((f) => (f.name === "message" ? { ...f, name: "comment" } : f));
    await updateForm(db, other, { title: "Other", content: renamed, destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    expect(await submissionColumns(db, other, renamed)).toEqual(["name", "comment", "message"]);
  });

  it("gives every page the same rows whether it is walked from the start or from the end", async () => {
    const all = (await listSubmissions(db, formId, { page: 1, pageSize: "all" })).rows.map((r) => r.id);
    expect(all).toHaveLength(4);
    const many = await createForm(db, { title: "Many", content: FIELDS, destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    const rows = Array.from({ length: 30 }, (_, i) => ({
      form_id: many,
      form_title: "Many",
      values: JSON.stringify({ name: `n${i}` }),
      locale: "en",
      created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000), // pairs share a time: the id breaks the tie
    }));
    await db.insertInto("form_submissions").values(rows).execute();
    const expected = (await listSubmissions(db, many, { page: 1, pageSize: "all" })).rows.map((r) => r.values.name);
    expect(expected.slice(0, 3)).toEqual(["n29", "n28", "n27"]);
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await listSubmissions(db, many, { page, pageSize: 12 });
      expect(result.page).toBe(page);
      paged.push(...result.rows.map((r) => r.values.name));
    }
    expect(paged).toEqual(expected);
  });

  it("lists newest first, paged with page and page_size", async () => {
    const first = await listSubmissions(db, formId, { page: 1, pageSize: 12 });
    expect(first.total).toBe(4);
    expect(first.last).toBe(1);
    expect(first.rows.map((r) => r.values.name)).toEqual(["\tTab", "Zoë 佐藤 김", "=HYPERLINK(\"http://evil.example\")", "Ann"]);
    expect(first.rows[1]).toMatchObject({ forwardStatus: "sent", forwardAttempts: 1, createdAt: "2026-01-03T10:00:00.000Z" });
    // Past the last page: the last page.
    const past = await listSubmissions(db, formId, { page: 9, pageSize: 12 });
    expect(past.page).toBe(1);
    expect(past.rows).toHaveLength(4);
  });

  it("exports CSV: BOM first, header, formula-safe cells, commas, quotes, newlines and unicode intact", async () => {
    const columns = await submissionColumns(db, formId, FIELDS);
    const bytes = await readStream(submissionsCsv(db, formId, columns, labels));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const rows = parse(text);
    expect(rows[0]).toEqual(["Submitted at (UTC)", "name", "message", "legacy", "Forwarding", "Page", "Language"]);
    expect(rows.slice(1)).toEqual([
      ["2026-01-04 10:00:00", "'\tTab", "'\rCR", "", "none", "/contact", "en"],
      ["2026-01-03 10:00:00", "Zoë 佐藤 김", "'-1+2", "'@SUM(A1)", "sent", "/contact", "en"],
      ["2026-01-02 10:00:00", "'=HYPERLINK(\"http://evil.example\")", "a, \"quoted\"\nsecond line", "", "failed: HTTP 503", "/contact", "en"],
      ["2026-01-01 10:00:00", "Ann", "Hello", "", "none", "/contact", "en"],
    ]);
    // The raw text quotes what needs quoting.
    expect(text).toContain('"a, ""quoted""\nsecond line"');
  });

  it("exports more rows than one batch, each once", async () => {
    const other = await createForm(db, { title: "Big", content: [field("a", "TextInput", "n")], destination: "", actionUrl: "", successUrl: "", additionalButtons: [] });
    await db
      .insertInto("form_submissions")
      .values(Array.from({ length: 1203 }, (_, i) => ({ form_id: other, form_title: "Big", values: JSON.stringify({ n: String(i) }), locale: "en" })))
      .execute();
    const text = new TextDecoder().decode(await readStream(submissionsCsv(db, other, ["n"], labels)));
    const rows = parse(text.replace(/^\ufeff/, "")).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((r) => r[1])).size).toBe(1203);
    expect(rows[0][1]).toBe("1202");
  });

  it("gives the header alone for a form without submissions, and a safe file name", async () => {
    const text = csvHeader(["=cmd"], labels);
    expect(text.startsWith("\ufeff")).toBe(true);
    expect(text).toContain("'=cmd");
    expect(csvFilename("Contact Sales / Zürich", new Date("2026-05-01T00:00:00Z"))).toEqual({
      ascii: "contact-sales-zurich-submissions-2026-05-01.csv",
      utf8: "contact-sales-zürich-submissions-2026-05-01.csv",
    });
  });
});
