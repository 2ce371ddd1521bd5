import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { insertPage } from "../../../db/seed/insert-page";
import { validationMessage } from "../shell/validation-messages";
import { deleteMedia, mediaDetails, MediaInUse, replacementFilename, replaceMediaFile, ReplaceRefused, saveMediaDetails } from "./media-details.server";
import { checkLibraryFile, MAX_FILES_PER_UPLOAD } from "./media-file-checks.server";
import { storeUploads, UploadRefused } from "./media-upload.server";
import { LIBRARY_PAGE_SIZE, parseLibraryQuery } from "./media-library-query";
import { listMedia } from "./media-library.server";
import { mediaUses } from "./media-uses.server";

let db: Db;
let uploader: number;
let photo: number;
let datasheet: number;
let spare: number;
let pageId: number;

async function addMedia(values: { kind: "image" | "vector" | "document" | "file" | "video"; filename: string; name?: string; size?: number; alt?: Record<string, string> }) {
  const row = await db
    .insertInto("media")
    .values({ content_type: "application/octet-stream", size: 100, ...values, alt: JSON.stringify(values.alt ?? {}), uploaded_by: uploader })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function moduleData(locale: string) {
  const row = await db
    .selectFrom("page_module_contents as c")
    .innerJoin("page_revisions as r", "r.id", "c.revision_id")
    .select("c.data")
    .where("r.page_id", "=", pageId)
    .where("c.locale", "=", locale)
    .executeTakeFirstOrThrow();
  return row.data as { image: { id: number; url: string; alt: string } };
}

beforeAll(async () => {
  db = createDb({});
  await migrateToLatest(db);
  uploader = (await db.insertInto("users").values({ email: "m@example.com", name: "Mia", password_hash: "x" }).returning("id").executeTakeFirstOrThrow()).id;
  photo = await addMedia({ kind: "image", filename: "sensor-line.webp", name: "Sensor line", size: 5000, alt: { en: "A sensor line" } });
  datasheet = await addMedia({ kind: "document", filename: "ds-100.pdf", name: "Datasheet 100", size: 9000 });
  spare = await addMedia({ kind: "image", filename: "100%_sure.webp", name: "100%_sure" });
  await addMedia({ kind: "video", filename: "clip", name: "Clip" });
  for (let i = 0; i < LIBRARY_PAGE_SIZE; i++) await addMedia({ kind: "file", filename: `tool-${i}.zip`, name: `Tool ${i}` });
  const image = { id: photo, url: `/media/${photo}/sensor-line.webp`, alt: "A sensor line" };
  pageId = await insertPage(db, {
    translations: { en: { slug: "lines", title: "Lines" }, de: { slug: "linien", title: "Linien" } },
    modules: [{ type: "TEXT_MEDIA", content: { en: { image, link: { linkType: "download", href: `/media/${datasheet}/ds-100.pdf` } }, de: { image } } }],
  });
});
afterAll(() => db.destroy());

describe("the library list", () => {
  it("lists images, vector images, documents, files and videos, newest first, 24 a page", async () => {
    const first = await listMedia(db, parseLibraryQuery(new URLSearchParams()));
    expect(first.total).toBe(4 + LIBRARY_PAGE_SIZE);
    expect(first.items).toHaveLength(LIBRARY_PAGE_SIZE);
    expect(first.pages).toBe(2);
    expect(first.items.map((i) => i.name)).not.toContain("Clip"); // uploaded before the 24 tools: on page 2
    expect(first.items[0].uploadedBy).toBe("Mia");
    const second = await listMedia(db, parseLibraryQuery(new URLSearchParams("page=2")));
    expect(second.items.map((i) => i.name)).toEqual(["Clip", "100%_sure", "Datasheet 100", "Sensor line"]); // the four first uploaded
  });

  it("filters by kind and searches name and file name, taking % and _ literally", async () => {
    expect((await listMedia(db, parseLibraryQuery(new URLSearchParams("kind=document")))).items.map((i) => i.name)).toEqual(["Datasheet 100"]);
    expect((await listMedia(db, parseLibraryQuery(new URLSearchParams("q=SENSOR")))).items.map((i) => i.id)).toEqual([photo]);
    expect((await listMedia(db, parseLibraryQuery(new URLSearchParams("q=100%25_")))).items.map((i) => i.id)).toEqual([spare]);
  });

  it("sorts by name and by size", async () => {
    const byName = await listMedia(db, parseLibraryQuery(new URLSearchParams("sort=name&kind=image")));
    expect(byName.items.map((i) => i.name)).toEqual(["100%_sure", "Sensor line"]);
    const bySize = await listMedia(db, parseLibraryQuery(new URLSearchParams("sort=largest")));
    expect(bySize.items[0].id).toBe(datasheet);
  });

  it("turns malformed parameters into the defaults and clamps a page past the end", async () => {
    expect(parseLibraryQuery(new URLSearchParams("kind=audio&sort=drop&page=-3"))).toEqual({ q: "", kind: null, sort: "newest", page: 1 });
    expect((await listMedia(db, parseLibraryQuery(new URLSearchParams("page=999")))).page).toBe(2);
  });
});

describe("where a file is used", () => {
  it("finds the pages whose modules show an image or link to a document", async () => {
    expect((await mediaUses(db, photo)).pages).toEqual([{ pageId, title: "Lines", href: "/lines?draft=true", revisions: ["published"] }]);
    expect((await mediaUses(db, datasheet)).pages.map((p) => p.pageId)).toEqual([pageId]);
    expect((await mediaUses(db, spare)).pages).toEqual([]);
  });

  it("finds content rows that point at a file", async () => {
    await db.insertInto("links").values({ text: "Spec sheet", link_type: "download", media_id: spare }).execute();
    expect((await mediaUses(db, spare)).content).toEqual([expect.objectContaining({ table: "links", label: "Spec sheet" })]);
    await db.deleteFrom("links").where("media_id", "=", spare).execute();
  });
});

describe("saving details", () => {
  it("stores alt text per locale and puts it into the modules that show the image, per locale", async () => {
    const saved = await saveMediaDetails(db, photo, { alt: { en: "A sensor line", de: "Eine Sensorlinie" }, title: "Line", credit: "© Us", focalX: 30, focalY: 70 });
    expect(saved).toBe(true);
    const details = await mediaDetails(db, photo);
    expect(details).toMatchObject({ alt: { en: "A sensor line", de: "Eine Sensorlinie" }, title: "Line", credit: "© Us", focalX: 30, focalY: 70, decorative: false });
    expect((await moduleData("de")).image.alt).toBe("Eine Sensorlinie");
    expect((await moduleData("en")).image.alt).toBe("A sensor line");
  });

  it("gives a decorative image empty alt text on the page", async () => {
    await saveMediaDetails(db, photo, { alt: { en: "A sensor line" }, decorative: true });
    expect((await moduleData("en")).image.alt).toBe("");
    await saveMediaDetails(db, photo, { alt: { en: "A sensor line" } });
    expect((await moduleData("de")).image.alt).toBe("A sensor line"); // German falls back to English
  });

  it("answers false for no such item", async () => {
    expect(await saveMediaDetails(db, 999999, {})).toBe(false);
    expect(await mediaDetails(db, 999999)).toBeNull();
  });
});

describe("deleting", () => {
  it("is refused while a page uses the file, naming the page, and nothing is deleted", async () => {
    const error = await deleteMedia(db, photo).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(MediaInUse);
    expect((error as MediaInUse).uses.pages.map((p) => p.title)).toEqual(["Lines"]);
    expect(await mediaDetails(db, photo)).not.toBeNull();
  });

  it("deletes an unused file, and answers false the second time", async () => {
    expect(await deleteMedia(db, spare)).toBe(true);
    expect(await mediaDetails(db, spare)).toBeNull();
    expect(await deleteMedia(db, spare)).toBe(false);
  });
});

describe("uploading", () => {
  const jpegFile = async (name: string) =>
    new File([await sharp({ create: { width: 30, height: 20, channels: 3, background: "#007a3c" } }).jpeg().toBuffer()], name, { type: "image/jpeg" });
  const count = async () => Number((await db.selectFrom("media").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);

  it("stores every file of an upload as checked (a JPEG as WebP), with who uploaded it", async () => {
    const ids = await storeUploads(db, [await jpegFile("Hall A.jpg"), await jpegFile("hall-b.jpg")], uploader);
    expect(ids).toHaveLength(2);
    const rows = await db.selectFrom("media").select(["filename", "content_type", "width", "height", "uploaded_by", "name"]).where("id", "in", ids).orderBy("id").execute();
    expect(rows).toEqual([
      { filename: "Hall-A.webp", content_type: "image/webp", width: 30, height: 20, uploaded_by: uploader, name: "Hall-A" },
      { filename: "hall-b.webp", content_type: "image/webp", width: 30, height: 20, uploaded_by: uploader, name: "hall-b" },
    ]);
  });

  it("stores nothing when one file is refused, and names every refused file", async () => {
    const before = await count();
    const html = new File(["<html><script>alert(1)</script></html>"], "spec.pdf", { type: "application/pdf" });
    const empty = new File([], "empty.zip");
    const error = await storeUploads(db, [await jpegFile("ok.jpg"), html, empty], uploader).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(UploadRefused);
    expect((error as UploadRefused).messages).toEqual([validationMessage("fileType", { name: "spec.pdf" }), validationMessage("fileEmpty", { name: "empty.zip" })]);
    expect(await count()).toBe(before);
  });

  it("refuses no file and more than MAX_FILES_PER_UPLOAD before reading any", async () => {
    await expect(storeUploads(db, [], uploader)).rejects.toThrow(validationMessage("noFiles"));
    const many = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => new File(["x"], `f${i}.txt`));
    await expect(storeUploads(db, many, uploader)).rejects.toThrow(validationMessage("tooManyFiles", { n: MAX_FILES_PER_UPLOAD }));
  });
});

describe("replacing a file", () => {
  it("names each revision's file apart, whatever name is uploaded", () => {
    expect(replacementFilename("datasheet.pdf", 2)).toBe("datasheet-v2.pdf");
    expect(replacementFilename("datasheet-v2.pdf", 3)).toBe("datasheet-v3.pdf");
    expect(replacementFilename("driver.tar.gz", 2)).toBe("driver-v2.tar.gz");
    expect(replacementFilename("README", 4)).toBe("README-v4");
  });

  it("keeps the id and alt text, and the modules that show it get the new address and size", async () => {
    const file = await checkLibraryFile("new line.jpg", await sharp({ create: { width: 64, height: 48, channels: 3, background: "#fff" } }).jpeg().toBuffer());
    expect(await replaceMediaFile(db, photo, file)).toBe(true);
    const image = (await moduleData("de")).image as { url: string; alt: string; width?: number; height?: number };
    expect(image).toMatchObject({ id: photo, url: `/media/${photo}/new-line-v2.webp`, width: 64, height: 48 });
    expect(image.alt).toBe("A sensor line");
    expect((await mediaDetails(db, photo))?.alt.en).toBe("A sensor line");
  });

  it("refuses a file of another kind and changes nothing", async () => {
    const pdf = await checkLibraryFile("x.pdf", new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"));
    await expect(replaceMediaFile(db, photo, pdf)).rejects.toBeInstanceOf(ReplaceRefused);
    expect((await mediaDetails(db, photo))?.filename).toBe("new-line-v2.webp");
  });
});
