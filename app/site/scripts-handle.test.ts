import type { UIMatch } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { handle as cmsPage } from "~/screens/cms-page";
import { handle as login } from "~/screens/login";
import { pageNeedsScripts, type ScriptsHandle } from "./scripts-handle";

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
