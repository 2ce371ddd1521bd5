import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import type { SeedMedia } from "../../../db/seed/media";
import { onePagePdf, seedDownloadFiles } from "../../../db/seed/media-files";
import softwareDownloadsStyleguide from "./sample";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { editorErrorMap } from "~/editor/pages/module-form-schema";
import { prepareModule } from "../prepare.server";
import type { SoftwareDownloadsRows } from "./download-file";
import { loadSoftwareDownloads } from "./load.server";
import { fileItemSchema, softwareDownloadsSchema, type SoftwareDownloadsData } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const softwareDownloadsEditor = moduleEditors.SOFTWARE_DOWNLOADS;

const rows: SoftwareDownloadsRows = {
  files: [
    { name: "SCD50 firmware 1.4.2", url: "/media/20/scd50-firmware-1.4.2.hex", type: "HEX", size: 2_621_440, date: "2026-09-15T09:00:00.000Z" },
    { name: "Register map", url: "/media/21/map.csv", type: "CSV", size: 850, date: "2026-06-02T09:00:00.000Z" },
  ],
};

const messages = (value: unknown) => {
  const result = fileItemSchema.safeParse(value, { errorMap: editorErrorMap });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
};

describe("SOFTWARE_DOWNLOADS renderer", () => {
  it("lists the files in a download table: the name downloads the file, then type, date and size", () => {
    const html = renderModule("SOFTWARE_DOWNLOADS", { heading: { title: "Software" } }, { rows });
    expect(html).toContain('<table class="data-table downloads"');
    expect(html).toContain('<th scope="col">Name</th><th scope="col">Type</th><th scope="col">Date</th><th scope="col" class="num">Size</th>');
    expect(html).not.toContain("Version");
    expect(html).toContain('<th scope="row"><a href="/media/20/scd50-firmware-1.4.2.hex" download="">SCD50 firmware 1.4.2</a></th><td>HEX</td><td>September 15, 2026</td><td class="num">2.5 MB</td>');
    expect(html).toContain('<td class="num">850 B</td>');
  });

  it("formats dates and sizes for the visitor's locale (German)", () => {
    const html = renderModule("SOFTWARE_DOWNLOADS", {}, { locale: "de", rows });
    expect(html).toContain("<th scope=\"col\">Typ</th>");
    expect(html).toContain("15. September 2026");
    expect(html).toContain("2,5 MB");
  });

  it("shows a translated message when no file is left (Japanese)", () => {
    const html = renderModule("SOFTWARE_DOWNLOADS", {}, { locale: "jp", rows: { files: [] } });
    expect(html).toContain("現在ダウンロードできるファイルはありません。");
    expect(html).not.toContain("<table");
  });
});

describe("SOFTWARE_DOWNLOADS schema (SPEC §3.5 file item)", () => {
  it("requires a filename of at most 100 characters and a file", () => {
    expect(fileItemSchema.safeParse({ filename: "x".repeat(100), file: { id: 3, url: "/media/3/a.zip" } }).success).toBe(true);
    expect(messages({ filename: "  " })).toEqual({ filename: "This field is required", file: "This field is required" });
    expect(messages({ filename: "x".repeat(101), file: { id: 3 } })).toEqual({ filename: expect.stringContaining("100") });
    // An untouched file picker posts empty values: still no file.
    expect(messages({ filename: "SDK", file: { id: "", url: "" } })).toEqual({ file: "This field is required" });
    expect(softwareDownloadsEditor.groups[0].fields[0].item!.fields).toEqual([
      { name: "filename", label: "Filename", kind: "text", required: true, maxLength: 100 },
      { name: "file", label: "File", kind: "file", required: true },
    ]);
  });

  it("drops a stored item without a file and keeps the rest", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({
      id: "s1",
      type: "SOFTWARE_DOWNLOADS",
      layout: {},
      data: { items: [{ filename: "SDK", file: { id: 3, url: "/media/3/sdk.zip" } }, { filename: "Broken" }] },
    });
    expect(module?.data).toEqual({ items: [{ filename: "SDK", file: { id: 3, url: "/media/3/sdk.zip" } }] });
    warn.mockRestore();
  });
});

