import { describe, expect, it } from "vitest";
import { editorDrafts, sharedBrowser } from "./support/editor-drafts";
import { pageIdAt } from "./support/editor-http";
import { settled, signIn } from "./support/editor-session";
import { text, url } from "./support/site";

// Issue 25, scheduled publishing: "Publish at…" / "Unpublish at…" on a nested page in English and
// German and on the home page, without JavaScript (plain posts) and with it. The global server
// looks for due jobs every 500 ms (SCHEDULER_POLL_MS in support/server.ts).

const ed = (key: string, locale: "en" | "de" = "en", params: Record<string, string> = {}) =>
  text(locale, key, "editor").replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const { cookie, get: asEditor, post, versionAt, cameBackTo, newPage, addText, publish } = editorDrafts();
const browser = sharedBrowser();
const visitorHtml = async (path: string) => (await fetch(url(path))).text();
/** A wall-clock time `ms` from now in UTC, as a datetime-local field posts it (with seconds). */
const utcIn = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 19);

/** A new published page: its slug and id. */
async function publishedPage(): Promise<{ slug: string; pageId: string }> {
  const page = await newPage("Scheduled page", "e2e-schedule");
  await publish(page.slug, page.pageId);
  return page;
}

describe("scheduled publishing without JavaScript", () => {
  it("publishes the draft as it was when scheduled, at the due time; what changed afterwards stays in the draft", async () => {
    const { slug, pageId } = await publishedPage();
    await addText(slug, pageId, "Scheduled launch text");
    const dialog = await (await asEditor(`/${slug}?draft=true&show_schedule=publish`)).text();
    expect(dialog).toContain(`>${ed("schedule.titlePublish")}</h2>`);
    expect(dialog).toContain('<option value="Europe/Zurich" selected="">Europe/Zurich</option>');
    const scheduled = await post(`/editor/pages/${pageId}`, {
      _action: "schedulePage",
      version: await versionAt(`/${slug}`),
      action: "publish",
      at: utcIn(2_500),
      timeZone: "UTC",
      returnTo: `/${slug}?draft=true&show_schedule=publish`,
    });
    expect(scheduled.status).toBe(303);
    expect(scheduled.headers.get("location")).toBe(`/${slug}?draft=true`);
    await addText(slug, pageId, "Written after scheduling");
    const draft = await (await asEditor(`/${slug}?draft=true`)).text();
    expect(draft).toContain(ed("schedule.pendingPublish", "en", { when: "" }).trim());
    expect(draft).toContain(`>${ed("schedule.cancelPublish")}</button>`);
    expect(await visitorHtml(`/${slug}`)).not.toContain("Scheduled launch text");

    await expect.poll(() => visitorHtml(`/${slug}`), { timeout: 15_000, interval: 250 }).toContain("Scheduled launch text");
    expect(await visitorHtml(`/${slug}`)).not.toContain("Written after scheduling");
    const after = await (await asEditor(`/${slug}?draft=true`)).text();
    expect(after).toContain("Written after scheduling");
    expect(after).not.toContain(`>${ed("schedule.cancelPublish")}</button>`);
  });

  it("answers a bad time in German in the dialog, with the typed values, and schedules nothing", async () => {
    const { slug, pageId } = await publishedPage();
    const dialog = await (await asEditor(`/de/${slug}?draft=true&show_schedule=publish`)).text();
    expect(dialog).toContain(`>${ed("schedule.titlePublish", "de")}</h2>`);
    for (const [at, timeZone, message] of [
      ["2020-01-01T09:00", "Europe/Berlin", "schedulePast"],
      ["morgen früh", "Europe/Berlin", "scheduleTime"],
      ["2099-01-01T09:00", "Mars/Olympus", "timeZone"],
    ]) {
      const refused = await post(`/editor/pages/${pageId}`, {
        _action: "schedulePage",
        version: await versionAt(`/de/${slug}`),
        action: "publish",
        at,
        timeZone,
        returnTo: `/de/${slug}?draft=true&show_schedule=publish`,
      });
      expect(refused.headers.get("location")).toBe(`/de/${slug}?draft=true&show_schedule=publish`);
      const back = await cameBackTo(refused);
      expect(back, message).toContain(escapeHtml(ed(`validation.${message}`, "de")));
      expect(back).toContain(`value="${escapeHtml(at)}"`);
    }
    expect(await (await asEditor(`/de/${slug}?draft=true`)).text()).not.toContain(`>${ed("schedule.cancelPublish", "de")}</button>`);
  });

  it("unpublishes at the due time in German: the page answers 404 and keeps its draft", async () => {
    const { slug, pageId } = await publishedPage();
    const dialog = await (await asEditor(`/de/${slug}?draft=true&show_schedule=unpublish`)).text();
    expect(dialog).toContain(`>${ed("schedule.titleUnpublish", "de")}</h2>`);
    const scheduled = await post(`/editor/pages/${pageId}`, {
      _action: "schedulePage",
      version: await versionAt(`/de/${slug}`),
      action: "unpublish",
      at: utcIn(2_000),
      timeZone: "UTC",
      returnTo: `/de/${slug}?draft=true&show_schedule=unpublish`,
    });
    expect(scheduled.status).toBe(303);
    const tree = await (await asEditor("/editor/pages")).text();
    expect(tree).toMatch(new RegExp(`data-page-id="${pageId}"(?:(?!data-page-id=).)*${ed("pageTree.status.scheduled")}`, "s"));
    await expect.poll(async () => (await fetch(url(`/de/${slug}`))).status, { timeout: 15_000, interval: 250 }).toBe(404);
    expect((await asEditor(`/${slug}?draft=true`)).status).toBe(200);
  });

  it("schedules and cancels a publish of the home page, which can never be scheduled to go offline", async () => {
    const homeId = await pageIdAt(cookie(), "/");
    await post(`/editor/pages/${homeId}`, { _action: "editPage", returnTo: "/" });
    const at = `${new Date().getUTCFullYear() + 1}-06-01T09:00`;
    const scheduled = await post(`/editor/pages/${homeId}`, { _action: "schedulePage", version: await versionAt(""), action: "publish", at, timeZone: "Asia/Tokyo", returnTo: "/?draft=true&show_schedule=publish" });
    expect(scheduled.headers.get("location")).toBe("/?draft=true");
    const draft = await (await asEditor("/?draft=true")).text();
    expect(draft).toContain("Asia/Tokyo");
    const reopened = await (await asEditor("/?draft=true&show_schedule=publish")).text();
    expect(reopened).toContain(`value="${at}"`);
    const tree = await (await asEditor("/editor/pages")).text();
    expect(tree).toMatch(new RegExp(`data-page-id="${homeId}"(?:(?!data-page-id=).)*${ed("pageTree.status.scheduled")}`, "s"));

    const refused = await post(`/editor/pages/${homeId}`, { _action: "schedulePage", version: await versionAt(""), action: "unpublish", at, timeZone: "UTC", returnTo: "/?draft=true&show_schedule=unpublish" });
    expect(await cameBackTo(refused)).toContain(escapeHtml(ed("errors.homeUnpublish")));

    const cancelled = await post(`/editor/pages/${homeId}`, { _action: "cancelSchedule", scheduleAction: "publish", returnTo: "/?draft=true" });
    expect(cancelled.status).toBe(303);
    expect(await (await asEditor("/?draft=true")).text()).not.toContain(`>${ed("schedule.cancelPublish")}</button>`);
    // The home page's draft goes again: other files of the run share this server.
    expect((await post(`/editor/pages/${homeId}`, { _action: "discardDraft", version: await versionAt(""), returnTo: "/?draft=true" })).status).toBe(303);
  });
});

