import { parseWithZod } from "@conform-to/zod";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { findNews, listNews } from "~/content/news.server";
import { listJobs } from "~/content/jobs.server";
import { listDownloads } from "~/content/downloads.server";
import { findEvent } from "~/content/events.server";
import { findProduct, listProducts } from "~/content/products.server";
import { searchDocuments } from "~/content/search.server";
import { onContentChange } from "~/lib/content-events.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { validationMessage } from "../shell/validation-messages";
import { contentSubmissionSchema } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import { ContentConflict, ContentInUse, ContentRejected, deleteContent, formValues, loadContentItem, saveContent, unpublishContent } from "./content-items.server";
import { countContentKinds, listContent, readContentListQuery } from "./content-list.server";

let t: EditorTestDb;
let db: Db;
let editorId: number;

beforeAll(async () => {
  t = await createEditorTestDb({ name: "Nora" });
  ({ db, editorId } = t);
});
afterAll(() => t.destroy());

const paging = { page: 1, pageSize: 12 } as const;
const press = { title: "Vireo opens a plant in Zug", category: "press", publishedAt: "2026-11-20T09:00", summary: "A new plant.", body: "<p>Hello <script>x()</script>world</p>" };

async function refusal(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContentRejected);
  return (error as ContentRejected).fieldErrors;
}

function parse(kind: keyof typeof CONTENT_KIND_FORMS, data: Record<string, string>, english = true) {
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) form.set(`data.${name}`, value);
  return parseWithZod(form, { schema: contentSubmissionSchema(CONTENT_KIND_FORMS[kind], english), errorMap: editorErrorMap });
}

describe("a press release from draft to publish to unpublish and delete", () => {
  it("is hidden from visitors until published, then listed, found, searchable; its draft changes wait for Publish", async () => {
    const signals: number[] = [];
    const stop = onContentChange(() => signals.push(1));
    const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: press, revision: null, editorId, publish: false });
    let item = await loadContentItem(db, "news", id);
    expect(item).toMatchObject({ status: "unpublished", published: false, revision: 1, updatedBy: "Nora" });
    expect(item?.editable.columns.slug).toBe("vireo-opens-a-plant-in-zug");
    expect(item?.editable.content.en?.body).toBe("<p>Hello world</p>");
    expect(await findNews(db, "en", "vireo-opens-a-plant-in-zug", "newsroom")).toBeUndefined();
    expect(signals).toEqual([]); // a draft of an unpublished item changes nothing visitors see

    await saveContent(db, { kind: "news", id, locale: "en", values: press, revision: 1, editorId, publish: true });
    await saveContent(db, { kind: "news", id, locale: "de", values: { title: "Vireo eröffnet ein Werk in Zug", summary: "Ein neues Werk." }, revision: 2, editorId, publish: true });
    expect(signals.length).toBe(2);
    expect((await findNews(db, "de", "vireo-opens-a-plant-in-zug", "newsroom"))?.text?.title).toBe("Vireo eröffnet ein Werk in Zug");
    expect((await findNews(db, "jp", "vireo-opens-a-plant-in-zug", "newsroom"))?.text?.title).toBe("Vireo opens a plant in Zug");
    expect((await listNews(db, "en", paging, { newsType: "newsroom" })).rows.map((r) => r.slug)).toContain("vireo-opens-a-plant-in-zug");
    expect((await searchDocuments(db, { site: "main", locale: "de", q: "Werk Zug", limit: 10, offset: 0 })).hits.map((r) => r.title)).toContain("Vireo eröffnet ein Werk in Zug");

    // A draft change of a published item: visitors keep the published text until Publish.
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press, title: "Vireo opens its Zug plant" }, revision: 3, editorId, publish: false });
    item = await loadContentItem(db, "news", id);
    expect(item).toMatchObject({ status: "draft", hasDraft: true, revision: 4 });
    expect((await findNews(db, "en", "vireo-opens-a-plant-in-zug", "newsroom"))?.text?.title).toBe("Vireo opens a plant in Zug");
    expect(item?.editable.content.de?.title).toBe("Vireo eröffnet ein Werk in Zug"); // the German text is kept in the draft

    await unpublishContent(db, { kind: "news", id, revision: 4, editorId });
    expect(await findNews(db, "en", "vireo-opens-a-plant-in-zug", "newsroom")).toBeUndefined();
    expect((await searchDocuments(db, { site: "main", locale: "de", q: "Werk Zug", limit: 10, offset: 0 })).hits).toEqual([]);
    expect(signals.length).toBe(3);

    await deleteContent(db, { kind: "news", id, revision: 5 });
    expect(await loadContentItem(db, "news", id)).toBeNull();
    stop();
  });

  it("answers the old detail address with 301 after a published slug change", async () => {
    const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: { ...press, title: "Old name", slug: "old-name" }, revision: null, editorId, publish: true });
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press, title: "New name", slug: "new-name" }, revision: 1, editorId, publish: true });
    const redirects = await db.selectFrom("redirects").select(["site", "source_path", "target"]).where("site", "=", "main").orderBy("source_path").execute();
    expect(redirects).toContainEqual({ site: "main", source_path: "/company/news/press-releases-and-news/article/old-name", target: "/company/news/press-releases-and-news/article/new-name" });
    expect(redirects).toContainEqual({ site: "main", source_path: "/de/unternehmen/news/medienmitteilungen-und-news/artikel/old-name", target: "/de/unternehmen/news/medienmitteilungen-und-news/artikel/new-name" });
  });
});

