import { parseWithZod } from "@conform-to/zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db";
import { insertPage } from "../../../db/seed/insert-page";
import { createEditorTestDb, type EditorTestDb } from "../../../tests/support/test-db";
import { contentChanged } from "~/lib/content-events.server";
import { editorErrorMap } from "../pages/module-form-schema";
import { validationMessage } from "../shell/validation-messages";
import { flushNotFound, listNotFound, NOT_FOUND_LOG_ROWS, recordNotFound, referrerHostOf } from "~/site/not-found-log.server";
import { redirectSchema } from "./redirect-schema";
import { redirectTarget, requestPath } from "~/cms/redirects.server";
import { createRedirect, deleteRedirect, listRedirects, RedirectRejected } from "./redirects.server";

let t: EditorTestDb;
let db: Db;
let editorId: number;
const site = "main";

beforeAll(async () => {
  t = await createEditorTestDb({ name: "Rita" });
  ({ db, editorId } = t);
  await insertPage(db, { translations: { en: { slug: "live", title: "Live" }, de: { slug: "lebendig", title: "Lebendig" } }, modules: [] });
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await db.deleteFrom("redirects").execute();
  await db.deleteFrom("not_found_log").execute();
  contentChanged(); // the lookup cache is emptied by content changes, as NOTIFY does in the server
});

const add = (source: string, target: string) => createRedirect(db, { site, input: { source, target }, authorId: editorId });

async function refusal(promise: Promise<unknown>): Promise<[string, string]> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(RedirectRejected);
  return [(error as RedirectRejected).field, (error as RedirectRejected).reason];
}

describe("requestPath", () => {
  it("stores paths as requests carry them: encoded, without a trailing slash, query or fragment", () => {
    expect(requestPath("/old-page/")).toBe("/old-page");
    expect(requestPath("/zh/新闻")).toBe("/zh/%E6%96%B0%E9%97%BB");
    expect(requestPath("/a/b?x=1#top")).toBe("/a/b");
    expect(requestPath("/")).toBe("/");
  });
});

describe("createRedirect", () => {
  it("adds a 301 that the lookup finds, under the path a request carries, with who added it", async () => {
    await add("/old-page/", "/live");
    expect(await redirectTarget(db, site, "/old-page")).toBe("/live");
    expect(await redirectTarget(db, "ch", "/old-page")).toBeNull(); // another site variant
    const [row] = await listRedirects(db, site);
    expect(row).toMatchObject({ source: "/old-page", target: "/live", createdBy: "Rita" });
  });

  it("refuses a source where a page exists (any locale), a section's own address, and the home page", async () => {
    expect(await refusal(add("/live", "/elsewhere"))).toEqual(["source", "redirectSourceLive"]);
    expect(await refusal(add("/de/lebendig", "/elsewhere"))).toEqual(["source", "redirectSourceLive"]);
    expect(await refusal(add("/products/catalog", "/live"))).toEqual(["source", "redirectSourceReserved"]);
    expect(await refusal(add("/", "/live"))).toEqual(["source", "redirectSourceReserved"]);
    expect(await refusal(add("/de", "/live"))).toEqual(["source", "redirectSourceLive"]);
    expect(await db.selectFrom("redirects").select("id").execute()).toEqual([]);
  });

  it("refuses a second redirect from the same address", async () => {
    await add("/gone", "/live");
    expect(await refusal(add("/gone/", "/other"))).toEqual(["source", "redirectSourceTaken"]);
    expect(await redirectTarget(db, site, "/gone")).toBe("/live");
  });

  it("refuses loops: to itself, and back through another redirect", async () => {
    expect(await refusal(add("/a", "/a/"))).toEqual(["target", "redirectLoop"]);
    await add("/a", "/b");
    expect(await refusal(add("/b", "/a"))).toEqual(["target", "redirectLoop"]);
    expect((await listRedirects(db, site)).map((r) => [r.source, r.target])).toEqual([["/a", "/b"]]);
  });

  it("collapses chains both ways: every old address answers with one hop", async () => {
    await add("/b", "/c"); // B→C
    await add("/a", "/b"); // A→B becomes A→C
    await add("/c", "/live"); // C→live, and A→C, B→C become A→live, B→live
    const targets = Object.fromEntries((await listRedirects(db, site)).map((r) => [r.source, r.target]));
    expect(targets).toEqual({ "/a": "/live", "/b": "/live", "/c": "/live" });
  });

  it("takes an absolute http(s) address as it is", async () => {
    await add("/partner", "https://partner.example.com/page?x=1");
    expect(await redirectTarget(db, site, "/partner")).toBe("https://partner.example.com/page?x=1");
  });
});

