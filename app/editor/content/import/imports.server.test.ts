import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../../db";
import { seed } from "../../../../db/seed";
import { createEditorTestDb, type EditorTestDb } from "../../../../tests/support/test-db";
import { findProduct } from "~/content/products.server";
import { readCsv } from "./csv-file.server";
import { applyProducts, exportProductsCsv, previewProducts } from "./products-csv.server";
import { applyQuotes, MAX_QUOTE_ROWS, previewQuotes } from "./stock-quotes-import.server";
import { reindexAll } from "~/content/search-index.server";
import { moduleSamples } from "~/modules/samples.generated";

let t: EditorTestDb;
let db: Db;

beforeAll(async () => {
  t = await createEditorTestDb({ name: "Ida" });
  db = t.db;
  await seed(db, reindexAll, moduleSamples);
}, 120_000);
afterAll(() => t.destroy());

const reasons = (problems: { line: number; column: string; reason: string }[]) => problems.map((p) => [p.line, p.column, p.reason]);

describe("reading an uploaded CSV", () => {
  const columns = ["date", "close"];
  it("takes a byte-order mark, semicolons and quoted cells with newlines; answers each record's first line", () => {
    const { rows, problems } = readCsv('\uFEFFDate;Close\n2026-11-02;"12,5"\n"2026-\n11-03";13\n2026-11-04;14\n', { columns, maxRows: 10 });
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, cells: { date: "2026-11-02", close: "12,5" } },
      { line: 3, cells: { date: "2026-\n11-03", close: "13" } },
      { line: 5, cells: { date: "2026-11-04", close: "14" } },
    ]);
  });

  it("refuses a wrong header, an unclosed quote, a short line, a spreadsheet-protected cell read back as it was", () => {
    expect(readCsv("day,close\n2026-11-02,1\n", { columns, maxRows: 10 }).problems).toEqual([{ line: 1, column: "date, day", reason: "csvHeader" }]);
    expect(reasons(readCsv('date,close\n2026-11-02,"1\n', { columns, maxRows: 10 }).problems)).toEqual([[2, "", "csvSyntax"]]);
    expect(reasons(readCsv("date,close\n2026-11-02\n", { columns, maxRows: 10 }).problems)).toEqual([[2, "", "csvColumnCount"]]);
    expect(readCsv("date,close\n'=1+1,2\n", { columns, maxRows: 10 }).rows[0].cells.date).toBe("=1+1");
    expect(readCsv("", { columns, maxRows: 10 }).problems).toEqual([{ line: 1, column: "", reason: "csvEmpty" }]);
  });

  it("refuses 100,000 rows with one message, without reading them into rows", () => {
    const text = `date,close\n${"2026-11-02,1\n".repeat(100_000)}`;
    const { rows, problems } = readCsv(text, { columns, maxRows: MAX_QUOTE_ROWS });
    expect(rows).toEqual([]);
    expect(problems).toEqual([{ line: MAX_QUOTE_ROWS + 2, column: "", reason: "csvTooManyRows", params: { n: MAX_QUOTE_ROWS } }]);
  });
});

describe("the stock quotes import", () => {
  const header = "date,open,high,low,close,volume\n";
  const count = async (symbol: string) => Number((await db.selectFrom("stock_quotes").select((eb) => eb.fn.countAll().as("n")).where("symbol", "=", symbol).executeTakeFirstOrThrow()).n);

  it("lists every bad row with line, column and reason, and applies nothing", async () => {
    const preview = await previewQuotes(db, "TEST", `${header}2026-11-02,10,11,9,10.5,1000\n2026-02-30,10,11,9,10,1\n2026-11-02,10,11,9,10,1\n2026-11-04,-1,11,9,10,1\n2026-11-05,10.123,11,9,10,1\n2026-11-06,10,9,11,10,1\n2026-11-09,10,11,9,10,-5\n`);
    expect(reasons(preview.problems)).toEqual([
      [3, "date", "csvDate"],
      [4, "date", "csvDuplicateDay"],
      [5, "open", "csvPrice"],
      [6, "open", "csvPrice"],
      [7, "high", "csvRange"],
      [8, "volume", "csvVolume"],
    ]);
    await expect(applyQuotes(db, preview)).rejects.toThrow();
    expect(await count("TEST")).toBe(0);
  });

  it("adds new days and replaces known ones, all at once", async () => {
    const first = await previewQuotes(db, "TEST", `${header}2026-11-02,10,11,9,10.5,1000\n2026-11-03,10.5,12,10,11.75,2000\n`);
    expect(first).toMatchObject({ problems: [], added: 2, changed: 0 });
    await applyQuotes(db, first);
    const second = await previewQuotes(db, "TEST", `${header.replace(/,/g, ";")}2026-11-03;10,5;12;10;12,00;2500\n2026-11-04;12;13;11;12,5;100\n`);
    expect(second).toMatchObject({ problems: [], added: 1, changed: 1 });
    await applyQuotes(db, second);
    const rows = await db.selectFrom("stock_quotes").select(["day", "close", "volume"]).where("symbol", "=", "TEST").orderBy("day").execute();
    expect(rows.map((r) => [String(r.close), String(r.volume)])).toEqual([["10.50", "1000"], ["12.00", "2500"], ["12.50", "100"]]);
  });
});