describe("refusals: nothing is written", () => {
  it("refuses a stale revision with the current one, and leaves the row as it was", async () => {
    const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: { ...press, title: "Stale test" }, revision: null, editorId, publish: false });
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...press, title: "Stale test: first editor" }, revision: 1, editorId, publish: false });
    const error = await saveContent(db, { kind: "news", id, locale: "en", values: { ...press, title: "Stale test: second editor" }, revision: 1, editorId, publish: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentConflict);
    expect((error as ContentConflict).currentRevision).toBe(2);
    expect((await loadContentItem(db, "news", id))?.editable.content.en?.title).toBe("Stale test: first editor");
    expect(await unpublishContent(db, { kind: "news", id, revision: 1, editorId }).catch((e: unknown) => e)).toBeInstanceOf(ContentConflict);
    expect(await deleteContent(db, { kind: "news", id, revision: 1 }).catch((e: unknown) => e)).toBeInstanceOf(ContentConflict);
  });

  it("refuses a slug another item of the kind uses (published or in a draft)", async () => {
    await saveContent(db, { kind: "news", id: null, locale: "en", values: { ...press, slug: "taken-slug" }, revision: null, editorId, publish: false });
    expect(await refusal(saveContent(db, { kind: "news", id: null, locale: "en", values: { ...press, slug: "taken-slug" }, revision: null, editorId, publish: false }))).toEqual({
      slug: [validationMessage("contentSlugTaken")],
    });
  });

  it("refuses a download whose file is not a library document, or whose product does not exist", async () => {
    const values = { title: "Datasheet", kind: "document", document: { id: 999_999 }, contentDate: "2026-11-01", product: { id: 999_999 } };
    expect(await refusal(saveContent(db, { kind: "downloads", id: null, locale: "en", values, revision: null, editorId, publish: true }))).toEqual({
      document: [validationMessage("mediaMissing")],
      product: [validationMessage("relationMissing")],
    });
    expect(await db.selectFrom("downloads").select("id").execute()).toEqual([]);
  });

  it("checks forms with the kind's schema: required fields, dates, workload order, slug format, body size", () => {
    expect(parse("news", { title: "" }).reply().error).toMatchObject({ "data.title": [validationMessage("required")], "data.publishedAt": [validationMessage("required")] });
    expect(parse("news", { ...press, publishedAt: "yesterday" }).reply().error).toMatchObject({ "data.publishedAt": [validationMessage("dateFormat")] });
    expect(parse("news", { ...press, publishedAt: "2026-02-30T10:00" }).reply().error).toMatchObject({ "data.publishedAt": [validationMessage("dateFormat")] });
    expect(parse("news", { ...press, slug: "Not A Slug" }).reply().error).toMatchObject({ "data.slug": [validationMessage("slugFormat")] });
    expect(parse("news", { ...press, body: "x".repeat(200_001) }).reply().error).toMatchObject({ "data.body": [validationMessage("maxLength", { n: 200_000 })] });
    const job = { title: "Sensor engineer", city: "Zürich", country: "ch", publishedAt: "2026-11-20", pensumMin: "100", pensumMax: "80" };
    expect(parse("jobs", job).reply().error).toMatchObject({ "data.pensumMin": [validationMessage("pensumOrder")] });
    expect(parse("jobs", { ...job, pensumMin: "80", pensumMax: "120" }).reply().error).toMatchObject({ "data.pensumMax": [validationMessage("percent")] });
    expect(parse("jobs", { ...job, pensumMin: "80", pensumMax: "100" }).status).toBe("success");
    expect(parse("downloads", { title: "Driver", kind: "software", contentDate: "2026-11-01" }).reply().error).toMatchObject({ "data.software": [validationMessage("required")] });
    // An untouched picker posts empty values: no image, no product (not "required").
    expect(parse("news", { ...press, "image.id": "", "image.url": "" }).status).toBe("success");
    expect(parse("downloads", { title: "Sheet", kind: "document", "document.id": "7", "product.id": "", contentDate: "2026-11-01" }).status).toBe("success");
    // A translation checks only the texts, every one optional (empty: English shows).
    expect(parse("news", {}, false).status).toBe("success");
  });
});

