import { readFileSync } from "node:fs";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { seed } from "../../../db/seed";
import { moduleEditors } from "~/modules/registry";
import { storeImageUploads } from "../media/image-uploads.server";
import { UploadRejectedError } from "../media/webp-upload.server";
import { validationMessage } from "../shell/validation-messages";
import { addImage } from "./pickers.server";
import { buildPickerView, fieldAtName } from "./modal-picker-data.server";
import { PICKER_PAGE_SIZE } from "~/lib/picker-page.server";
import { selectedIds, selectionTitles } from "./selection-titles.server";
import { fetchWebinars } from "./selection-pickers.server";
import { resolveReferences } from "./resolve-references.server";
import { reindexAll } from "~/content/search-index.server";
import { moduleSamples } from "~/modules/samples.generated";

let db: Db;
beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  await seed(db, reindexAll, moduleSamples);
});
afterAll(() => db.destroy());

const webp = () => new File([readFileSync(new URL("../../../db/seed/images/card-co2.webp", import.meta.url))], "My photo.webp", { type: "image/webp" });

describe("image uploads with the module form", () => {
  it("store a WebP and put its id in the field; the file entry leaves the form", async () => {
    const form = new FormData();
    form.set("_upload:data.items[0].image", webp());
    form.set("data.items[0].image.url", "/stale");
    expect(await storeImageUploads(db, form)).toEqual({});
    const id = Number(form.get("data.items[0].image.id"));
    const row = await db.selectFrom("media").select(["kind", "filename"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: "image", filename: "My-photo.webp" });
    expect(form.has("_upload:data.items[0].image")).toBe(false);
    expect(form.has("data.items[0].image.url")).toBe(false);
  });

  it("refuse anything but an image under its field, and skip an empty file input", async () => {
    const form = new FormData();
    form.set("_upload:data.image", new File(["<html>"], "fake.webp", { type: "image/webp" }));
    form.set("_upload:data.other", new File([], ""));
    expect(await storeImageUploads(db, form)).toEqual({ "data.image": ["Only images (WebP, JPEG, PNG, AVIF) can be uploaded."] });
    expect(form.has("data.image.id")).toBe(false);
    expect(form.has("data.other.id")).toBe(false);
  });
});

