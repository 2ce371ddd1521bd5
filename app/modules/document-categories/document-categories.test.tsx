import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import type { SeedMedia } from "../../../db/seed/media";
import { seedDownloadFiles } from "../../../db/seed/media-files";
import documentCategoriesStyleguide from "./sample";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { renderModule } from "../../../tests/support/render-module";
import { editorErrorMap } from "~/editor/pages/module-form-schema";
import { prepareModule } from "../prepare.server";
import type { DocumentCategoryRows } from "./document-rows";
import { loadDocumentCategories } from "./load.server";
import { documentCategoriesSchema, documentCategorySchema, documentItemSchema, type DocumentCategoriesData } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const documentCategoriesEditor = moduleEditors.DOCUMENT_CATEGORIES;

const rows: DocumentCategoryRows = {
  categories: [
    {
      title: "Datasheets",
      documents: [
        { name: "SCD50 datasheet", url: "/media/30/scd50.pdf", type: "PDF", size: 153_600, date: "2026-08-01" },
        { name: "SHX40 datasheet", url: "/media/31/shx40.pdf", type: "PDF", size: 98_000, date: "2026-05-12" },
      ],
    },
    { title: "Certificates", documents: [{ name: "ISO 9001", url: "/media/32/iso.pdf", type: "PDF", size: 40_000, date: "2025-02-28" }] },
  ],
};

const messages = (schema: typeof documentItemSchema | typeof documentCategorySchema, value: unknown) => {
  const result = schema.safeParse(value, { errorMap: editorErrorMap });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
};

describe("DOCUMENT_CATEGORIES renderer", () => {
  it("shows each category as a <details> item with a count and a download table labelled by its title", () => {
    const html = renderModule("DOCUMENT_CATEGORIES", { heading: { title: "Documents" }, openFirst: true }, { rows });
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain('<details class="accordion__item document-categories__category" open="">');
    expect(html.match(/ open=""/g)).toHaveLength(1);
    expect(html).toContain('<span id="test-module-category-0">Datasheets</span> <span class="document-categories__count">2 documents</span>');
    expect(html).toContain('<span class="document-categories__count">1 document</span>');
    expect(html).toContain('aria-labelledby="test-module-category-0"');
    expect(html).toContain('aria-labelledby="test-module-category-1"');
    expect(html).toContain('<a href="/media/30/scd50.pdf" download="">SCD50 datasheet</a></th><td>PDF</td><td>August 1, 2026</td><td class="num">150 KB</td>');
    expect(html).not.toContain("Version");
  });

  it("keeps every category closed when the editor said so", () => {
    expect(renderModule("DOCUMENT_CATEGORIES", { openFirst: false }, { rows })).not.toContain(" open=");
  });

  it("speaks German: count, dates, sizes; and shows the translated message when no document is left", () => {
    const html = renderModule("DOCUMENT_CATEGORIES", {}, { locale: "de", rows });
    expect(html).toContain("2 Dokumente");
    expect(html).toContain("1 Dokument<");
    expect(html).toContain("1. August 2026");
    expect(html).toContain("150 KB");
    const empty = renderModule("DOCUMENT_CATEGORIES", {}, { locale: "de", rows: { categories: [] } });
    expect(empty).toContain("Zurzeit sind keine Dokumente verfügbar.");
    expect(empty).not.toContain("<details");
  });
});

