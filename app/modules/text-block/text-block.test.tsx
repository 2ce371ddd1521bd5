import { describe, expect, it } from "vitest";
import { renderModule } from "../../../tests/support/render-module";
import { textBlockSchema } from "./schema";
import { moduleEditors } from "../registry";

const textBlockEditor = moduleEditors.TEXT_BLOCK;

const body = "<p>First paragraph.</p><p>Second paragraph.</p>";

describe("TEXT_BLOCK", () => {
  it("renders the sanitized rich text without the toggler by default", () => {
    const html = renderModule("TEXT_BLOCK", { body: `${body}<script>x()</script>` });
    expect(html).toContain('<div class="rich-text"><p>First paragraph.</p><p>Second paragraph.</p></div>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("text-toggler");
  });

  it("wraps collapsible text in the text toggler, whole and without a button in the server HTML", () => {
    const html = renderModule("TEXT_BLOCK", { body, collapsible: true }, { locale: "de" });
    expect(html).toMatch(/<div class="text-toggler"><div id="[^"]+" class="text-toggler__content"><div class="rich-text"><p>First paragraph\.<\/p>/);
    expect(html).toContain("Second paragraph.");
    expect(html).not.toContain("<button");
  });

  it("keeps stored data from before the collapsible option valid (it defaults to off)", () => {
    expect(textBlockSchema.parse({ body, columns: "2" })).toEqual({ body, columns: "2", collapsible: false });
  });

  it("offers the option in the editor as a checkbox", () => {
    expect(textBlockEditor.groups[0].fields).toContainEqual(expect.objectContaining({ name: "collapsible", kind: "checkbox" }));
    expect(textBlockEditor.defaults).toMatchObject({ collapsible: false });
  });
});