describe("deleteRedirect", () => {
  it("removes a redirect of the site, and says when it was not there", async () => {
    const { id } = await add("/old", "/live");
    expect(await deleteRedirect(db, { site: "ch", id })).toBe(false);
    expect(await deleteRedirect(db, { site, id })).toBe(true);
    expect(await deleteRedirect(db, { site, id })).toBe(false);
    contentChanged();
    expect(await redirectTarget(db, site, "/old")).toBeNull();
  });
});

describe("redirectSchema (the Add redirect form, client and server)", () => {
  /** The first message of each field, as conform reads a posted form (an empty field is a missing one). */
  const errors = (input: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(input)) form.set(name, value);
    const reply = parseWithZod(form, { schema: redirectSchema, errorMap: editorErrorMap }).reply();
    return Object.fromEntries(Object.entries(reply.error ?? {}).map(([name, messages]) => [name, messages?.[0]]));
  };

  it("takes a site path and a path or http(s) address", () => {
    expect(errors({ source: "/old", target: "/new?x=1#top" })).toEqual({});
    expect(errors({ source: "/zh/新闻", target: "https://example.com" })).toEqual({});
  });

  it.each([
    [{ source: "", target: "/x" }, "source", validationMessage("required")],
    [{ source: "old", target: "/x" }, "source", validationMessage("redirectSourceFormat")],
    [{ source: "//evil.example/x", target: "/x" }, "source", validationMessage("redirectSourceFormat")],
    [{ source: "/old?x=1", target: "/x" }, "source", validationMessage("redirectSourceFormat")],
    [{ source: "/a b", target: "/x" }, "source", validationMessage("redirectSourceFormat")],
    [{ source: `/${"a".repeat(500)}`, target: "/x" }, "source", validationMessage("maxLength", { n: 500 })],
    [{ source: "/old", target: "javascript:alert(1)" }, "target", validationMessage("redirectTarget")],
    [{ source: "/old", target: "//evil.example" }, "target", validationMessage("redirectTarget")],
    [{ source: "/old", target: "ftp://example.com" }, "target", validationMessage("redirectTarget")],
    [{ source: "/old", target: "" }, "target", validationMessage("required")],
  ])("refuses %o on %s", (input, field, message) => {
    expect(errors(input)[field]).toBe(message);
  });
});

describe("the 404 log", () => {
  it("counts misses per path with the referrer's host only, and leaves out addresses a redirect answers", async () => {
    recordNotFound(db, { site, path: "/missing", referrerHost: null });
    recordNotFound(db, { site, path: "/missing", referrerHost: "news.example.org" });
    recordNotFound(db, { site, path: "/other", referrerHost: null });
    await flushNotFound();
    recordNotFound(db, { site, path: "/missing", referrerHost: null });
    await flushNotFound();
    const rows = await listNotFound(db, site);
    expect(rows.map((r) => [r.path, r.hits, r.referrerHost])).toEqual([
      ["/missing", 3, "news.example.org"],
      ["/other", 1, null],
    ]);
    await add("/other", "/live");
    expect((await listNotFound(db, site)).map((r) => r.path)).toEqual(["/missing"]);
  });

  it("keeps at most NOT_FOUND_LOG_ROWS addresses per site, the least recently requested dropped", async () => {
    for (let batch = 0; batch < 2; batch++) {
      for (let i = 0; i < NOT_FOUND_LOG_ROWS / 2 + 50; i++) recordNotFound(db, { site, path: `/scan/${batch}/${i}`, referrerHost: null });
      await flushNotFound();
    }
    const count = await db.selectFrom("not_found_log").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(NOT_FOUND_LOG_ROWS);
    const kept = await db.selectFrom("not_found_log").select("path").where("path", "like", "/scan/1/%").execute();
    expect(kept).toHaveLength(NOT_FOUND_LOG_ROWS / 2 + 50);
  });

  it("does not log addresses longer than 300 characters", async () => {
    recordNotFound(db, { site, path: `/${"x".repeat(300)}`, referrerHost: null });
    await flushNotFound();
    expect(await listNotFound(db, site)).toEqual([]);
  });

  it("reads only the host of a Referer", () => {
    expect(referrerHostOf("https://news.example.org/article?email=a@b.c")).toBe("news.example.org");
    expect(referrerHostOf("not a url")).toBeNull();
    expect(referrerHostOf(null)).toBeNull();
  });
});
