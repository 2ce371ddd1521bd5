import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugFromTitle } from "../../app/editor/page-tree/new-page-schema";
import { href } from "../../app/i18n/route-table";
import type { Locale } from "../../app/i18n/locales";
import { launchBrowser } from "./support/browser";
import { asEditor as asEditorWith, editorSessionCookie, postAsEditor } from "./support/editor-http";
import { newEditorPage, settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";
import { parseHtml } from "../support/html";

// Issue 23, the kinds added after news/jobs/products/downloads: blog, employee stories, team, FAQ,
// channel partners, representatives, office locations, series, categories and inventory. Each is
// created, edited, published, seen (or no longer seen) by visitors and deleted over plain HTTP (as
// a browser without JavaScript posts); their own bad inputs are refused with the editor's
// messages. Every test deletes what it created: the other files of the run share this server.

const ed = (key: string, locale: Locale = "en", params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
/** A validation message as the form shows it (translated, HTML-escaped). */
const message = (key: string, locale: Locale = "en") => escapeText(ed(`validation.${key}`, locale));

let cookie = "";
beforeAll(async () => {
  cookie = await editorSessionCookie();
});
const asEditor = (path: string, init: RequestInit = {}) => asEditorWith(cookie, path, init);
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => postAsEditor(cookie, path, fields, headers);
const visitor = async (path: string) => {
  const response = await fetch(url(path), { redirect: "manual" });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
};
/** A minute ago, as the datetime-local field posts it (UTC): the newest item of its list. */
const justNow = () => new Date(Date.now() - 60_000).toISOString().slice(0, 16);
/** A name no other test or run uses. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Posts the item form; answers the created/updated item's id from the 303's address. */
async function submit(path: string, fields: Record<string, string>): Promise<{ id: number; location: string }> {
  const response = await post(path, fields);
  const location = response.headers.get("location") ?? "";
  expect(response.status, await response.text()).toBe(303);
  return { id: Number(/\/(\d+)(?:\?|$)/.exec(location)?.[1]), location };
}

/** The revision the item form carries now. */
async function revisionOf(kind: string, id: number): Promise<string> {
  const html = await (await asEditor(`/editor/content/${kind}/${id}`)).text();
  return /name="revision" value="(\d+)"/.exec(html)![1];
}

/** The slug the item form carries now (made from the title when none was typed). */
async function slugOf(kind: string, id: number): Promise<string> {
  const html = await (await asEditor(`/editor/content/${kind}/${id}`)).text();
  return /value="([a-z0-9-]+)"[^>]*name="data.slug"|name="data.slug"[^>]*value="([a-z0-9-]+)"/.exec(html)!.slice(1).find(Boolean)!;
}

/** Saves, publishes or unpublishes an existing item with the revision it has now. */
async function act(kind: string, id: number, intent: "save" | "publish" | "unpublish", fields: Record<string, string> = {}, locale?: Locale) {
  const at = `/editor/content/${kind}/${id}${locale ? `?locale=${locale}` : ""}`;
  const done = await submit(at, { ...fields, revision: await revisionOf(kind, id), intent });
  const notice = { save: "saved", publish: "published", unpublish: "unpublished" }[intent];
  expect(done.location).toContain(`done=${notice}`);
  return done;
}

async function remove(kind: string, id: number): Promise<void> {
  const response = await post(`/editor/content/${kind}/${id}`, { intent: "delete", revision: await revisionOf(kind, id) });
  expect(response.headers.get("location")).toBe(`/editor/content/${kind}?done=deleted`);
  expect((await asEditor(`/editor/content/${kind}/${id}`)).status).toBe(404);
}

/** Posts a new item that must be refused: its 400 page. */
async function refused(kind: string, fields: Record<string, string>, status = 400): Promise<string> {
  const response = await post(`/editor/content/${kind}/new`, { ...fields, intent: "save" });
  const html = await response.text();
  expect(response.status, html.slice(0, 500)).toBe(status);
  return html;
}

/** The first published product of the picker (a seeded one). */
async function someProduct(): Promise<{ id: number; name: string }> {
  const { results } = (await (await asEditor("/api/editor/fetchProducts", { headers: { Accept: "application/json" } })).json()) as { results: { id: number; name: string }[] };
  return results[0];
}

describe("blog, stories and team without JavaScript", () => {
  it("writes a blog post in English and German: the blog list and its page in en and de, English in /jp; unpublished it is gone", async () => {
    const title = unique("E2E blog post");
    const german = `${title} auf Deutsch`;
    const created = await submit("/editor/content/blog/new", {
      "data.title": title,
      "data.tags": "E2E-Tag, sensors",
      "data.publishedAt": justNow(),
      "data.summary": "A post about sensors.",
      "data.body": "<p>Measured <em>twice</em>.</p>",
      intent: "save",
    });
    expect(created.location).toContain("done=created");
    const slug = await slugOf("blog", created.id);
    const detail = (locale: Locale) => href("blogPost", locale, { post: slug });
    expect((await visitor(detail("en"))).status).toBe(404); // a draft: visitors do not see it

    await act("blog", created.id, "save", { "data.title": `${title} edited`, "data.slug": slug, "data.tags": "e2e-tag", "data.publishedAt": justNow(), "data.body": "<p>Measured <em>twice</em>.</p>" });
    expect(await (await asEditor(`/editor/content/blog/${created.id}`)).text()).toContain(`value="${title} edited"`);
    await act("blog", created.id, "publish", { "data.title": title, "data.slug": slug, "data.tags": "e2e-tag", "data.publishedAt": justNow(), "data.body": "<p>Measured <em>twice</em>.</p>" });
    await act("blog", created.id, "publish", { "data.title": german, "data.summary": "Ein Beitrag über Sensoren.", "data.body": "<p>Zweimal gemessen.</p>" }, "de");

    const en = await visitor(detail("en"));
    expect(en.status).toBe(200);
    expect(en.html).toContain(title);
    expect(en.html).toContain("<em>twice</em>");
    // No German slug typed: the German page's address is made from the German title (ADR 057).
    const germanDetail = href("blogPost", "de", { post: slugFromTitle(german) });
    expect((await visitor(detail("de"))).location).toBe(germanDetail);
    const de = await visitor(germanDetail);
    expect(de.html).toContain(german);
    expect(de.html).toContain("Zweimal gemessen.");
    const jp = await visitor(detail("jp"));
    expect(jp.status).toBe(200);
    expect(jp.html).toContain(title); // no Japanese text: English shows
    expect(jp.html).not.toContain(german);
    expect((await visitor(href("blog", "en"))).html).toContain(`href="${detail("en")}"`);
    expect((await visitor(href("blog", "de"))).html).toContain(german);
    expect((await visitor(href("blogTag", "en", { tag: "e2e-tag" }))).html).toContain(title);
    expect((await visitor(`/search?q=${encodeURIComponent(title)}`)).html).toContain(`href="${detail("en")}"`);
    expect((await visitor("/sitemaps/blog-1.xml")).html).toContain(germanDetail);

    // A draft of a published post waits for Publish; a renamed slug answers the old address with 301.
    await act("blog", created.id, "save", { "data.title": `${title} draft`, "data.slug": slug, "data.tags": "e2e-tag", "data.publishedAt": justNow() });
    expect((await visitor(detail("en"))).html).not.toContain(`${title} draft`);
    const renamed = `${slug}-renamed`;
    await act("blog", created.id, "publish", { "data.title": title, "data.slug": renamed, "data.tags": "e2e-tag", "data.publishedAt": justNow(), "data.body": "<p>Measured <em>twice</em>.</p>" });
    const moved = await visitor(detail("en"));
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(href("blogPost", "en", { post: renamed }));
    // The German address is the German slug's: the English rename does not move it.
    expect((await visitor(germanDetail)).html).toContain(german);
    expect((await visitor(detail("de"))).location).toBe(germanDetail);

    await act("blog", created.id, "unpublish");
    expect((await visitor(href("blogPost", "en", { post: renamed }))).status).toBe(404);
    expect((await visitor(href("blog", "en"))).html).not.toContain(title);
    expect((await visitor(href("blog", "de"))).html).not.toContain(german);
    expect((await visitor(`/search?q=${encodeURIComponent(title)}`)).html).not.toContain(renamed);
    expect((await visitor("/sitemaps/blog-1.xml")).html).not.toContain(renamed);
    await remove("blog", created.id);
  });

  it("refuses a blog post's bad tags and date with the editor's messages, keeping the typed values", async () => {
    const html = await refused("blog", { "data.title": "E2E tagged", "data.tags": "fine, not a tag!", "data.publishedAt": "30.11.2026", "data.summary": "Kept summary" });
    expect(html).toContain(message("tagFormat"));
    expect(html).toContain(message("dateFormat"));
    expect(html).toContain("Kept summary");
    const german = await post("/editor/content/blog/new", { "data.title": "", "data.publishedAt": justNow(), intent: "save" }, { "Accept-Language": "de" });
    expect(german.status).toBe(400);
    expect(await german.text()).toContain(message("required", "de"));
  });

  it("publishes an employee story: the story list and its page show it until it is unpublished", async () => {
    const title = unique("E2E story");
    const created = await submit("/editor/content/stories/new", {
      "data.title": title,
      "data.category": "Engineering",
      "data.group": "Apprentices",
      "data.publishFrom": justNow(),
      "data.hasVideo": "on",
      "data.summary": "From apprentice to engineer.",
      intent: "save",
    });
    const slug = await slugOf("stories", created.id);
    expect((await visitor(href("story", "en", { slug }))).status).toBe(404);
    await act("stories", created.id, "publish", { "data.title": title, "data.slug": slug, "data.category": "Operations", "data.group": "Apprentices", "data.publishFrom": justNow(), "data.summary": "From apprentice to engineer." });
    await act("stories", created.id, "publish", { "data.title": `${title} DE` }, "de");
    expect((await visitor(href("story", "en", { slug }))).html).toContain(title);
    expect((await visitor(href("story", "de", { slug: slugFromTitle(`${title} DE`) }))).html).toContain(`${title} DE`);
    expect((await visitor(href("stories", "en"))).html).toContain(title);
    expect((await visitor(href("stories", "en", {}, { category: "Operations" }))).html).toContain(title);
    expect((await visitor(href("stories", "en", {}, { category: "Sales" }))).html).not.toContain(title);

    await act("stories", created.id, "unpublish");
    expect((await visitor(href("story", "en", { slug }))).status).toBe(404);
    expect((await visitor(href("stories", "en"))).html).not.toContain(title);
    await remove("stories", created.id);

    const bad = await refused("stories", { "data.title": "E2E story", "data.category": "Marketing", "data.group": "Employees", "data.publishFrom": justNow() });
    expect(bad).toContain(message("choice"));
  });

  it("adds a team member: the CV module shows it in en and de while published; bad links and order are refused", async () => {
    const name = unique("E2E member");
    const created = await submit("/editor/content/team/new", {
      "data.name": name,
      "data.position": "Chief Sensor Officer",
      "data.contactUrl": "mailto:cso@example.com",
      "data.linkedinUrl": "https://www.linkedin.com/in/e2e",
      "data.organisationLevel": "1",
      "data.positionOrder": "5",
      intent: "save",
    });
    await act("team", created.id, "publish", { "data.name": name, "data.position": "Chief Sensor Officer", "data.contactUrl": "tel:+41 44 555 01 00", "data.organisationLevel": "1", "data.positionOrder": "6" });
    await act("team", created.id, "publish", { "data.position": "Leiter Sensorik" }, "de");
    const form = await (await asEditor(`/editor/content/team/${created.id}?locale=de`)).text();
    expect(form).toContain('value="Leiter Sensorik"');
    const list = await (await asEditor(`/editor/content/team?status=published&q=${encodeURIComponent(name)}`)).text();
    expect(list).toContain(`data-item-id="${created.id}"`);
    // The style guide's CV module shows the whole (published) team.
    const en = (await visitor("/styleguide")).html;
    expect(en).toContain(name);
    expect(en).toContain("Chief Sensor Officer");
    expect((await visitor("/de/styleguide")).html).toContain("Leiter Sensorik");
    await act("team", created.id, "unpublish");
    expect((await visitor("/styleguide")).html).not.toContain(name);
    expect(await (await asEditor(`/editor/content/team?status=published&q=${encodeURIComponent(name)}`)).text()).not.toContain(`data-item-id="${created.id}"`);
    await remove("team", created.id);

    const bad = await refused("team", { "data.name": "E2E", "data.position": "X", "data.contactUrl": "javascript:alert(1)", "data.linkedinUrl": "http://linkedin.com/in/x", "data.organisationLevel": "0", "data.positionOrder": "10000" });
    expect(bad).toContain(message("contactUrl"));
    expect(bad).toContain(message("https"));
    expect(bad).toContain(message("positionOrder"));
  });
});

/** This file's own page (tests/e2e/editor-fixtures.ts): its office map shows an office. */
const PAGE = "/e2e-content-kinds";

/** What a browser without JavaScript posts from the page editor's module dialog at `dialog`, and where to. */
async function dialogForm(dialog: string): Promise<{ action: string; entries: [string, string][] }> {
  const form = parseHtml(await (await asEditor(dialog)).text()).querySelector("form.editor-modal__form");
  if (!form) throw new Error(`No module form at ${dialog}`);
  const entries: [string, string][] = [];
  for (const el of form.querySelectorAll("input, select, textarea")) {
    const name = el.getAttribute("name");
    const type = el.getAttribute("type");
    if (!name || type === "file" || type === "submit") continue;
    if ((type === "checkbox" || type === "radio") && !el.hasAttribute("checked")) continue;
    if (el.tagName === "SELECT") {
      const option = el.querySelector("option[selected]") ?? el.querySelector("option");
      entries.push([name, option?.getAttribute("value") ?? option?.textContent ?? ""]);
    } else if (el.tagName === "TEXTAREA") entries.push([name, el.textContent ?? ""]);
    else entries.push([name, el.getAttribute("value") ?? ""]);
  }
  return { action: form.getAttribute("action")!, entries };
}

/** A page action posted as the editor's forms post it; answers where it leads. */
async function pageAction(action: string, entries: [string, string][]): Promise<string> {
  const response = await asEditor(action, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(entries) });
  expect(response.status, await response.text()).toBe(303);
  return response.headers.get("location") ?? "";
}

/** The page's draft version, as its editor forms carry it. */
async function pageVersion(): Promise<string> {
  return /name="version" value="(\d+)"/.exec(await (await asEditor(`${PAGE}?draft=true`)).text())![1];
}

describe("FAQ, channel partners, representatives and offices without JavaScript", () => {
  it("publishes a FAQ entry in English and German on the FAQ page; unpublished it is gone", async () => {
    const question = unique("E2E how often to calibrate?");
    const created = await submit("/editor/content/faq/new", { "data.question": question, "data.body": "<p>Once a <strong>year</strong>.</p>", "data.position": "0", intent: "save" });
    expect((await visitor(href("faq", "en"))).html).not.toContain(question);
    await act("faq", created.id, "publish", { "data.question": question, "data.body": "<p>Once a <strong>year</strong>.</p>", "data.position": "1" });
    await act("faq", created.id, "publish", { "data.question": `${question} (DE)`, "data.body": "<p>Einmal im Jahr.</p>" }, "de");
    const en = (await visitor(href("faq", "en"))).html;
    expect(en).toContain(question);
    expect(en).toContain("Once a <strong>year</strong>.");
    const de = (await visitor(href("faq", "de"))).html;
    expect(de).toContain(`${question} (DE)`);
    expect(de).toContain("Einmal im Jahr.");
    expect((await visitor(href("faq", "jp"))).html).toContain(question);

    await act("faq", created.id, "unpublish");
    expect((await visitor(href("faq", "en"))).html).not.toContain(question);
    expect((await visitor(href("faq", "de"))).html).not.toContain(question);
    await remove("faq", created.id);

    const bad = await refused("faq", { "data.question": "E2E empty answer", "data.body": "<p><br></p>", "data.position": "-1" });
    expect(bad).toContain(message("required"));
    expect(bad).toContain(message("positionOrder"));
  });

  it("lists a channel partner and a representative for visitors while published; refuses a non-web address and an undialable phone", async () => {
    const partner = unique("E2E Distribution");
    const p = await submit("/editor/content/partners/new", { "data.name": partner, "data.country": "Switzerland", "data.region": "Europe", "data.url": "https://distribution.example.com", intent: "save" });
    expect((await visitor(href("channelPartners", "en"))).html).not.toContain(partner);
    await act("partners", p.id, "publish", { "data.name": partner, "data.country": "Switzerland", "data.region": "Asia Pacific", "data.url": "https://e2e-distribution.example.com/" });
    const partners = (await visitor(href("channelPartners", "en"))).html;
    expect(partners).toContain(partner);
    expect(partners).toContain('href="https://e2e-distribution.example.com/"');
    expect((await visitor(href("channelPartners", "de"))).html).toContain(partner);

    const rep = unique("E2E Representative");
    const r = await submit("/editor/content/representatives/new", { "data.name": rep, "data.region": "Americas", "data.country": "Canada", "data.email": "e2e.rep@example.com", "data.phone": "+1 (555) 010-0100", intent: "save" });
    expect((await visitor(href("representatives", "en"))).html).not.toContain(rep);
    await act("representatives", r.id, "publish", { "data.name": rep, "data.region": "Americas", "data.country": "Canada", "data.email": "e2e.rep@example.com", "data.phone": "+1 (555) 010-0199" });
    const reps = (await visitor(href("representatives", "en"))).html;
    expect(reps).toContain(rep);
    expect(reps).toContain('href="mailto:e2e.rep@example.com"');
    expect(reps).toContain('href="tel:+15550100199"');

    await act("partners", p.id, "unpublish");
    await act("representatives", r.id, "unpublish");
    expect((await visitor(href("channelPartners", "en"))).html).not.toContain(partner);
    expect((await visitor(href("representatives", "en"))).html).not.toContain(rep);
    await remove("partners", p.id);
    await remove("representatives", r.id);

    const badPartner = await refused("partners", { "data.name": "E2E", "data.country": "Switzerland", "data.region": "Europe", "data.url": "javascript:alert(1)" });
    expect(badPartner).toContain(message("url"));
    expect(await refused("partners", { "data.name": "E2E", "data.country": "Switzerland", "data.region": "Europe", "data.url": "ftp://files.example.com" })).toContain(message("url"));
    const badRep = await refused("representatives", { "data.name": "E2E", "data.region": "Mars", "data.country": "Canada", "data.email": "not-an-address", "data.phone": "call me" });
    expect(badRep).toContain(message("phone"));
    expect(badRep).toContain(message("email"));
    expect(badRep).toContain(message("choice"));
    expect(await refused("representatives", { "data.name": "E2E", "data.region": "Europe", "data.country": "Canada", "data.email": "a@example.com", "data.phone": "+1" })).toContain(message("phone"));
  });

  it("shows a published office in a page's office map; refuses bad coordinates, and its delete while the page shows it", async () => {
    const name = unique("E2E Office");
    const fields = { "data.name": name, "data.nameVerbose": `${name} Sensors Ltd.`, "data.addressLines": "1 Sensor Road\n\nE2E City", "data.latitude": "47.3769", "data.longitude": "8.5417", "data.position": "9", "data.phone": "+41 44 555 01 00", "data.email": "office@example.com" };
    const created = await submit("/editor/content/offices/new", { ...fields, intent: "save" });
    await act("offices", created.id, "save", { ...fields, "data.latitude": "-33.8688", "data.longitude": "151.2093" });
    const form = await (await asEditor(`/editor/content/offices/${created.id}`)).text();
    expect(form).toContain('value="-33.8688"');
    expect(form).toContain("1 Sensor Road\nE2E City"); // empty lines skipped
    await act("offices", created.id, "publish", { ...fields, "data.latitude": "-33.8688", "data.longitude": "151.2093" });

    // The page's office map picks it (the page editor's form as posted without JavaScript), and the page is published.
    const dialog = `${PAGE}?show_modal=true&module_type=OFFICE_MAP&module_position=0`;
    const { action, entries } = await dialogForm(dialog);
    const picked = entries.filter(([field]) => field !== "data.selectedLocations").concat([["data.selectedLocations", "1"], ["data.selectedLocations", String(created.id)]]);
    expect(await pageAction(action, picked)).toBe(`${PAGE}?draft=true`);
    expect(await pageAction(action, [["_action", "publishPage"], ["version", await pageVersion()], ["returnTo", `${PAGE}?draft=true`]])).toBe(PAGE);
    expect((await visitor(PAGE)).html).toContain(`<h3 class="location-entry__name">${name}</h3>`);

    const inUse = await post(`/editor/content/offices/${created.id}`, { intent: "delete", revision: await revisionOf("offices", created.id) });
    expect(inUse.status).toBe(409);
    expect(await inUse.text()).toContain(escapeText(ed("content.uses.officeMap", "en", { name: "Editor test e2e-content-kinds" })));
    await act("offices", created.id, "unpublish");
    const unpublished = (await visitor(PAGE)).html;
    expect(unpublished).not.toContain(name);
    expect(unpublished).toContain('class="location-entry__name"'); // office 1 still shows

    // The module goes (draft and published), then the office can go.
    const draft = parseHtml(await (await asEditor(`${PAGE}?draft=true`)).text());
    const edit = draft.querySelector('main .editor-module[data-editor-module="OFFICE_MAP"] a[href*="module_id="]')!.getAttribute("href")!;
    const moduleId = new URL(edit, url("/")).searchParams.get("module_id")!;
    expect(await pageAction(action, [["_action", "removeModule"], ["moduleId", moduleId], ["version", await pageVersion()], ["returnTo", `${PAGE}?draft=true`]])).toBe(`${PAGE}?draft=true`);
    expect(await pageAction(action, [["_action", "publishPage"], ["version", await pageVersion()], ["returnTo", `${PAGE}?draft=true`]])).toBe(PAGE);
    await remove("offices", created.id);

    const bad = await refused("offices", { ...fields, "data.latitude": "90.5", "data.longitude": "-181", "data.phone": "abc" });
    expect(bad).toContain(message("latitude"));
    expect(bad).toContain(message("longitude"));
    expect(bad).toContain(message("phone"));
    expect(await refused("offices", { ...fields, "data.addressLines": Array.from({ length: 9 }, (_, i) => `Line ${i}`).join("\n") })).toContain(message("addressLines"));
  });
});

describe("series, categories and inventory without JavaScript", () => {
  it("shows a published series and category on the catalogue, refuses their delete while a product uses them, and drops them when unpublished", async () => {
    const stamp = Date.now().toString(36);
    const seriesName = `E2E Series ${stamp}`;
    const series = await submit("/editor/content/series/new", { "data.name": seriesName, "data.status": "new", intent: "save" });
    await act("series", series.id, "publish", { "data.name": seriesName, "data.slug": await slugOf("series", series.id), "data.status": "active" });
    const categoryTitle = `E2E Gas sensors ${stamp}`;
    const category = await submit("/editor/content/categories/new", { "data.title": categoryTitle, "data.primaryProperties": "Gas\nRange\n\nGas", "data.description": "Sensors for gases.", intent: "save" });
    const categorySlug = await slugOf("categories", category.id);
    await act("categories", category.id, "publish", { "data.title": categoryTitle, "data.slug": categorySlug, "data.primaryProperties": "Gas\nRange", "data.secondaryProperties": "Supply voltage" });
    await act("categories", category.id, "publish", { "data.title": `E2E Gassensoren ${stamp}` }, "de");
    expect(await (await asEditor(`/editor/content/categories/${category.id}`)).text()).toContain("Gas\nRange</textarea>");

    const model = `E2EGS${stamp}`.toUpperCase();
    const productSlug = `e2e-gs-${stamp}`;
    const product = await submit("/editor/content/products/new", {
      "data.name": model,
      "data.displayName": `${model} gas sensor`,
      "data.slug": productSlug,
      "data.status": "active",
      "data.productClass": "Gas sensor",
      "data.category.id": String(category.id),
      "data.series.id": String(series.id),
      "data.properties": "Gas: CO2",
      intent: "publish",
    });
    const catalogue = (locale: Locale) => visitor(`${href("catalog", locale)}?view=table&page_size=all`);
    const en = (await catalogue("en")).html;
    expect(en).toContain(`>${categoryTitle}</option>`);
    expect(en).toContain(`>${seriesName}</td>`);
    expect((await catalogue("de")).html).toContain(`>E2E Gassensoren ${stamp}</option>`);
    expect((await visitor(`${href("catalog", "en")}?category=${categorySlug}`)).html).toContain(`href="${href("product", "en", { slug: productSlug })}"`);

    for (const [kind, id] of [["series", series.id], ["categories", category.id]] as const) {
      const inUse = await post(`/editor/content/${kind}/${id}`, { intent: "delete", revision: await revisionOf(kind, id) });
      expect(inUse.status).toBe(409);
      expect(await inUse.text()).toContain(escapeText(ed("content.uses.product", "en", { name: model })));
    }

    await act("series", series.id, "unpublish");
    await act("categories", category.id, "unpublish");
    const after = (await catalogue("en")).html;
    expect(after).not.toContain(seriesName);
    expect(after).not.toContain(categoryTitle);
    expect(after).toContain(`href="${href("product", "en", { slug: productSlug })}"`); // the product still shows

    await remove("products", product.id);
    await remove("series", series.id);
    await remove("categories", category.id);
  });

  it("refuses bad series, category and inventory inputs", async () => {
    expect(await refused("series", { "data.name": "E2E", "data.slug": "Not A Slug", "data.status": "active" })).toContain(message("slugFormat"));
    expect(await refused("categories", { "data.title": "E2E", "data.primaryProperties": "Range: 0-100" })).toContain(message("propertyName"));
    const product = await someProduct();
    const base = { "data.lotCode": "E2E-LOT", "data.product.id": String(product.id), "data.quantity": "1", "data.price": "1.00" };
    expect(await refused("inventory", { ...base, "data.quantity": "2000000001" })).toContain(message("quantity"));
    expect(await refused("inventory", { ...base, "data.quantity": "-1" })).toContain(message("quantity"));
    expect(await refused("inventory", { ...base, "data.quantity": "1.5" })).toContain(message("quantity"));
    expect(await refused("inventory", { ...base, "data.price": "12.505" })).toContain(message("priceFormat"));
    expect(await refused("inventory", { ...base, "data.product.id": "" })).toContain(message("required"));
  });

  it("shows a published inventory lot on the inventory page and its own page; the product's delete waits for it", async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const lot = `E2E-LOT-${stamp}`;
    const model = `E2EINV${stamp}`;
    const productSlug = `e2e-inv-${stamp.toLowerCase()}`;
    const product = await submit("/editor/content/products/new", { "data.name": model, "data.displayName": `${model} sensor`, "data.slug": productSlug, "data.status": "active", "data.productClass": "Humidity sensor", intent: "publish" });
    const created = await submit("/editor/content/inventory/new", { "data.lotCode": lot, "data.product.id": String(product.id), "data.quantity": "250", "data.price": "3.5", intent: "save" });
    const slug = await slugOf("inventory", created.id);
    expect((await visitor(`${href("inventory", "en")}?page_size=all`)).html).not.toContain(lot);
    await act("inventory", created.id, "publish", { "data.lotCode": lot, "data.slug": slug, "data.product.id": String(product.id), "data.quantity": "2000000000", "data.price": "3.25" });
    const list = (await visitor(`${href("inventory", "en")}?page_size=all`)).html;
    expect(list).toContain(lot);
    expect(list).toContain(`href="${href("inventoryItem", "en", { slug })}"`);
    const item = await visitor(href("inventoryItem", "de", { slug }));
    expect(item.status).toBe(200);
    expect(item.html).toContain(lot);
    expect(item.html).toContain("3.25");

    // A renamed lot answers its old address with 301, in every locale.
    await act("inventory", created.id, "publish", { "data.lotCode": lot, "data.slug": `${slug}-moved`, "data.product.id": String(product.id), "data.quantity": "2000000000", "data.price": "3.25" });
    for (const locale of ["en", "de", "jp"] as const) {
      const old = await visitor(href("inventoryItem", locale, { slug }));
      expect(old.status).toBe(301);
      expect(old.location).toBe(href("inventoryItem", locale, { slug: `${slug}-moved` }));
    }

    const inUse = await post(`/editor/content/products/${product.id}`, { intent: "delete", revision: await revisionOf("products", product.id) });
    expect(inUse.status).toBe(409);
    expect(await inUse.text()).toContain(escapeText(ed("content.uses.inventory", "en", { name: lot })));

    await act("inventory", created.id, "unpublish");
    expect((await visitor(`${href("inventory", "en")}?page_size=all`)).html).not.toContain(lot);
    expect((await visitor(href("inventoryItem", "en", { slug: `${slug}-moved` }))).status).toBe(404);
    await remove("inventory", created.id);
    await remove("products", product.id);
  });
});

