import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type Db } from "../../../db";
import { migrateToLatest } from "../../../db/migrate";
import { testContext } from "../../../tests/support/request-context";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { callAs, EVERYONE, refusalText, refusedRights, signInAll, type Signed, type Who } from "../forms/role-accounts.test-support";
import { libraryAction, loadLibrary, loadMediaItem, mediaItemAction, uploadAction, type MediaRights } from "./media-route.server";

// Issue 43: the media library's gate. Every editor sees the library and an item's details;
// upload and describe (`media.upload`, `media.edit`) for editors, publishers and administrators,
// also when scoped to sections; replace and delete (`media.replace`, `media.delete`, the whole
// site's files) for publishers and administrators; translators none. A refusal is 403 naming
// why in the editor's language, audited, and nothing is written.

let t: TestDb;
let db: Db;
let as: Signed;
let png: Uint8Array<ArrayBuffer>;

async function addMedia(name: string): Promise<number> {
  const row = await db
    .insertInto("media")
    .values({ kind: "image", filename: `${name}.webp`, name, content_type: "image/webp", size: 10, alt: JSON.stringify({ en: "Old" }), bytes: Buffer.from(png) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const mediaRows = async () => db.selectFrom("media").select(["id", "name", "alt", "filename", "size"]).orderBy("id").execute();
const item = (who: Who, id: number, de = false) => callAs(testContext, as[who].cookie, loadMediaItem, `/editor/media/${id}`, { params: { mediaId: String(id) }, de });
const post = (who: Who, id: number, body: Record<string, string> | FormData, de = false) =>
  callAs(testContext, as[who].cookie, mediaItemAction, `/editor/media/${id}`, { body, params: { mediaId: String(id) }, de });
const uploadForm = (name = "new.png") => {
  const form = new FormData();
  form.append("files", new File([png], name, { type: "image/png" }));
  return form;
};
const replaceForm = () => {
  const form = uploadForm("replacement.png");
  form.set("_action", "replace");
  form.set("file", new File([png], "replacement.png", { type: "image/png" }));
  return form;
};
const details = (name: string) => ({ _action: "save", name, "alt.en": "A new alt text", title: "", credit: "" });

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  await migrateToLatest(db);
  setDb(db);
  as = await signInAll(db, testContext, "10.43.1.1");
  png = new Uint8Array(await sharp({ create: { width: 8, height: 6, channels: 3, background: "#c00" } }).png().toBuffer());
}, 120_000);
afterAll(() => t.destroy());

describe("the library and an item's details", () => {
  it("are shown to every editor, with what each may do", async () => {
    const id = await addMedia("Shown");
    const expected: Record<Who, (keyof MediaRights)[]> = {
      admin: ["media.upload", "media.edit", "media.replace", "media.delete"],
      publisher: ["media.upload", "media.edit", "media.replace", "media.delete"],
      author: ["media.upload", "media.edit"],
      agency: ["media.upload", "media.edit"],
      translator: [],
    };
    for (const who of EVERYONE) {
      const library = await callAs(testContext, as[who].cookie, loadLibrary, "/editor/media", { de: true });
      expect(library.status).toBe(200);
      const details = await item(who, id, true);
      expect(details.status).toBe(200);
      const rights = details.data?.rights as MediaRights;
      expect(library.data?.rights).toEqual(rights);
      expect(Object.entries(rights).flatMap(([right, reason]) => (reason === null ? [right] : []))).toEqual(expected[who]);
    }
    const translator = (await item("translator", id, true)).data?.rights as MediaRights;
    expect(translator["media.delete"]).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht Medien löschen.");
    const agency = (await item("agency", id)).data?.rights as MediaRights;
    expect(agency["media.replace"]).toBe("Your role Editor (all languages) cannot replace media files.");
  });
});

describe("upload", () => {
  it("stores an upload of editors (in a section too), publishers and administrators, without and with JavaScript", async () => {
    for (const who of ["admin", "publisher", "author", "agency"] as const) {
      const plain = await callAs(testContext, as[who].cookie, libraryAction, "/editor/media", { body: uploadForm(`${who}.png`) });
      expect(plain.status, plain.text).toBe(303);
      const script = await callAs(testContext, as[who].cookie, uploadAction, "/editor/media/upload", { body: uploadForm(`${who}-js.png`) });
      expect(script.status, script.text).toBe(200);
    }
  });

  it("refuses a translator's upload, naming why, without storing anything", async () => {
    const before = await mediaRows();
    const plain = await callAs(testContext, as.translator.cookie, libraryAction, "/editor/media", { body: uploadForm(), de: true });
    expect(plain.status).toBe(403);
    expect(refusalText(plain)).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht Medien hochladen.");
    const script = await callAs(testContext, as.translator.cookie, uploadAction, "/editor/media/upload", { body: uploadForm() });
    expect(script.status).toBe(403);
    expect(JSON.parse(script.text ?? "{}")).toEqual({ error: "Your role Translator (Deutsch) cannot upload media." });
    expect(await mediaRows()).toEqual(before);
    expect(await refusedRights(db)).toContainEqual(expect.objectContaining({ right: "media.upload", reason: "role" }));
  });
});

describe("an item's details, Replace and Delete", () => {
  it("saves the details (name, alt texts, focal point) for editors, in a section too; a translator is refused", async () => {
    const id = await addMedia("Describe me");
    for (const who of ["admin", "publisher", "author", "agency"] as const) {
      const saved = await post(who, id, details(`Named by ${who}`));
      expect(saved.status, JSON.stringify(saved.data)).toBe(303);
      expect((await db.selectFrom("media").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name).toBe(`Named by ${who}`);
    }
    const before = await mediaRows();
    const refused = await post("translator", id, details("Forged"), true);
    expect(refused.status).toBe(403);
    expect(refusalText(refused)).toBe("Ihre Rolle Übersetzer (Deutsch) darf nicht Mediendetails bearbeiten.");
    expect(await mediaRows()).toEqual(before);
  });

  it("replaces and deletes for publishers and administrators only", async () => {
    for (const who of ["admin", "publisher"] as const) {
      const id = await addMedia(`Replace ${who}`);
      const replaced = await post(who, id, replaceForm());
      expect(replaced.status, JSON.stringify(replaced.data)).toBe(303);
      expect((await db.selectFrom("media").select("filename").where("id", "=", id).executeTakeFirstOrThrow()).filename).not.toBe(`Replace ${who}.webp`);
      const deleted = await post(who, id, { _action: "delete" });
      expect(deleted.status).toBe(303);
      expect(await db.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    }
  });

  it("refuses Replace and Delete to editors (in a section or not) and translators, forged or not, changing nothing", async () => {
    const id = await addMedia("Keep me");
    const before = await mediaRows();
    for (const who of ["author", "agency", "translator"] as const) {
      const replaced = await post(who, id, replaceForm(), true);
      expect(replaced.status).toBe(403);
      const deleted = await post(who, id, { _action: "delete" }, true);
      expect(deleted.status).toBe(403);
      expect(refusalText(deleted)).toMatch(/^Ihre Rolle (Redakteur|Übersetzer) \((alle Sprachen|Deutsch)\) darf nicht Medien löschen\.$/);
      expect(refusalText(replaced)).toMatch(/^Ihre Rolle (Redakteur|Übersetzer) \((alle Sprachen|Deutsch)\) darf nicht Mediendateien ersetzen\.$/);
    }
    expect(refusalText(await post("author", id, { _action: "delete" }))).toBe("Your role Editor (all languages) cannot delete media.");
    expect(await mediaRows()).toEqual(before);
    const refused = await db.selectFrom("audit_log").select(["actor", "detail"]).where("action", "=", "refused").where("target_kind", "=", "media").where("target_id", "=", String(id)).execute();
    expect(refused).toHaveLength(7);
    expect(new Set(refused.map((r) => r.actor))).toEqual(new Set(["author", "agency", "translator"]));
  });
});