describe("the products CSV", () => {
  it("exports every product with a row per language, and an edited export imports back (texts per language, structure from English)", async () => {
    const csv = await exportProductsCsv(db);
    expect(csv.startsWith("\uFEFFslug,locale,name,display_name,status")).toBe(true);
    const lines = csv.split("\r\n");
    const germanLine = lines.findIndex((line) => line.startsWith("scd30,de,"));
    expect(germanLine).toBeGreaterThan(0);
    const edited = [...lines];
    edited[germanLine] = edited[germanLine].replace(/^scd30,de,,[^,]*,/, "scd30,de,,SCD30 CO₂-Sensor (neu),");
    edited.push("sht99,en,SHT99,SHT99 humidity sensor,new,Humidity sensor,,,9.90,A new one.,<p>Fine.<script>x()</script></p>");
    const preview = await previewProducts(db, edited.join("\r\n"));
    expect(preview.problems).toEqual([]);
    expect(preview.added).toBe(1);
    // An undo step of scd30 (issue 25): the import writes no history, so it ends the product's steps.
    const scd30 = (await db.selectFrom("products").select("id").where("slug", "=", "scd30").executeTakeFirstOrThrow()).id;
    const step = { kind: "products", item_id: scd30, action: "save" as const, locale: "en", item_revision: 1, snapshot: "{}", created_by: t.editorId };
    const { id: stepId } = await db.insertInto("content_revisions").values({ ...step, before: '{"columns":{},"content":{}}', step: "done" }).returning("id").executeTakeFirstOrThrow();
    await applyProducts(db, preview, t.editorId);
    expect(await db.selectFrom("content_revisions").select(["step", "before"]).where("id", "=", stepId).executeTakeFirst()).toEqual({ step: "dropped", before: null });
    expect((await findProduct(db, "de", "scd30"))?.display_name).toBe("SCD30 CO₂-Sensor (neu)");
    const added = await findProduct(db, "en", "sht99");
    expect(added).toMatchObject({ name: "SHT99", status: "new", price_usd: "9.90" });
    expect(added?.text?.description).toBe("<p>Fine.</p>");
  });

  it("refuses unknown values, a new product without English, a product with draft changes, and writes nothing", async () => {
    await db.updateTable("products").set({ draft: JSON.stringify({ columns: {}, content: {} }) }).where("slug", "=", "scd30").execute();
    const header = "slug,locale,name,display_name,status,product_class,category,series,price_usd,summary,description\n";
    const preview = await previewProducts(
      db,
      `${header}sht98,de,,SHT98 Sensor,,,,,,,\nscd30,en,SCD30,SCD30,active,CO2,no-such-category,,1.999,,\nBad Slug,xx,,,,,,,,,\nsht97,en,SHT97,SHT97,gone,Humidity,,,,,\n`,
    );
    expect(reasons(preview.problems)).toEqual([
      [2, "locale", "csvNeedsEnglish"],
      [3, "slug", "csvHasDraft"],
      [3, "category", "csvUnknown"],
      [3, "price_usd", "csvPrice"],
      [4, "slug", "csvSlug"],
      [4, "locale", "csvLocale"],
      [5, "status", "csvChoice"],
    ]);
    expect(await findProduct(db, "en", "sht97")).toBeUndefined();
  });
});
