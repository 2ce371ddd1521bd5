import { parseWithZod } from "@conform-to/zod";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { listFaq } from "~/content/faq.server";
import { listPartners, listRepresentatives } from "~/content/directory.server";
import { loadCompanyLocation } from "~/modules/company-location/load.server";
import { loadContactLocations } from "~/modules/contact-locations/load.server";
import { loadOfficeMap } from "~/modules/office-map/load.server";
import { loadOfficeLocations } from "~/modules/shared/office-locations.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { validationMessage } from "../shell/validation-messages";
import { contentSubmissionSchema, type ContentKindKey } from "./content-kind";
import { CONTENT_KIND_FORMS } from "./content-kinds";
import { CONTENT_STORES } from "./content-stores.server";
import { ContentInUse, deleteContent, formValues, loadContentItem, saveContent, unpublishContent } from "./content-items.server";
import { listContent, readContentListQuery } from "./content-list.server";
import { logger } from "~/lib/logger.server";

let t: EditorTestDb;
let db: Db;
let editorId: number;

beforeAll(async () => {
  t = await createEditorTestDb({ name: "Mara" });
  ({ db, editorId } = t);
});
afterAll(() => t.destroy());

const paging = { page: 1, pageSize: 12 } as const;

function parse(kind: ContentKindKey, data: Record<string, string>, english = true) {
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) form.set(`data.${name}`, value);
  return parseWithZod(form, { schema: contentSubmissionSchema(CONTENT_KIND_FORMS[kind], english), errorMap: editorErrorMap });
}

const save = (kind: ContentKindKey, id: number | null, values: Record<string, unknown>, revision: number | null, publish: boolean, locale: "en" | "de" = "en") =>
  saveContent(db, { kind, id, locale, values, revision, editorId, publish });

const listTitles = async (kind: ContentKindKey, q: string) => (await listContent(db, kind, readContentListQuery(new URLSearchParams({ q }), paging))).items.map((i) => [i.title, i.status]);

