import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../tests/support/test-db";
import { migrateDownAll, migrateToLatest } from "./migrate";
import { seedIfEmpty } from "./seed";
import { storedDataErrors } from "../app/editor/pages/editor-view.server";
import { checkLibraryFile } from "../app/editor/media/media-file-checks.server";
import { sql } from "kysely";
import { reindexAll } from "../app/content/search-index.server";
import { moduleSamples } from "../app/modules/samples.generated";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await migrateToLatest(t.db);
});

afterAll(async () => {
  await t?.destroy();
});

async function countPages(): Promise<number> {
  const { count } = await t.db.selectFrom("pages").select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow();
  return Number(count); // pg answers count(*) as a string, PGlite as a number
}

describe("seed", () => {
  it("seeds an empty database once, and again after a reset (npm run db:reset)", async () => {
    expect(await seedIfEmpty(t.db, reindexAll, moduleSamples)).toBe(true);
    const pages = await countPages();
    expect(pages).toBeGreaterThan(0);
    expect(await seedIfEmpty(t.db, reindexAll, moduleSamples)).toBe(false);
    expect(await countPages()).toBe(pages);

    await migrateDownAll(t.db);
    await migrateToLatest(t.db);
    expect(await countPages()).toBe(0);
    expect(await seedIfEmpty(t.db, reindexAll, moduleSamples)).toBe(true);
    expect(await countPages()).toBe(pages);
  }, 180_000); // two seeds with the images drawn at seed time (ADR 030): ~20 s each on a loaded machine
});

describe("seeded modules", () => {
  it("all match their module's schema in every locale, so an editor opens them without errors", async () => {
    await seedIfEmpty(t.db, reindexAll, moduleSamples);
    const rows = await t.db
      .selectFrom("page_modules as m")
      .innerJoin("page_module_contents as c", (join) => join.onRef("c.revision_id", "=", "m.revision_id").onRef("c.module_id", "=", "m.id"))
      .select(["m.id", "m.type", "m.layout", "c.locale", "c.data"])
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    const invalid = rows.flatMap((row) => {
      const errors = storedDataErrors({ id: row.id, type: row.type, layout: row.layout, data: row.data });
      return errors ? [`${row.type} ${row.locale}: ${JSON.stringify(errors)}`] : [];
    });
    expect(invalid).toEqual([]);
  });
});

describe("seeded downloads", () => {
  it("each link to a real file: a one-page PDF per datasheet, a ZIP per driver, with their true type, size and date", async () => {
    await seedIfEmpty(t.db, reindexAll, moduleSamples);
    const rows = await t.db
      .selectFrom("downloads as d")
      .leftJoin("media as m", "m.id", "d.media_id")
      .leftJoin("products as p", "p.id", "d.product_id")
      .select([
        "d.id",
        "d.kind",
        "d.media_id",
        "d.version",
        sql<string>`d.content_date::text`.as("date"),
        "m.kind as mediaKind",
        "m.filename",
        "m.name",
        "m.content_type",
        "m.size",
        "m.bytes",
        "m.alt",
        sql<string | null>`m.content_date::text`.as("mediaDate"),
        "p.name as product",
      ])
      .orderBy("d.id")
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.kind === "document").length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.kind === "software").length).toBeGreaterThan(0);
    const problems: string[] = [];
    const filenames = new Set<string>();
    for (const row of rows) {
      const where = `download ${row.id} (${row.kind}, ${row.product})`;
      if (row.media_id === null || !row.bytes || !row.filename) {
        problems.push(`${where}: no file`);
        continue;
      }
      const bytes = new Uint8Array(row.bytes);
      const head = new TextDecoder("latin1").decode(bytes.subarray(0, 5));
      if (Number(row.size) !== bytes.byteLength) problems.push(`${where}: size ${row.size} for ${bytes.byteLength} bytes`);
      if (bytes.byteLength > 16_384) problems.push(`${where}: ${bytes.byteLength} bytes, not a small file`);
      if (JSON.stringify(row.alt) !== "{}") problems.push(`${where}: alt ${JSON.stringify(row.alt)}`);
      if (filenames.has(row.filename)) problems.push(`${where}: ${row.filename} twice`);
      filenames.add(row.filename);
      const model = row.product!.toLowerCase();
      if (row.kind === "document") {
        if (row.mediaKind !== "document" || row.content_type !== "application/pdf" || !head.startsWith("%PDF-")) problems.push(`${where}: ${row.mediaKind} ${row.content_type} ${JSON.stringify(head)}`);
        if (row.filename !== `${model}-datasheet.pdf`) problems.push(`${where}: filename ${row.filename}`);
        if (row.mediaDate !== row.date) problems.push(`${where}: content date ${row.mediaDate}, download ${row.date}`);
        const pdf = new TextDecoder("latin1").decode(bytes);
        if (!pdf.includes(`(${row.product} `) || !pdf.includes(`(Date: ${row.date})`) || !pdf.trimEnd().endsWith("%%EOF")) problems.push(`${where}: PDF without the product or its date`);
      } else {
        if (row.mediaKind !== "file" || row.content_type !== "application/zip" || head.slice(0, 4) !== "PK\x03\x04") problems.push(`${where}: ${row.mediaKind} ${row.content_type} ${JSON.stringify(head)}`);
        if (row.filename !== `${model}-driver-${row.version}.zip`) problems.push(`${where}: filename ${row.filename}`);
        const names = new TextDecoder().decode(bytes);
        if (!names.includes(`${model}-driver-${row.version}/README.txt`) || !/\.h\b/.test(names) || !/\.c\b/.test(names)) problems.push(`${where}: ZIP without README.txt, header and source`);
      }
      // The same checks an editor's upload passes (type by content, safe PDF, ZIP directory).
      const checked = await checkLibraryFile(row.filename, bytes).catch((error: Error) => error);
      if (checked instanceof Error) problems.push(`${where}: refused as an upload: ${checked.message}`);
      else if (checked.kind !== row.mediaKind || checked.contentType !== row.content_type || checked.filename !== row.filename) problems.push(`${where}: upload check says ${checked.kind} ${checked.contentType} ${checked.filename}`);
    }
    expect(problems).toEqual([]);
  });
});
