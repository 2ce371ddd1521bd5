import { describe, expect, it } from "vitest";
import { editorDrafts, sharedBrowser } from "./support/editor-drafts";
import { newEditorPage, signIn } from "./support/editor-session";
import { baseUrl, text, url } from "./support/site";

// Issue 25, the audit log: what editors do shows at /editor/audit, filtered and paged without
// JavaScript, exported as CSV; a failed sign-in is there with the e-mail it tried.

const ed = (key: string, locale: "en" | "de" = "en") => text(locale, key, "editor");
const unique = () => Math.random().toString(36).slice(2, 7);

const { get: asEditor, post, versionAt } = editorDrafts();
const browser = sharedBrowser();

describe("the audit log without JavaScript", () => {
  it("records creating and publishing a page and a failed sign-in, filters them, and exports CSV", async () => {
    const slug = `e2e-audit-${unique()}`;
    expect((await post("/editor/pages/new", { title: `Audited ${slug}`, slug, parentId: "", copyFrom: "" })).status).toBe(303);
    const pageId = /action="\/editor\/pages\/(\d+)"/.exec(await (await asEditor(`/${slug}?draft=true`)).text())![1];
    expect((await post(`/editor/pages/${pageId}`, { _action: "publishPage", version: await versionAt(`/${slug}`), returnTo: `/de/${slug}?draft=true` })).status).toBe(303);
    const intruder = `intruder-${unique()}@example.com`;
    const failed = await fetch(url("/login"), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl() },
      body: new URLSearchParams({ email: intruder, password: "wrong password" }),
    });
    expect(failed.status).toBe(200);

    const forPage = await (await asEditor(`/editor/audit?target=${pageId}`)).text();
    expect(forPage).toContain(`>${ed("audit.title")}</h1>`);
    expect(forPage).toMatch(new RegExp(`data-action="page.publish"[\\s\\S]*?/de/${slug}[\\s\\S]*?${ed("audit.detailKeys.locale")}: de`));
    expect(forPage).toContain(`data-action="page.create"`);
    expect(forPage).toContain(`Audited ${slug}`);

    const german = await (await asEditor(`/editor/audit?action=signInFailed&target=`, { headers: { "Accept-Language": "de" } })).text();
    expect(german).toContain(`>${ed("audit.title", "de")}</h1>`);
    expect(german).toContain(intruder);
    expect(german).toContain(ed("audit.actions.signInFailed", "de"));
    expect(german).not.toContain('data-action="page.publish"');

    const bad = await (await asEditor("/editor/audit?from=2026-02-30&action=nothing")).text();
    expect(bad).toContain(ed("audit.problems.from"));
    expect(bad).toContain(ed("audit.problems.action"));

    const csv = await asEditor(`/editor/audit.csv?target=${pageId}`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = await csv.text();
    expect(body).toContain(ed("audit.actions.page_publish"));
    expect(body).toContain(`/de/${slug}`);
    expect(body).not.toContain(intruder);
    expect((await fetch(url("/editor/audit"), { redirect: "manual" })).status).not.toBe(200);
  });
});

describe("the audit log with JavaScript", () => {
  it("filters by action from the form", async () => {
    const page = await newEditorPage(await browser());
    await signIn(page, "/editor/audit");
    await page.getByLabel(ed("audit.action")).selectOption("signIn");
    await page.getByRole("search", { name: ed("audit.filters") }).getByRole("button", { name: ed("media.apply") }).click();
    await page.waitForURL(/\/editor\/audit\?.*action=signIn/);
    const actions = () => page.locator("tbody tr").evaluateAll((rows) => [...new Set(rows.map((row) => row.getAttribute("data-action")))]);
    await expect.poll(actions).toEqual(["signIn"]);
    await page.context().close();
  });
});