describe("FAQ", () => {
  const entry = { question: "Do you ship samples?", body: "<p>Yes, <script>x()</script>free of charge.</p>", position: 3 };

  it("is hidden until published, then shown in German and with the English fallback in Japanese; a draft waits for Publish; unpublish hides it, delete removes it", async () => {
    const { id } = await save("faq", null, entry, null, false);
    let item = await loadContentItem(db, "faq", id);
    expect(item).toMatchObject({ status: "unpublished", revision: 1, updatedBy: "Mara" });
    expect(item?.editable.columns).toEqual({ position: 3 });
    expect(item?.editable.content.en).toEqual({ question: "Do you ship samples?", answer: "<p>Yes, free of charge.</p>" }); // sanitized, stored as `answer`
    expect((await listFaq(db, "en")).map((r) => r.id)).not.toContain(id);
    expect(await listTitles("faq", "samples")).toEqual([["Do you ship samples?", "unpublished"]]);

    await save("faq", id, entry, 1, true);
    await save("faq", id, { question: "Verschicken Sie Muster?", body: "<p>Ja, kostenlos.</p>" }, 2, true, "de");
    const shown = async (locale: "en" | "de" | "jp") => (await listFaq(db, locale)).find((r) => r.id === id)?.text;
    expect(await shown("en")).toEqual({ question: "Do you ship samples?", answer: "<p>Yes, free of charge.</p>" });
    expect(await shown("de")).toEqual({ question: "Verschicken Sie Muster?", answer: "<p>Ja, kostenlos.</p>" });
    expect(await shown("jp")).toEqual({ question: "Do you ship samples?", answer: "<p>Yes, free of charge.</p>" });
    expect(CONTENT_STORES.faq.viewHref({ id }, "de")).toBe(`/de/produkte/support/faq#faq-${id}`);

    // A German question without its German answer shows with the English answer (each text falls back on its own).
    await save("faq", id, { question: "Verschicken Sie Muster?" }, 3, true, "de");
    expect(await shown("de")).toEqual({ question: "Verschicken Sie Muster?", answer: "<p>Yes, free of charge.</p>" });

    // A draft change of the published entry: visitors keep the published text until Publish.
    await save("faq", id, { ...entry, question: "Can I get samples?", position: 0 }, 4, false);
    item = await loadContentItem(db, "faq", id);
    expect(item).toMatchObject({ status: "draft", hasDraft: true, revision: 5 });
    expect(formValues("faq", item!.editable, "en")).toMatchObject({ question: "Can I get samples?", body: "<p>Yes, free of charge.</p>", position: 0 });
    expect(await shown("en")).toMatchObject({ question: "Do you ship samples?" });
    expect(await listTitles("faq", "get samples")).toEqual([["Can I get samples?", "draft"]]);
    await save("faq", id, { ...entry, question: "Can I get samples?", position: 0 }, 5, true);
    expect(await shown("en")).toMatchObject({ question: "Can I get samples?" });

    // Position orders the page (ties: older first).
    const { id: later } = await save("faq", null, { question: "Where are you?", body: "<p>Stäfa.</p>", position: 1 }, null, true);
    expect((await listFaq(db, "en")).map((r) => r.id)).toEqual([id, later]);

    await unpublishContent(db, { kind: "faq", id, revision: 6, editorId });
    expect((await listFaq(db, "en")).map((r) => r.id)).toEqual([later]);
    expect((await listFaq(db, "de")).map((r) => r.id)).toEqual([later]);
    await deleteContent(db, { kind: "faq", id, revision: 7 });
    expect(await loadContentItem(db, "faq", id)).toBeNull();
  });

  it("requires a question and an answer with text, a whole-number position from 0 to 9,999; a translation's texts are optional", () => {
    expect(parse("faq", { question: "", body: "", position: "" }).reply().error).toMatchObject({
      "data.question": [validationMessage("required")],
      "data.body": [validationMessage("required")],
      "data.position": [validationMessage("required")],
    });
    expect(parse("faq", { question: "Q?", body: "<p><br></p>", position: "0" }).reply().error).toMatchObject({ "data.body": [validationMessage("required")] });
    expect(parse("faq", { question: "Q?", body: "<p>&nbsp;</p>", position: "0" }).reply().error).toMatchObject({ "data.body": [validationMessage("required")] });
    expect(parse("faq", { question: "Q".repeat(301), body: "<p>A</p>", position: "0" }).reply().error).toMatchObject({ "data.question": [validationMessage("maxLength", { n: 300 })] });
    for (const position of ["-1", "1.5", "10000"]) {
      expect(parse("faq", { question: "Q?", body: "<p>A</p>", position }).reply().error).toMatchObject({ "data.position": [validationMessage("positionOrder")] });
    }
    expect(parse("faq", { question: "Q?", body: "<p>A</p>", position: "9999" }).status).toBe("success");
    expect(parse("faq", {}, false).status).toBe("success");
    expect(parse("faq", { question: "Frage?" }, false).status).toBe("success");
  });
});

describe("channel partners", () => {
  const partner = { name: "Digi-Parts Austria", country: "Austria", region: "Europe", url: "https://www.digiparts.example/austria" };
  const names = async () => (await listPartners(db)).map((p) => p.name);

  it("reach the channel partners page on Publish; a draft waits for Publish; unpublish hides, delete removes", async () => {
    const { id } = await save("partners", null, partner, null, false);
    expect(await loadContentItem(db, "partners", id)).toMatchObject({ status: "unpublished", editable: { columns: partner, content: {} } });
    expect(await names()).not.toContain("Digi-Parts Austria");

    await save("partners", id, partner, 1, true);
    expect(await listPartners(db)).toContainEqual({ id, ...partner });
    expect(CONTENT_STORES.partners.viewHref({ id }, "de")).toBe("/de/produkte/vertriebspartner");

    await save("partners", id, { ...partner, name: "Digi-Parts Österreich", region: "Americas" }, 2, false);
    expect(await names()).toContain("Digi-Parts Austria");
    expect(await listTitles("partners", "Digi-Parts")).toEqual([["Digi-Parts Österreich", "draft"]]);
    await save("partners", id, { ...partner, name: "Digi-Parts Österreich", region: "Americas" }, 3, true);
    expect((await listPartners(db)).find((p) => p.id === id)).toMatchObject({ name: "Digi-Parts Österreich", region: "Americas" });

    await unpublishContent(db, { kind: "partners", id, revision: 4, editorId });
    expect(await names()).toEqual([]);
    await deleteContent(db, { kind: "partners", id, revision: 5 });
    expect(await loadContentItem(db, "partners", id)).toBeNull();
  });

  it("requires a name, a country and one of the regions, and an http(s) website", () => {
    expect(parse("partners", { name: "", country: "", region: "", url: "" }).reply().error).toMatchObject({
      "data.name": [validationMessage("required")],
      "data.country": [validationMessage("required")],
      "data.region": [validationMessage("required")],
      "data.url": [validationMessage("required")],
    });
    expect(parse("partners", { ...partner, region: "Antarctica" }).reply().error).toMatchObject({ "data.region": [validationMessage("choice")] });
    expect(parse("partners", { ...partner, url: "javascript:alert(1)" }).reply().error).toMatchObject({ "data.url": [validationMessage("url")] });
    expect(parse("partners", { ...partner, url: "ftp://files.example/x" }).reply().error).toMatchObject({ "data.url": [validationMessage("url")] });
    expect(parse("partners", { ...partner, url: "www.digiparts.example" }).reply().error).toMatchObject({ "data.url": [validationMessage("url")] });
    expect(parse("partners", partner).status).toBe("success");
  });
});