describe("the blog with JavaScript", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("creates and publishes a blog post in the browser", async () => {
    const page = await newEditorPage(browser);
    await signIn(page, "/editor/content/blog/new");
    const title = unique("E2E browser blog");
    await page.getByLabel(ed("labels.Title")).fill(title);
    await page.getByLabel(ed("labels.Tags (separated by commas)")).fill("e2e, browser");
    await page.getByLabel(ed("labels.Publication date (UTC)")).fill(justNow());
    await page.getByLabel(ed("labels.Summary")).fill("Written with JavaScript on.");
    await page.getByRole("button", { name: ed("content.saveDraft") }).click();
    await page.getByText(ed("content.notice.created")).waitFor();
    await settled(page);
    const id = Number(/\/blog\/(\d+)/.exec(page.url())![1]);
    await page.getByRole("button", { name: ed("content.publish") }).click();
    await page.getByText(ed("content.notice.published")).waitFor();
    await page.context().close();
    const slug = await slugOf("blog", id);
    const detail = await visitor(href("blogPost", "en", { post: slug }));
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(title);
    expect((await visitor(href("blog", "en"))).html).toContain(title);
    await remove("blog", id);
    expect((await visitor(href("blogPost", "en", { post: slug }))).status).toBe(404);
  });
});

describe("the Video module's library video picker with JavaScript (issue 18)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const VIDEO_PAGE = "/e2e-video-picker";
  /** The smallest file the library takes as an MP4: an ISO-BMFF `ftyp` box (brand isom) and padding. */
  const mp4 = () => new Uint8Array([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2"), ...new Uint8Array(64)]);

  it("picks an uploaded MP4 in a Video module: the published page plays it with preload=none", async () => {
    const name = `e2e-clip-${Date.now().toString(36)}`;
    const body = new FormData();
    body.set("files", new Blob([Buffer.from(mp4())], { type: "video/mp4" }), `${name}.mp4`);
    const uploaded = await asEditor("/editor/media", { method: "POST", body });
    expect(uploaded.status).toBe(303);
    const mediaId = Number(/\/editor\/media\/(\d+)/.exec(uploaded.headers.get("location") ?? "")![1]);
    const { results } = (await (await asEditor(`/api/editor/fetchVideos?search=${name}`, { headers: { Accept: "application/json" } })).json()) as { results: { id: number; url: string }[] };
    const video = results.find((row) => row.id === mediaId)!;
    expect(video.url).toMatch(new RegExp(`^/media/${mediaId}/`));

    const page = await newEditorPage(browser);
    await signIn(page, `${VIDEO_PAGE}?show_modal=true&module_type=VIDEO_GROUP&module_position=0`);
    const dialog = page.getByRole("dialog");
    const field = dialog.getByRole("group", { name: ed("labels.Or a video file of the media library") });
    await field.getByRole("button", { name: ed("picker.choose") }).click();
    const listed = page.waitForResponse((response) => response.url().includes("fetchVideos") && response.url().includes(encodeURIComponent(name)));
    await field.getByLabel(ed("picker.search")).fill(name);
    await listed;
    await field.getByRole("button", { name: new RegExp(`#${mediaId}$`) }).click();
    await expect.poll(() => field.locator('input[name$=".file.id"]').inputValue()).toBe(String(mediaId));
    await dialog.getByRole("button", { name: ed("modal.save"), exact: true }).click();
    await page.waitForURL(url(`${VIDEO_PAGE}?draft=true`));
    await settled(page);
    await page.getByRole("button", { name: ed("toolbar.publish") }).click();
    await page.waitForURL(url(VIDEO_PAGE));
    await page.context().close();

    const seen = parseHtml((await visitor(VIDEO_PAGE)).html).querySelector("main video");
    expect(seen?.getAttribute("src")).toBe(video.url);
    expect(seen?.getAttribute("preload")).toBe("none");
    const file = await fetch(url(video.url));
    expect(file.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(mp4()));

    // The library keeps a file a page shows; with the module gone (draft and published) it goes.
    expect((await post(`/editor/media/${mediaId}`, { _action: "delete" })).status).toBe(409);
    const draft = parseHtml(await (await asEditor(`${VIDEO_PAGE}?draft=true`)).text());
    const edit = draft.querySelector('main .editor-module[data-editor-module="VIDEO_GROUP"] a[href*="module_id="]')!.getAttribute("href")!;
    const moduleId = new URL(edit, url("/")).searchParams.get("module_id")!;
    const action = draft.querySelector("form[action^='/editor/pages/']")!.getAttribute("action")!;
    const version = async () => /name="version" value="(\d+)"/.exec(await (await asEditor(`${VIDEO_PAGE}?draft=true`)).text())![1];
    expect(await pageAction(action, [["_action", "removeModule"], ["moduleId", moduleId], ["version", await version()], ["returnTo", `${VIDEO_PAGE}?draft=true`]])).toBe(`${VIDEO_PAGE}?draft=true`);
    expect(await pageAction(action, [["_action", "publishPage"], ["version", await version()], ["returnTo", `${VIDEO_PAGE}?draft=true`]])).toBe(VIDEO_PAGE);
    expect(parseHtml((await visitor(VIDEO_PAGE)).html).querySelector("main video")).toBeNull();
    expect((await post(`/editor/media/${mediaId}`, { _action: "delete" })).status).toBe(303);
  });
});
