import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { EDITOR } from "./editor-fixtures";
import { launchBrowser } from "./support/browser";
import { fillRichTextSource } from "./support/rich-text";
import { freePort, REPO_ROOT, runServerToExit, serverEnv, startServer, type RunningServer } from "./support/server";
import { text, url } from "./support/site";

// Several `npm start` processes on one database behave as one site (issue #7): on PostgreSQL a
// publish on one instance shows on the other within 2 s, sessions and uploads are shared. The
// embedded database is one process only: a second instance on the same folder refuses to start.
const databaseUrl = inject("databaseUrl");
const ed = (key: string) => text("en", key, "editor");
const PATH = "/e2e-instances";

async function bodyOf(server: string, pathname: string): Promise<string> {
  const response = await fetch(server + pathname);
  expect(response.status).toBe(200);
  return response.text();
}

if (databaseUrl !== "") describe("two instances on one PostgreSQL", () => {
  let second: RunningServer;
  let browser: Browser;
  const secondDir = mkdtempSync(path.join(os.tmpdir(), "sensorsite-second-"));

  beforeAll(async () => {
    second = await startServer(serverEnv({ port: await freePort(), dataDir: secondDir, databaseUrl }));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    const result = await second?.stop();
    rmSync(secondDir, { recursive: true, force: true });
    expect(result?.code).toBe(0);
  });

  it("share sessions and uploads, and a publish on one shows on the other within 2 s", async () => {
    // The second instance caches the published page.
    expect(await bodyOf(second.url, PATH)).toContain("First block");
    expect((await fetch(second.url + PATH)).headers.get("x-page-cache")).toBe("hit");

    // Sign in on the first instance; the same session cookie works on the second.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url(`/login?redirectTo=${encodeURIComponent(PATH)}`));
    await page.getByLabel(text("en", "login.email")).fill(EDITOR.email);
    await page.getByLabel(text("en", "login.password")).fill(EDITOR.password);
    await page.getByRole("button", { name: text("en", "login.submit") }).click();
    await page.waitForURL(url(PATH));
    const onSecond = await context.newPage();
    await onSecond.goto(second.url + PATH);
    await onSecond.getByRole("button", { name: ed("toolbar.editPage") }).waitFor();

    // An image uploaded through the first instance is served by the second.
    const webp = readFileSync(path.join(REPO_ROOT, "db/seed/images/card-co2.webp"));
    const upload = await page.request.post(url("/api/editor/addImage"), {
      headers: { Origin: new URL(url("/")).origin },
      multipart: { file: { name: "instances.webp", mimeType: "image/webp", buffer: webp }, alt: "Uploaded on one instance" },
    });
    expect(upload.status()).toBe(200);
    const { id } = (await upload.json()) as { id: number };
    const served = await fetch(`${second.url}/media/${id}/instances.webp`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);

    // Edit and publish on the first instance.
    await page.getByRole("button", { name: ed("toolbar.editPage") }).click();
    await page.waitForURL(url(`${PATH}?draft=true`));
    await page.getByRole("toolbar").first().getByRole("link", { name: ed("module.edit") }).click();
    await fillRichTextSource(page, /^Text/, "<p>Published on instance one</p>");
    await page.getByRole("button", { name: ed("modal.save") }).click();
    await page.waitForURL(url(`${PATH}?draft=true`));
    await page.getByRole("button", { name: ed("toolbar.publish") }).click();
    await page.waitForURL(url(PATH));
    const published = Date.now();

    let seen = "";
    while (Date.now() - published < 2000 && !seen.includes("Published on instance one")) {
      seen = await bodyOf(second.url, PATH);
      if (!seen.includes("Published on instance one")) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toContain("Published on instance one");
    await context.close();
  });

  it("count failed sign-ins together: five failures spread over both lock the account on either", async () => {
    const email = `shared-limit-${Date.now()}@example.com`;
    const attempt = async (server: string) => {
      const response = await fetch(`${server}/login`, {
        method: "POST",
        headers: { Origin: server, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password: "not the password" }).toString(),
        redirect: "manual",
      });
      const html = await response.text();
      return /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? ""; // the form's message (the page also carries every UI string)
    };
    const servers = [url(""), second.url];
    const invalid = text("en", "login.invalid");
    const limited = text("en", "login.rateLimited").split("{{")[0];
    for (let i = 0; i < 5; i++) expect(await attempt(servers[i % 2])).toBe(invalid);
    for (const server of servers) expect(await attempt(server)).toMatch(new RegExp(`^${limited}`));
  });
});

// The other half of the same promise for the embedded database (which test runs depends on the database).
else describe("a second instance on the embedded database", () => {
  it("refuses to start with a clear message while the first one runs", async () => {
    const result = await runServerToExit(serverEnv({ port: await freePort(), dataDir: inject("dataDir") }));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/The embedded database in .+ is in use by another process \(pid \d+\)/);
    expect(result.output).toContain("DATABASE_URL");
  });
});