describe("representatives", () => {
  const rep = { name: "Lena Vogel", region: "Europe", country: "Austria", email: "lena.vogel@vireo-sensors.example", phone: "+43 1 555 0100" };
  const names = async () => (await listRepresentatives(db)).map((r) => r.name);

  it("reach the representatives page on Publish; a draft waits for Publish; unpublish hides, delete removes", async () => {
    const { id } = await save("representatives", null, rep, null, false);
    expect(await names()).not.toContain("Lena Vogel");
    await save("representatives", id, rep, 1, true);
    expect(await listRepresentatives(db)).toContainEqual({ id, ...rep });
    expect(CONTENT_STORES.representatives.viewHref({ id }, "en")).toBe("/products/representatives");

    await save("representatives", id, { ...rep, phone: "+43 1 555 0199" }, 2, false);
    expect((await listRepresentatives(db)).find((r) => r.id === id)?.phone).toBe("+43 1 555 0100");
    await save("representatives", id, { ...rep, phone: "+43 1 555 0199" }, 3, true);
    expect((await listRepresentatives(db)).find((r) => r.id === id)?.phone).toBe("+43 1 555 0199");
    expect(await listTitles("representatives", "vogel")).toEqual([["Lena Vogel", "published"]]);

    await unpublishContent(db, { kind: "representatives", id, revision: 4, editorId });
    expect(await names()).toEqual([]);
    await deleteContent(db, { kind: "representatives", id, revision: 5 });
    expect(await loadContentItem(db, "representatives", id)).toBeNull();
  });

  it("requires a valid e-mail address and a phone number people can dial", () => {
    expect(parse("representatives", { ...rep, email: "lena.vogel" }).reply().error).toMatchObject({ "data.email": [validationMessage("email")] });
    expect(parse("representatives", { ...rep, email: "" }).reply().error).toMatchObject({ "data.email": [validationMessage("required")] });
    expect(parse("representatives", { ...rep, phone: "call the office" }).reply().error).toMatchObject({ "data.phone": [validationMessage("phone")] });
    expect(parse("representatives", { ...rep, phone: "+1" }).reply().error).toMatchObject({ "data.phone": [validationMessage("phone")] });
    expect(parse("representatives", { ...rep, phone: "" }).reply().error).toMatchObject({ "data.phone": [validationMessage("required")] });
    expect(parse("representatives", { ...rep, region: "Mars" }).reply().error).toMatchObject({ "data.region": [validationMessage("choice")] });
    expect(parse("representatives", { ...rep, phone: "(044) 555-01/00" }).status).toBe("success");
  });
});

