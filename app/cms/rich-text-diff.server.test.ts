import { describe, expect, it } from "vitest";
import { looksLikeHtml, richTextDiff } from "./rich-text-diff.server";

// The history's rendered rich-text comparison (issue 25).
describe("richTextDiff", () => {
  it("marks words removed and added inside the new version's markup", () => {
    expect(richTextDiff("<p>Sensors measure humidity</p>", "<p>Sensors measure CO2 levels</p>")).toBe("<p>Sensors measure <del>humidity</del><ins>CO2 levels</ins></p>");
  });

  it("keeps the new version's tags and drops removed ones, so the markup stays well-formed", () => {
    expect(richTextDiff("<p>One</p><ul><li>Two</li></ul>", "<p>One</p><p>Three</p>")).toBe("<p>One</p><del>Two</del><p><ins>Three</ins></p>");
    expect(richTextDiff("<p>Plain words</p>", "<p><strong>Bold</strong> words</p>")).toBe("<p><del>Plain</del><strong><ins>Bold</ins></strong> words</p>");
  });

  it("shows a whole added or removed paragraph", () => {
    expect(richTextDiff("<p>Kept</p>", "<p>Kept</p><h2>New heading</h2>")).toBe("<p>Kept</p><h2><ins>New heading</ins></h2>");
    expect(richTextDiff("<p>Kept</p><p>Gone now</p>", "<p>Kept</p>")).toBe("<p>Kept</p><del>Gone now</del>");
  });

  it("never lets markup through that rich text may not hold", () => {
    const html = richTextDiff("<p>Safe</p>", '<p>Safe <img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a></p>');
    expect(html).not.toMatch(/onerror|javascript:|<img/);
    expect(html).toContain("<ins>link</ins>");
  });

  it("tells rich text from plain text", () => {
    expect(looksLikeHtml("<p>x</p>")).toBe(true);
    expect(looksLikeHtml("a < b and c > d")).toBe(false);
  });
});
