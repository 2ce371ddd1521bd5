import { describe, expect, it } from "vitest";
import { editorDrafts, sharedBrowser } from "./support/editor-drafts";
import { newEditorPage, signIn } from "./support/editor-session";
import { typeRichText } from "./support/rich-text";
import { text } from "./support/site";

// Issue 25, translation status per module: missing, up to date, outdated after an English edit,
// on the module toolbar and in the page summary, in the German draft (without JavaScript), and a
// translator bringing an outdated module up to date in the browser.

const ed = (key: string, locale: "en" | "de", params: Record<string, string | number> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const { get: asEditor, post, draftHtml, versionAt, newPage } = editorDrafts();
const browser = sharedBrowser();

async function saveModule(slug: string, pageId: string, locale: "en" | "de", body: string, moduleId?: string) {
  const path = locale === "en" ? `/${slug}` : `/de/${slug}`;
  const fields: Record<string, string> = { _action: "saveModule", version: await versionAt(path), "data.body": `<p>${body}</p>`, "data.columns": "1", returnTo: `${path}?draft=true` };
  if (moduleId) fields.moduleId = moduleId;
  else fields.moduleType = "TEXT_BLOCK";
  const saved = await post(`/editor/pages/${pageId}`, fields);
  expect(saved.status).toBe(303);
  expect(saved.headers.get("location")).toBe(`${path}?draft=true`);
}

const moduleIdIn = (html: string) => /data-module-id="([^"]+)"|confirm_remove=([A-Za-z0-9_-]+)/.exec(html)!.slice(1).find(Boolean)!;

describe("translation status without JavaScript", () => {
  it("shows a German translation as missing, up to date once saved, and outdated after English changes", async () => {
    const { slug, pageId } = await newPage("Translated page", "e2e-translation");
    const save = (locale: "en" | "de", body: string, moduleId?: string) => saveModule(slug, pageId, locale, body, moduleId);
    await save("en", "Hello");
    const moduleId = moduleIdIn(await draftHtml(`/${slug}`));

    let german = await draftHtml(`/de/${slug}`);
    expect(german).toContain(escapeHtml(ed("translation.missing", "de", { locale: "DE" })));
    expect(german).toContain(escapeHtml(ed("translation.summaryLocale", "de", { locale: "de", outdated: 0, missing: 1 })));
    const english = await draftHtml(`/${slug}`);
    expect(english).toContain(escapeHtml(ed("translation.missing", "en", { locale: "DE" })));

    await save("de", "Hallo", moduleId);
    german = await draftHtml(`/de/${slug}`);
    // The page summary now names the other locales only.
    expect(german).not.toContain(escapeHtml(ed("translation.summaryLocale", "de", { locale: "de", outdated: 0, missing: 1 })));
    expect(german).toContain(escapeHtml(ed("translation.summaryLocale", "de", { locale: "cn", outdated: 0, missing: 1 })));
    expect(german).not.toContain(`>${escapeHtml(ed("translation.missing", "de", { locale: "DE" }))}<`);

    await save("en", "Hello again", moduleId);
    german = await draftHtml(`/de/${slug}`);
    expect(german).toContain(`>${escapeHtml(ed("translation.outdated", "de", { locale: "DE" }))}<`);
    expect(german).toContain(escapeHtml(ed("translation.summaryLocale", "de", { locale: "de", outdated: 1, missing: 0 })));
    // The German edit dialog shows the English now and what changed in it since the translation.
    const dialog = await (await asEditor(`/de/${slug}?show_modal=true&module_id=${moduleId}`)).text();
    expect(dialog).toContain(`${escapeHtml(ed("translation.englishNow", "de"))}</span> <!-- -->Hello again</p>`);
    expect(dialog).toMatch(/<span>Hello<\/span><ins> again<\/ins>|<ins> ?again<\/ins>/);
  });
});

describe("translation status with JavaScript", () => {
  it("shows the English change beside the German field in the dialog, and saving the translation clears the badge", async () => {
    const { slug, pageId } = await newPage("Translated in the browser", "e2e-translation-js");
    await saveModule(slug, pageId, "en", "Sensors");
    const moduleId = moduleIdIn(await draftHtml(`/${slug}`));
    await saveModule(slug, pageId, "de", "Sensoren", moduleId);
    await saveModule(slug, pageId, "en", "Sensors and probes", moduleId);

    const page = await newEditorPage(await browser());
    await signIn(page, `/de/${slug}?draft=true`);
    const toolbar = page.getByRole("toolbar", { name: ed("module.toolbar", "de", { name: ed("moduleNames.TEXT_BLOCK", "de") }) });
    const outdated = toolbar.getByText(ed("translation.outdated", "de", { locale: "DE" }), { exact: true });
    await outdated.waitFor();
    await toolbar.getByRole("link", { name: ed("module.edit", "de"), exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(ed("translation.englishNow", "de")).waitFor();
    // The diff beside the field renders once the dialog's lazy part has loaded: wait for it.
    await dialog.locator("ins", { hasText: "probes" }).first().waitFor();
    await typeRichText(page, /^Text/, "Sensoren und Sonden");
    await dialog.getByRole("button", { name: ed("modal.save", "de"), exact: true }).click();
    await page.getByText("Sensoren und Sonden").waitFor();
    await expect.poll(() => outdated.count()).toBe(0);
    expect(await toolbar.getByText(ed("translation.missing", "de", { locale: "DE" }), { exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
