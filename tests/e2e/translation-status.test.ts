import { describe, expect, it } from "vitest";
import { editorDrafts } from "./support/editor-drafts";
import { text } from "./support/site";

// Issue 25, translation status per module: missing, up to date, outdated after an English edit,
// on the module toolbar and in the page summary, in the German draft (without JavaScript).

const ed = (key: string, locale: "en" | "de", params: Record<string, string | number> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const { get: asEditor, post, draftHtml, versionAt, newPage } = editorDrafts();

describe("translation status without JavaScript", () => {
  it("shows a German translation as missing, up to date once saved, and outdated after English changes", async () => {
    const { slug, pageId } = await newPage("Translated page", "e2e-translation");
    const save = async (locale: "en" | "de", body: string, moduleId?: string) => {
      const path = locale === "en" ? `/${slug}` : `/de/${slug}`;
      const fields: Record<string, string> = { _action: "saveModule", version: await versionAt(path), "data.body": `<p>${body}</p>`, "data.columns": "1", returnTo: `${path}?draft=true` };
      if (moduleId) fields.moduleId = moduleId;
      else fields.moduleType = "TEXT_BLOCK";
      const saved = await post(`/editor/pages/${pageId}`, fields);
      expect(saved.status).toBe(303);
      expect(saved.headers.get("location")).toBe(`${path}?draft=true`);
    };
    await save("en", "Hello");
    const moduleId = /data-module-id="([^"]+)"|confirm_remove=([A-Za-z0-9_-]+)/.exec(await draftHtml(`/${slug}`))!.slice(1).find(Boolean)!;

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
