import type { UIMatch } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { handle as cmsPage } from "~/screens/cms-page";
import { handle as login } from "~/screens/login";
import { ENHANCED_VISITOR_MODULE } from "~/modules/static-islands";
import { pageNeedsScripts, scriptsWhenNear, type ScriptsHandle } from "./scripts-handle";

const match = (id: string, handle?: ScriptsHandle, data?: unknown): UIMatch => ({ id, pathname: "/", params: {}, data, handle });

describe("pageNeedsScripts", () => {
  it("a screen that does not ask for the scripts is plain HTML", () => {
    expect(pageNeedsScripts([match("root"), match("catalog.en")])).toBe(false);
    expect(pageNeedsScripts([match("root"), match("catalog.en", {})])).toBe(false);
  });

  it("a route asks from its data: a CMS page with an enhanced module yes, without one or without data (an error) no", () => {
    expect(pageNeedsScripts([match("root"), match("cms-page", cmsPage, { scripts: true })])).toBe(true);
    expect(pageNeedsScripts([match("root"), match("cms-page", cmsPage, { scripts: false })])).toBe(false);
    expect(pageNeedsScripts([match("root"), match("cms-page", cmsPage, undefined)])).toBe(false);
  });

  it("one matched route asking is enough", () => {
    expect(pageNeedsScripts([match("root"), match("login.en", login)])).toBe(true);
  });
});

describe("scriptsWhenNear", () => {
  it("a visitor's CMS page waits for an enhanced module to come near; an editor's, or one landed on after a form, does not", () => {
    expect(scriptsWhenNear([match("root"), match("cms-page", cmsPage, { scripts: true, scriptsWhenNear: true })])).toBe(ENHANCED_VISITOR_MODULE);
    expect(scriptsWhenNear([match("root"), match("cms-page", cmsPage, { scripts: true, scriptsWhenNear: false })])).toBeUndefined();
  });

  it("a screen that needs its scripts at once (sign-in), or a page without scripts, says nothing", () => {
    expect(scriptsWhenNear([match("root"), match("login.en", login)])).toBeUndefined();
    expect(scriptsWhenNear([match("root"), match("cms-page", cmsPage, { scripts: false, scriptsWhenNear: true })])).toBeUndefined();
    expect(scriptsWhenNear([match("root"), match("catalog.en")])).toBeUndefined();
  });
});
