import { describe, expect, it } from "vitest";
import { cleanPastedHtml, isAllowedHref, needsSourceMode } from "./rich-text-markup";

describe("isAllowedHref", () => {
  it("allows paths, anchors, http(s), mailto and tel, as the link field and the sanitizer do", () => {
    for (const href of ["/products", "#contact", "https://example.com", "http://example.com", "mailto:a@b.ch", "tel:+41449306111"]) {
      expect(isAllowedHref(href), href).toBe(true);
    }
  });

  it("refuses scripts, data, protocol-relative and bare addresses", () => {
    for (const href of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "//evil.example", "example.com", "ftp://x", ""]) {
      expect(isAllowedHref(href), href).toBe(false);
    }
  });
});

describe("needsSourceMode", () => {
  it("is true for the sanitizer's tags the editor cannot show", () => {
    expect(needsSourceMode("<table><tr><td>1</td></tr></table>")).toBe(true);
    expect(needsSourceMode("<p>H<sub>2</sub>O</p>")).toBe(true);
    expect(needsSourceMode("<p>x<SUP>2</SUP></p>")).toBe(true);
  });

  it("is false for what the editor shows, and for words that only start like those tags", () => {
    expect(needsSourceMode("<h2>T</h2><p><strong>b</strong> <a href='/x'>l</a></p><ul><li>i</li></ul><blockquote>q</blockquote>")).toBe(false);
    expect(needsSourceMode("<p>table, <subtitle>, <trx></p>")).toBe(false);
  });
});

describe("cleanPastedHtml", () => {
  it("drops Word's conditional list bullets and <o:p> fillers, keeping the text", () => {
    const word =
      '<p class=MsoListParagraph><![if !supportLists]><span>1.<span> </span></span><![endif]>First<o:p></o:p></p>' +
      "<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--><p>Second<o:p>&nbsp;</o:p></p>";
    expect(cleanPastedHtml(word)).toBe("<p class=MsoListParagraph>First</p><p>Second&nbsp;</p>");
  });

  it("leaves ordinary HTML as it is", () => {
    const html = '<p>Plain <b>bold</b> <a href="/x">link</a></p>';
    expect(cleanPastedHtml(html)).toBe(html);
  });
});