/** A small JPEG or PNG, drawn by sharp, as a browser would post it. */
async function rasterFile(format: "jpeg" | "png", name: string): Promise<File> {
  const bytes = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

async function storedImage(id: number) {
  const row = await db.selectFrom("media").select(["kind", "filename", "content_type", "width", "height", "size", "bytes"]).where("id", "=", id).executeTakeFirstOrThrow();
  expect((await fileTypeFromBuffer(row.bytes!))?.mime).toBe("image/webp");
  expect(row.size).toBe(row.bytes!.byteLength);
  return { kind: row.kind, filename: row.filename, content_type: row.content_type, width: row.width, height: row.height };
}

describe("image fields take any image the media library takes, stored as WebP (issue 47)", () => {
  it.each([
    ["jpeg", "Hall photo.jpg", "Hall-photo.webp"],
    ["png", "diagram.PNG", "diagram.webp"],
  ] as const)("without JavaScript: a %s posted with the form is stored as image/webp", async (format, name, filename) => {
    const form = new FormData();
    form.set("_upload:data.items[0].image", await rasterFile(format, name));
    expect(await storeImageUploads(db, form)).toEqual({});
    const id = Number(form.get("data.items[0].image.id"));
    expect(await storedImage(id)).toEqual({ kind: "image", filename, content_type: "image/webp", width: 48, height: 32 });
  });

  it.each([
    ["jpeg", "portrait.jpeg", "portrait.webp"],
    ["png", "logo.png", "logo.webp"],
  ] as const)("addImage (with JavaScript): a %s is stored as image/webp and answered with its .webp address", async (format, name, filename) => {
    const { id, url } = await addImage(db, await rasterFile(format, name), "Alt text");
    expect(url).toBe(`/media/${id}/${filename}`);
    expect(await storedImage(id)).toEqual({ kind: "image", filename, content_type: "image/webp", width: 48, height: 32 });
  });

  it("refuses an HTML file named .jpg with the new message, on both paths, storing nothing", async () => {
    const count = async () => Number((await db.selectFrom("media").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    const html = () => new File(["<!doctype html><html><body><script>alert(1)</script></body></html>"], "photo.jpg", { type: "image/jpeg" });
    const form = new FormData();
    form.set("_upload:data.image", html());
    expect(await storeImageUploads(db, form)).toEqual({ "data.image": [validationMessage("imageOnly")] });
    expect(validationMessage("imageOnly")).toBe("Only images (WebP, JPEG, PNG, AVIF) can be uploaded.");
    const refused = await addImage(db, html(), "").then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UploadRejectedError);
    expect((refused as Error).message).toBe("Only images (WebP, JPEG, PNG, AVIF) can be uploaded.");
    expect(await count()).toBe(before);
  });
});

describe("the server-rendered picker's rows", () => {
  it("find the field a conform name stands for, list items included", () => {
    expect(fieldAtName(moduleEditors.IMAGE_GROUP, "data.items[1].image")?.kind).toBe("image");
    expect(fieldAtName(moduleEditors.PRODUCT_TABLE, "data.items[0].product")?.source).toBe("fetchProducts");
    expect(fieldAtName(moduleEditors.PRODUCT_TABLE, "data.nothing")).toBeNull();
  });

  it("page and search a selection's source and a reference kind's list (vector images are seeded)", async () => {
    const products = await buildPickerView(db, moduleEditors.PRODUCT_DETAILS, { field: "data.product", page: 1, q: "" });
    expect(products?.multiple).toBe(false);
    expect(products?.rows.length).toBeGreaterThan(0);
    const wanted = products!.rows[0].label;
    const found = await buildPickerView(db, moduleEditors.PRODUCT_DETAILS, { field: "data.product", page: 1, q: wanted });
    expect(found?.rows.map((r) => r.label)).toContain(wanted);
    const webinars = await buildPickerView(db, moduleEditors.WEBINARS, { field: "data.webinars", page: 1, q: "" });
    expect(webinars?.multiple).toBe(true);
    expect(webinars?.rows.length).toBeLessThanOrEqual(PICKER_PAGE_SIZE);
    const vectors = await buildPickerView(db, moduleEditors.KEY_FIGURES, { field: "data.items[0].image", page: 1, q: "globe" });
    expect(vectors?.rows).toEqual([expect.objectContaining({ label: "Globe icon", imageUrl: expect.stringMatching(/icon-globe\.svg$/) })]);
  });
});

describe("names of chosen selections", () => {
  it("are found by id for what a reopened dialog shows", async () => {
    const { results } = await fetchWebinars(db, 1);
    const ids = selectedIds(moduleEditors.WEBINARS, { webinars: [results[0].id, String(results[1].id)] });
    expect(ids).toEqual({ fetchWebinars: [String(results[0].id), String(results[1].id)] });
    expect(await selectionTitles(db, "fetchWebinars", ids.fetchWebinars)).toEqual({
      [results[0].id]: results[0].title,
      [results[1].id]: results[1].title,
    });
    // One posted id comes back as a single value; story groups are their own names.
    expect(selectedIds(moduleEditors.WEBINARS, { webinars: "7" })).toEqual({ fetchWebinars: ["7"] });
    expect(await selectionTitles(db, "fetchStoriesGroups", ["Engineering"])).toEqual({ Engineering: "Engineering" });
  });
});

describe("a key figure's vector image on save", () => {
  it("takes a vector image, and an icon stored as a WebP image before; nothing else", async () => {
    const idOf = async (kind: "vector" | "image" | "file") =>
      (await db.selectFrom("media").select("id").where("kind", "=", kind).orderBy("id").executeTakeFirstOrThrow()).id;
    const data = { items: [{ title: "1", image: { id: await idOf("vector") } }, { title: "2", image: { id: await idOf("image") } }, { title: "3", image: { id: await idOf("file") } }] };
    const errors = await resolveReferences(db, moduleEditors.KEY_FIGURES, data, "en");
    expect(errors).toEqual({ "data.items[2].image": ["Vector image not found"] });
    expect(data.items[0].image).toEqual(expect.objectContaining({ url: expect.stringMatching(/\.svg$/), width: 48, height: 48 }));
    expect(data.items[1].image).toEqual(expect.objectContaining({ url: expect.stringMatching(/\.webp$/) }));
  });
});