describe("scheduled publishing with JavaScript", () => {
  it("schedules from the German toolbar in the browser's own time zone, shows it with its zone, and cancels with one click", async () => {
    const { slug } = await publishedPage();
    const context = await (await browser()).newContext({ timezoneId: "America/New_York", locale: "de-DE", viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on("pageerror", (error) => errors.push(error.message));
    await signIn(tab, `/de/${slug}?draft=true`, { locale: "de" });
    await tab.getByRole("link", { name: ed("toolbar.publishAt", "de") }).click();
    const dialog = tab.getByRole("dialog");
    await dialog.waitFor();
    await settled(tab);
    await expect.poll(() => dialog.getByLabel(ed("schedule.timeZone", "de")).inputValue()).toBe("America/New_York");
    await dialog.getByLabel(ed("schedule.at", "de")).fill(`${new Date().getUTCFullYear() + 1}-01-15T08:30`);
    await dialog.getByRole("button", { name: ed("schedule.submit", "de") }).click();
    await tab.waitForURL(url(`/de/${slug}?draft=true`));
    const pending = tab.getByRole("list", { name: ed("schedule.pendingLabel", "de") });
    await expect.poll(() => pending.textContent()).toContain("America/New_York");
    expect(await pending.textContent()).toContain("08:30");
    await tab.getByRole("button", { name: ed("schedule.cancelPublish", "de") }).click();
    await expect.poll(() => tab.getByRole("list", { name: ed("schedule.pendingLabel", "de") }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
