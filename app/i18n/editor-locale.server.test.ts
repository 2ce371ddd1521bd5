import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { editorScreenLocale, editorScreenLocaleOf, isEditorScreen } from "./editor-locale.server";

const request = (path: string, acceptLanguage?: string) =>
  new Request(`http://localhost${path}`, { headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {} });

describe("editorScreenLocale", () => {
  it("follows the page the editor came from", () => {
    expect(editorScreenLocale(request("/editor/forms/3?returnTo=%2Fde%2Fkontakt%3Fdraft%3Dtrue", "en"), LOCALES)).toBe("de");
    expect(editorScreenLocale(request("/editor/forms/new?returnTo=%2Fkr", "de"), LOCALES)).toBe("kr");
    expect(editorScreenLocale(request("/editor/forms/new?returnTo=%2Fproducts", "ja"), LOCALES)).toBe("en");
  });

  it("else picks the browser's first language the site serves", () => {
    expect(editorScreenLocale(request("/editor/forms/3/submissions", "ja-JP,ja;q=0.9,en;q=0.8"), LOCALES)).toBe("jp");
    expect(editorScreenLocale(request("/editor/forms/3/submissions", "zh-CN,zh;q=0.9"), LOCALES)).toBe("cn");
    expect(editorScreenLocale(request("/editor/forms/3/submissions", "fr-FR,fr;q=0.9,ko;q=0.5"), LOCALES)).toBe("kr");
    expect(editorScreenLocale(request("/editor/forms/3/submissions", "de-AT"), LOCALES)).toBe("de");
  });

  it("is English without a usable hint, and never a locale the site variant does not serve", () => {
    expect(editorScreenLocale(request("/editor/forms/new"), LOCALES)).toBe("en");
    expect(editorScreenLocale(request("/editor/forms/new", "fr"), LOCALES)).toBe("en");
    expect(editorScreenLocale(request("/editor/forms/new?returnTo=%2F%2Fevil.example%2Fde", "en"), LOCALES)).toBe("en");
    expect(editorScreenLocale(request("/editor/forms/new?returnTo=%2Fde", "de"), ["en"])).toBe("en");
    expect(editorScreenLocale(request("/editor/forms/new", "ko"), ["en", "jp", "cn", "kr"])).toBe("kr");
  });
});

describe("isEditorScreen", () => {
  it("is the /editor/ paths only", () => {
    expect(isEditorScreen("/editor/forms/new")).toBe(true);
    expect(isEditorScreen("/de/editor")).toBe(false);
    expect(isEditorScreen("/editorial")).toBe(false);
  });
});

describe("editorScreenLocaleOf", () => {
  it("picks among the locales of the request's site variant (all five on the main site)", () => {
    expect(editorScreenLocaleOf(request("/editor/forms/1/submissions.csv", "ko-KR"))).toBe("kr");
    expect(editorScreenLocaleOf(request("/editor/forms/1/submissions.csv"))).toBe("en");
  });
});