describe("office locations", () => {
  const office = {
    name: "Vienna",
    nameVerbose: "Vireo Sensors GmbH",
    addressLines: "Praterstrasse 1\n\n  1020 Wien  \nAustria",
    latitude: 48.2167,
    longitude: 16.3833,
    position: 2,
    phone: "+43 1 555 0100",
    email: "austria@vireo-sensors.example",
  };
  const ctx = () => ({ db, locale: "en", site: "main", log: logger }) as const;

  /** A page whose one module (of `type`) holds `data` in a revision of `status`. */
  async function pageWith(title: string, type: string, data: Record<string, unknown>, status: "published" | "draft" | "history" = "published") {
    const slug = title.toLowerCase().replace(/\W+/g, "-");
    const { id: pageId } = await db.insertInto("pages").values({ site: "main", parent_id: null, position: 0, editable: true }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("page_translations").values({ page_id: pageId, locale: "en", slug, path: slug, title, name: title }).execute();
    const { id: revisionId } = await db.insertInto("page_revisions").values({ page_id: pageId, status, created_at: new Date(), published_at: new Date() }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("page_modules").values({ revision_id: revisionId, id: `m-${pageId}`, position: 0, type, layout: "{}" }).execute();
    await db.insertInto("page_module_contents").values({ revision_id: revisionId, module_id: `m-${pageId}`, locale: "en", data: JSON.stringify(data) }).execute();
    return revisionId;
  }

  it("reach the map modules on Publish with their address lines; a draft waits for Publish; unpublish hides them", async () => {
    const { id } = await save("offices", null, office, null, false);
    const item = await loadContentItem(db, "offices", id);
    expect(item?.editable.columns).toMatchObject({ address_lines: ["Praterstrasse 1", "1020 Wien", "Austria"], latitude: 48.2167, longitude: 16.3833 });
    expect(await loadOfficeLocations(db, [id])).toEqual([]);
    expect(await listTitles("offices", "vienna")).toEqual([["Vienna", "unpublished"]]);

    await save("offices", id, office, 1, true);
    const shown = { id, name: "Vienna", nameVerbose: "Vireo Sensors GmbH", addressLines: ["Praterstrasse 1", "1020 Wien", "Austria"], latitude: 48.2167, longitude: 16.3833, phone: "+43 1 555 0100", email: "austria@vireo-sensors.example" };
    expect(await loadOfficeMap({ selectedLocations: [id], area: "fit" }, ctx())).toEqual({ locations: [shown] });
    expect(await loadContactLocations({ selectedLocations: [id], showMap: false }, ctx())).toEqual({ locations: [shown] });
    expect(await loadCompanyLocation({ selectedLocations: [id] }, ctx())).toEqual({ locations: [shown] });
    expect(CONTENT_STORES.offices.viewHref({ id }, "en")).toBeNull();

    // A draft change: the form reads the draft's address back as lines; visitors keep the published office.
    const moved = { ...office, addressLines: "Kärntner Ring 5\n1010 Wien\nAustria", latitude: 48.2019, phone: undefined, email: undefined };
    await save("offices", id, moved, 2, false);
    const draft = await loadContentItem(db, "offices", id);
    expect(draft).toMatchObject({ status: "draft", revision: 3 });
    expect(formValues("offices", draft!.editable, "en")).toEqual({ ...moved, phone: undefined, email: undefined });
    expect((await loadOfficeLocations(db, [id]))[0]).toMatchObject({ addressLines: ["Praterstrasse 1", "1020 Wien", "Austria"], latitude: 48.2167 });
    await save("offices", id, moved, 3, true);
    expect((await loadOfficeLocations(db, [id]))[0]).toMatchObject({ addressLines: ["Kärntner Ring 5", "1010 Wien", "Austria"], latitude: 48.2019, phone: null, email: null });

    await unpublishContent(db, { kind: "offices", id, revision: 4, editorId });
    expect(await loadOfficeMap({ selectedLocations: [id], area: "fit" }, ctx())).toEqual({ locations: [] });
    await deleteContent(db, { kind: "offices", id, revision: 5 });
    expect(await loadContentItem(db, "offices", id)).toBeNull();
  });

  it("refuses to delete an office while a page's office map, contact locations or company location picks it (not history, not other offices)", async () => {
    const { id } = await save("offices", null, { ...office, name: "Graz" }, null, true);
    const { id: other } = await save("offices", null, { ...office, name: "Linz" }, null, true);
    const mapRevision = await pageWith("Our offices", "OFFICE_MAP", { selectedLocations: [other, id], area: "fit" });
    await pageWith("Contact", "CONTACT_LOCATIONS", { selectedLocations: [id], showMap: true }, "draft");
    await pageWith("About us", "COMPANY_LOCATION", { selectedLocations: [id] });
    await pageWith("Old contact", "CONTACT_LOCATIONS", { selectedLocations: [id] }, "history");
    await pageWith("Jobs map", "OFFICE_MAP", { selectedLocations: [other] });

    const error = await deleteContent(db, { kind: "offices", id, revision: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentInUse);
    expect((error as ContentInUse).uses).toEqual([
      { kind: "companyLocation", name: "About us" },
      { kind: "contactLocations", name: "Contact" },
      { kind: "officeMap", name: "Our offices" },
    ]);
    expect(await loadContentItem(db, "offices", id)).not.toBeNull();

    await db.deleteFrom("page_module_contents").where("revision_id", "<>", mapRevision).where(sql<boolean>`data -> 'selectedLocations' @> to_jsonb(${id}::int)`).execute();
    const stillMap = await deleteContent(db, { kind: "offices", id, revision: 1 }).catch((e: unknown) => e);
    expect((stillMap as ContentInUse).uses).toEqual([{ kind: "officeMap", name: "Our offices" }]);
    await db.updateTable("page_module_contents").set({ data: JSON.stringify({ selectedLocations: [other], area: "fit" }) }).where("revision_id", "=", mapRevision).execute();
    await deleteContent(db, { kind: "offices", id, revision: 1 });
    expect(await loadContentItem(db, "offices", id)).toBeNull();
    // The other office is still used by two pages.
    expect((await deleteContent(db, { kind: "offices", id: other, revision: 1 }).catch((e: unknown) => e)) as ContentInUse).toMatchObject({
      uses: [
        { kind: "officeMap", name: "Jobs map" },
        { kind: "officeMap", name: "Our offices" },
      ],
    });
  });

  it("checks latitude, longitude, address lines, contacts and position", () => {
    const form = { ...office, latitude: "48.2", longitude: "16.4", position: "0" };
    expect(parse("offices", form).status).toBe("success");
    expect(parse("offices", { ...form, phone: "", email: "" }).status).toBe("success");
    expect(parse("offices", { ...form, latitude: "90.5" }).reply().error).toMatchObject({ "data.latitude": [validationMessage("latitude")] });
    expect(parse("offices", { ...form, latitude: "-91" }).reply().error).toMatchObject({ "data.latitude": [validationMessage("latitude")] });
    expect(parse("offices", { ...form, longitude: "180.01" }).reply().error).toMatchObject({ "data.longitude": [validationMessage("longitude")] });
    expect(parse("offices", { ...form, longitude: "east" }).reply().error).toMatchObject({ "data.longitude": [validationMessage("number")] });
    expect(parse("offices", { ...form, latitude: "" }).reply().error).toMatchObject({ "data.latitude": [validationMessage("required")] });
    expect(parse("offices", { ...form, addressLines: "\n  \n" }).reply().error).toMatchObject({ "data.addressLines": [validationMessage("required")] });
    expect(parse("offices", { ...form, addressLines: Array.from({ length: 9 }, (_, i) => `Line ${i}`).join("\n") }).reply().error).toMatchObject({ "data.addressLines": [validationMessage("addressLines")] });
    expect(parse("offices", { ...form, addressLines: "x".repeat(201) }).reply().error).toMatchObject({ "data.addressLines": [validationMessage("addressLines")] });
    expect(parse("offices", { ...form, email: "austria@" }).reply().error).toMatchObject({ "data.email": [validationMessage("email")] });
    expect(parse("offices", { ...form, phone: "ask reception" }).reply().error).toMatchObject({ "data.phone": [validationMessage("phone")] });
    expect(parse("offices", { ...form, position: "-3" }).reply().error).toMatchObject({ "data.position": [validationMessage("positionOrder")] });
    expect(parse("offices", { ...form, name: "", nameVerbose: "" }).reply().error).toMatchObject({ "data.name": [validationMessage("required")], "data.nameVerbose": [validationMessage("required")] });
  });
});