describe("DOCUMENT_CATEGORIES schema", () => {
  it("requires a document and its filename (max 100) for each document item (SPEC §3.5, §5.3)", () => {
    expect(documentItemSchema.safeParse({ filename: "x".repeat(100), document: { id: 2, url: "/media/2/a.pdf" } }).success).toBe(true);
    expect(messages(documentItemSchema, {})).toEqual({ filename: "This field is required", document: "This field is required" });
    expect(Object.keys(messages(documentItemSchema, { filename: "x".repeat(101), document: { id: 2 } }))).toEqual(["filename"]);
  });

  it("requires a category title and allows a category to start without documents", () => {
    expect(messages(documentCategorySchema, { title: "" })).toEqual({ title: "This field is required" });
    expect(documentCategorySchema.parse({ title: "Datasheets" })).toEqual({ title: "Datasheets", documents: [] });
    // An unticked checkbox is absent from the form: closed. New modules start with it ticked.
    expect(documentCategoriesSchema.parse({})).toEqual({ categories: [], openFirst: false });
    expect(documentCategoriesEditor.defaults.openFirst).toBe(true);
  });

  it("drops a stored document without its reference and keeps the category", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({
      id: "d1",
      type: "DOCUMENT_CATEGORIES",
      layout: {},
      data: { categories: [{ title: "Datasheets", documents: [{ filename: "Broken" }, { filename: "Ok", document: { id: 4, url: "/media/4/ok.pdf" } }] }] },
    });
    expect(module?.data).toEqual({ categories: [{ title: "Datasheets", documents: [{ filename: "Ok", document: { id: 4, url: "/media/4/ok.pdf" } }] }], openFirst: false });
    warn.mockRestore();
  });

  it("edits documents as a list inside each category, with the document picker", () => {
    const categories = documentCategoriesEditor.groups[0].fields[0];
    const documents = categories.item?.fields[1];
    expect(documents).toMatchObject({ name: "documents", kind: "list" });
    expect(documents?.item?.fields.map((f) => [f.name, f.kind])).toEqual([
      ["filename", "text"],
      ["document", "document"],
    ]);
  });
});

describe("DOCUMENT_CATEGORIES loader", () => {
  let testDb: TestDb;
  let db: Db;
  const media: SeedMedia = {};
  let deleted = 0;
  let file = 0;
  const category = (title: string, ids: number[]): DocumentCategoriesData["categories"][number] => ({
    title,
    documents: ids.map((id, i) => ({ filename: `${title} ${i + 1}`, document: { id, url: "" } })),
  });

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    await migrateToLatest(db);
    await seedDownloadFiles(db, media);
    const insert = async (kind: "document" | "file", filename: string) =>
      (
        await db
          .insertInto("media")
          .values({ kind, filename, content_type: "application/pdf", size: 10, bytes: new Uint8Array([1]), url: null, alt: JSON.stringify({}), created_at: new Date("2026-02-02T08:00:00Z") })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    deleted = await insert("document", "gone.pdf");
    await db.deleteFrom("media").where("id", "=", deleted).execute();
    file = await insert("file", "firmware.pdf");
  });

  afterAll(async () => {
    await testDb?.destroy();
  });

  it("reads every category's documents in one go, with their content date, skipping deleted ones and empty categories", async () => {
    const datasheet = media["document-scd50-datasheet"].id;
    const iso = media["document-iso-9001"].id;
    const result = await loadDocumentCategories(
      { openFirst: true, categories: [category("Datasheets", [deleted, datasheet]), category("Gone", [deleted, file]), category("Certificates", [iso])] },
      { db, locale: "en", site: "main", log: logger },
    );
    expect(result).toEqual({
      categories: [
        { title: "Datasheets", documents: [{ name: "Datasheets 2", url: `/media/${datasheet}/scd50-datasheet.pdf`, type: "PDF", size: expect.any(Number), date: "2026-08-01" }] },
        { title: "Certificates", documents: [{ name: "Certificates 1", url: `/media/${iso}/iso-9001-certificate.pdf`, type: "PDF", size: expect.any(Number), date: "2025-02-28" }] },
      ],
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it("serves the style guide module's documents from the seeded download files", async () => {
    const [module] = documentCategoriesStyleguide(media);
    for (const data of Object.values(module.content)) expect(documentCategoriesSchema.safeParse(data).success).toBe(true);
    const result = await loadDocumentCategories(documentCategoriesSchema.parse(module.content.kr), { db, locale: "kr", site: "main", log: logger });
    expect(result.categories.map((c) => c.documents.length)).toEqual([3, 2]);
    expect(result.categories[1].title).toBe("인증서 및 선언서");
    const html = renderModule("DOCUMENT_CATEGORIES", module.content.kr ?? {}, { locale: "kr", rows: result });
    expect(html).toContain("문서 3개");
    expect(html).toContain('download="">ISO 9001 인증서</a>');
  });
});