describe("seed download files", () => {
  it("builds a PDF whose cross-reference table points at its objects", () => {
    const pdf = new TextDecoder().decode(onePagePdf(["Title (draft)", "Second line"]));
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf).toContain("(Title \\(draft\\)) Tj");
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });
});

describe("SOFTWARE_DOWNLOADS loader", () => {
  let testDb: TestDb;
  let db: Db;
  const media: SeedMedia = {};
  const ids: Record<string, number> = {};
  const data = (items: { filename: string; id: number }[]): SoftwareDownloadsData => ({ items: items.map(({ filename, id }) => ({ filename, file: { id, url: "" } })) });

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    await seedDownloadFiles(db, media);
    const insert = async (key: string, kind: "file" | "image" | "document", filename: string, contentType: string) => {
      const row = await db
        .insertInto("media")
        .values({ kind, filename, content_type: contentType, size: 1234, bytes: new Uint8Array([1, 2, 3]), url: null, alt: JSON.stringify({}), created_at: new Date("2026-01-05T10:00:00Z") })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    };
    await insert("zip", "file", "vireo-sdk-2.4.0.zip", "application/zip");
    await insert("noExtension", "file", "LICENSE", "text/plain");
    await insert("image", "image", "photo.webp", "image/webp");
    await insert("document", "document", "manual.pdf", "application/pdf");
    await insert("deleted", "file", "old.zip", "application/zip");
    await db.deleteFrom("media").where("id", "=", ids.deleted).execute();
  });

  afterAll(async () => {
    await testDb?.destroy();
  });

  it("reads the picked files as they are now, in the editor's order, with the editor's names", async () => {
    const result = await loadSoftwareDownloads(
      data([
        { filename: "Licence", id: ids.noExtension },
        { filename: "SDK", id: ids.zip },
      ]),
      { db, locale: "en", site: "main", log: logger },
    );
    expect(result).toEqual({
      files: [
        { name: "Licence", url: `/media/${ids.noExtension}/LICENSE`, type: "TXT", size: 1234, date: "2026-01-05T10:00:00.000Z" },
        { name: "SDK", url: `/media/${ids.zip}/vireo-sdk-2.4.0.zip`, type: "ZIP", size: 1234, date: "2026-01-05T10:00:00.000Z" },
      ],
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it("skips a deleted file and rows that are not files (images, documents)", async () => {
    const result = await loadSoftwareDownloads(
      data([
        { filename: "Gone", id: ids.deleted },
        { filename: "Photo", id: ids.image },
        { filename: "Manual", id: ids.document },
        { filename: "SDK", id: ids.zip },
      ]),
      { db, locale: "en", site: "main", log: logger },
    );
    expect(result.files.map((f) => f.name)).toEqual(["SDK"]);
    expect(await loadSoftwareDownloads({ items: [] }, { db, locale: "en", site: "main", log: logger })).toEqual({ files: [] });
  });

  it("finds every file of the style guide module among the seeded download files", async () => {
    const [module] = softwareDownloadsStyleguide(media);
    const parsed = softwareDownloadsSchema.parse(module.content.de);
    const result = await loadSoftwareDownloads(parsed, { db, locale: "de", site: "main", log: logger });
    expect(result.files.map((f) => [f.name, f.type])).toEqual([
      ["SCD50-Firmware 1.4.2", "HEX"],
      ["Modbus-Registertabelle 3.1", "CSV"],
      ["Schema der Sensorkonfiguration 2.0", "JSON"],
    ]);
    expect(result.files[0].date).toBe("2026-09-15T09:00:00.000Z");
    expect(result.files.every((f) => f.size > 0)).toBe(true);
  });
});