describe("jobs and downloads reach visitors on Publish", () => {
  it("lists a published job in Zürich, and a document download with its library file", async () => {
    const { id } = await saveContent(db, {
      kind: "jobs",
      id: null,
      locale: "en",
      values: { title: "Sensor engineer", city: "Zürich", country: "CH", pensumMin: 80, pensumMax: 100, departments: "Engineering\nR&D", publishedAt: "2026-11-20T08:00" },
      revision: null,
      editorId,
      publish: true,
    });
    await saveContent(db, { kind: "jobs", id, locale: "en", values: { title: "Sensor engineer", city: "Zürich", country: "CH", departments: "R&D", publishedAt: "2026-11-20T08:00" }, revision: 1, editorId, publish: false });
    const drafted = await loadContentItem(db, "jobs", id);
    expect(formValues("jobs", drafted!.editable, "en").departments).toBe("R&D"); // read back from the draft
    const jobs = await listJobs(db, "en", paging, { city: "Zürich" });
    expect(jobs.rows.map((r) => [r.id, r.text?.szaTitle, r.positions])).toEqual([[id, "Sensor engineer", [{ name: "Engineering" }, { name: "R&D" }]]]);

    const media = await db
      .insertInto("media")
      .values({ kind: "document", filename: "sheet.pdf", name: "Sheet", content_type: "application/pdf", size: 4, bytes: new Uint8Array(Buffer.from("%PDF")), alt: "{}" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await saveContent(db, { kind: "downloads", id: null, locale: "en", values: { title: "Zug datasheet", kind: "document", document: { id: media.id }, contentDate: "2026-11-02" }, revision: null, editorId, publish: true });
    const downloads = await listDownloads(db, "en", paging);
    expect(downloads.rows.map((r) => [r.text?.title, r.media_id, r.filename])).toContainEqual(["Zug datasheet", media.id, "sheet.pdf"]);
  });
});

describe("events", () => {
  it("refuses an end before the start; a published event moved to the career list answers its old address with 301", async () => {
    const fair = { title: "Sensors Expo", kind: "company", startsAt: "2027-03-10T09:00", endsAt: "2027-03-09T18:00", location: "Nuremberg" };
    expect(parse("events", fair).reply().error).toMatchObject({ "data.endsAt": [validationMessage("endsBeforeStart")] });
    const { id } = await saveContent(db, { kind: "events", id: null, locale: "en", values: { ...fair, endsAt: "2027-03-12T18:00" }, revision: null, editorId, publish: true });
    expect((await findEvent(db, "en", "sensors-expo", "company"))?.location).toBe("Nuremberg");
    await saveContent(db, { kind: "events", id, locale: "en", values: { ...fair, endsAt: undefined, kind: "career" }, revision: 1, editorId, publish: true });
    expect(await findEvent(db, "en", "sensors-expo", "company")).toBeUndefined();
    expect((await findEvent(db, "en", "sensors-expo", "career"))?.ends_at).toBeNull();
    const moved = await db.selectFrom("redirects").select("target").where("site", "=", "main").where("source_path", "=", "/company/news/events/event/sensors-expo").executeTakeFirst();
    expect(moved?.target).toBe("/career/career-news/career-events/event/sensors-expo");
  });
});

describe("products", () => {
  const sensor = { name: "SHT99", displayName: "SHT99 humidity sensor", status: "new", productClass: "Humidity sensor", price: "12.5", properties: "Accuracy: ±1 %RH\nSupply voltage: 3.3 V" };

  it("checks prices and property lines, publishes a product with its German name, and refuses to delete it while a download uses it", async () => {
    expect(parse("products", { ...sensor, price: "-1" }).reply().error).toMatchObject({ "data.price": [validationMessage("priceFormat")] });
    expect(parse("products", { ...sensor, price: "1.999" }).reply().error).toMatchObject({ "data.price": [validationMessage("priceFormat")] });
    expect(parse("products", { ...sensor, properties: "no separator" }).reply().error).toMatchObject({ "data.properties": [validationMessage("propertyLine")] });

    const { id } = await saveContent(db, { kind: "products", id: null, locale: "en", values: sensor, revision: null, editorId, publish: true });
    await saveContent(db, { kind: "products", id, locale: "de", values: { displayName: "SHT99 Feuchtesensor", summary: "Genau." }, revision: 1, editorId, publish: true });
    const product = await findProduct(db, "de", "sht99");
    expect(product).toMatchObject({ name: "SHT99", display_name: "SHT99 Feuchtesensor", status: "new", price_usd: "12.50", properties: { Accuracy: "±1 %RH", "Supply voltage": "3.3 V" } });
    expect((await findProduct(db, "en", "sht99"))?.display_name).toBe("SHT99 humidity sensor");
    expect((await listProducts(db, "en", paging, { status: "new" })).rows.map((r) => r.slug)).toContain("sht99");
    const [row] = (await listContent(db, "products", readContentListQuery(new URLSearchParams("q=SHT99"), paging))).items;
    expect(row).toMatchObject({ title: "SHT99 humidity sensor", status: "published", translated: { en: true, de: true, cn: false, jp: false, kr: false } });

    await db.insertInto("downloads").values({ kind: "document", product_id: id, content_date: "2026-11-01", content: JSON.stringify({ en: { title: "SHT99 datasheet" } }) }).execute();
    const refused = await deleteContent(db, { kind: "products", id, revision: 2 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContentInUse);
    expect((refused as ContentInUse).uses).toEqual([{ kind: "download", name: "SHT99 datasheet" }]);
    // A draft keeps a jsonb column as a JSON value (an object here, not its JSON text): it reads back as one, and the form shows it.
    await saveContent(db, { kind: "products", id, locale: "en", values: { ...sensor, properties: "Accuracy: ±2 %RH" }, revision: 2, editorId, publish: false });
    const stored = await db.selectFrom("products").select(sql<string>`jsonb_typeof(draft -> 'columns' -> 'properties')`.as("type")).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.type).toBe("object");
    const drafted = await loadContentItem(db, "products", id);
    expect(drafted!.editable.columns.properties).toEqual({ Accuracy: "±2 %RH" });
    expect(formValues("products", drafted!.editable, "en").properties).toBe("Accuracy: ±2 %RH");
    // A draft saved before that holds the JSON text: it still reads back as the object.
    await db.updateTable("products").set({ draft: sql`jsonb_set(draft, '{columns,properties}', to_jsonb(${'{"Accuracy":"±3 %RH"}'}::text))` }).where("id", "=", id).execute();
    expect((await loadContentItem(db, "products", id))!.editable.columns.properties).toEqual({ Accuracy: "±3 %RH" });
    await unpublishContent(db, { kind: "products", id, revision: 3, editorId });
    expect(await findProduct(db, "en", "sht99")).toBeUndefined();
  });
});

describe("the admin list", () => {
  it("counts, filters by status and missing locale, searches and sorts", async () => {
    const counts = await countContentKinds(db);
    expect(counts.jobs).toBe(1);
    expect(counts.careerNews).toBe(0);
    const read = (query: string) => readContentListQuery(new URLSearchParams(query), paging);
    const all = await listContent(db, "news", read(""));
    expect(all.total).toBe(counts.news);
    const unpublished = await listContent(db, "news", read("status=unpublished"));
    expect(unpublished.items.every((i) => i.status === "unpublished")).toBe(true);
    expect(unpublished.items.length).toBeGreaterThan(0);
    const searched = await listContent(db, "news", read("q=new%20name"));
    expect(searched.items.map((i) => i.title)).toEqual(["New name"]);
    expect(searched.items[0].translated).toEqual({ en: true, de: false, cn: false, jp: false, kr: false });
    expect(searched.items[0].updatedBy).toBe("Nora");
    const missingDe = await listContent(db, "news", read("missing=de&sort=title"));
    expect(missingDe.items.map((i) => i.title)).toEqual([...missingDe.items.map((i) => i.title)].sort((a, b) => a.localeCompare(b)));
    // Unknown filter values read as none.
    expect(read("status=bogus&missing=en&sort=worst")).toMatchObject({ status: undefined, missing: undefined, sort: "updated" });
  });
});

describe("a published item dated ahead (issue 47)", () => {
  it("is published but hidden from visitors until its date, and says from when in the item and the list", async () => {
    const ahead = { ...press, title: "Vireo reports its year", publishedAt: "2099-12-12T08:00" };
    const { id } = await saveContent(db, { kind: "news", id: null, locale: "en", values: ahead, revision: null, editorId, publish: true });
    const item = await loadContentItem(db, "news", id);
    expect(item).toMatchObject({ published: true, status: "scheduled", visibleFrom: "2099-12-12T08:00:00.000Z" });
    expect(await findNews(db, "en", "vireo-reports-its-year", "newsroom")).toBeUndefined(); // visitors: 404 until then
    const row = (await listContent(db, "news", readContentListQuery(new URLSearchParams("q=reports%20its%20year"), paging))).items[0];
    expect(row).toMatchObject({ id, status: "scheduled", visibleFrom: "2099-12-12T08:00:00.000Z" });

    // Dated in the past: visible now, no "visible from".
    await saveContent(db, { kind: "news", id, locale: "en", values: { ...ahead, publishedAt: "2026-11-20T09:00" }, revision: item!.revision, editorId, publish: true });
    expect(await loadContentItem(db, "news", id)).toMatchObject({ published: true, status: "published", visibleFrom: null });
    expect((await findNews(db, "en", "vireo-reports-its-year", "newsroom"))?.text?.title).toBe("Vireo reports its year");

    // Unpublished: never "visible from", whatever its date.
    const draftOnly = await saveContent(db, { kind: "news", id: null, locale: "en", values: { ...ahead, title: "Vireo plans a plant" }, revision: null, editorId, publish: false });
    expect(await loadContentItem(db, "news", draftOnly.id)).toMatchObject({ published: false, visibleFrom: null });
  });
});
