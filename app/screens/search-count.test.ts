import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { resources } from "~/i18n/resources";

// The search screen's "N results for …" line takes the locale's plural form.
const EXPECTED = {
  en: ["1 result for “Feuchte”", "2 results for “Feuchte”"],
  de: ["1 Ergebnis für «Feuchte»", "2 Ergebnisse für «Feuchte»"],
  cn: ["找到 1 条与“Feuchte”相关的结果", "找到 2 条与“Feuchte”相关的结果"],
  jp: ["「Feuchte」の検索結果：1 件", "「Feuchte」の検索結果：2 件"],
  kr: ["“Feuchte”에 대한 검색 결과 1건", "“Feuchte”에 대한 검색 결과 2건"],
} as const;

describe("search result count", () => {
  it.each(Object.entries(EXPECTED))("uses plural forms in %s", (locale, [one, two]) => {
    const t = createI18n(locale as keyof typeof EXPECTED, resources[locale as keyof typeof EXPECTED]).getFixedT(locale, "content");
    expect(t("search.results", { count: 1, q: "Feuchte" })).toBe(one);
    expect(t("search.results", { count: 2, q: "Feuchte" })).toBe(two);
  });
});
