import { describe, expect, it, vi } from "vitest";
import manualTabsStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { fileType } from "./manual-tabs";
import { manualTabsSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const manualTabsEditor = moduleEditors.MANUAL_TABS;

const pdf = { id: 7, url: "/media/7/shx40-manual.pdf" };
const zip = { id: 8, url: "/media/8/drivers.zip" };
const sample = {
  tabs: [
    { title: "SHX40", body: "<p>Read this first.</p>", items: [{ filename: "SHX40 user manual", document: pdf, file: zip }] },
    { title: "Drivers", body: "", items: [{ filename: "Embedded drivers", file: zip }] },
  ],
};

describe("MANUAL_TABS renderer without JavaScript", () => {
  it("shows each tab's heading, introduction and manual links with their file type", () => {
    const root = parseHtml(renderModule("MANUAL_TABS", sample));
    expect(root.querySelector("[role=tablist]")).toBeNull();
    expect([...root.querySelectorAll(".tabs__panel > h3")].map((h) => h.textContent)).toEqual(["SHX40", "Drivers"]);
    expect(root.querySelector(".manual-tabs__body")?.innerHTML).toBe("<p>Read this first.</p>");
    const links = [...root.querySelectorAll<HTMLAnchorElement>("a.manual-tabs__link")];
    // The document wins when an item names both.
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/media/7/shx40-manual.pdf", "/media/8/drivers.zip"]);
    expect(links[0].querySelector(".manual-tabs__name")?.textContent).toBe("SHX40 user manual");
    expect(links[0].querySelector(".manual-tabs__type")?.textContent).toBe("File type PDF");
    expect(root.querySelectorAll(".tabs__panel")[1].querySelector(".manual-tabs__body")).toBeNull();
  });

  it("translates the hidden file-type label (Korean) and sanitizes the introduction", () => {
    const html = renderModule(
      "MANUAL_TABS",
      { tabs: [{ title: "매뉴얼", body: '<p onclick="x()">안내</p><script>alert(1)</script>', items: [{ filename: "설명서", document: pdf }] }] },
      { locale: "kr" },
    );
    const root = parseHtml(html);
    expect(root.querySelector(".manual-tabs__type .visually-hidden")?.textContent).toBe("파일 형식 ");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onclick");
    expect(root.querySelector(".manual-tabs__body")?.textContent).toBe("안내");
  });

  it("names the file type from the media address", () => {
    expect(fileType("/media/7/shx40-manual.pdf")).toBe("PDF");
    expect(fileType("/media/9/Quick%20guide.v2.docx?x=1")).toBe("DOCX");
    expect(fileType("/media/9/README")).toBe("");
    expect(fileType("/media/9/.hidden")).toBe("");
  });

  it("drops a stored manual without document or file and keeps the rest of its tab", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const root = parseHtml(
      renderModule("MANUAL_TABS", {
        tabs: [{ title: "Tab", items: [{ filename: "Lost" }, { filename: "Kept", document: pdf }] }, { title: "Empty tab", items: [] }],
      }),
    );
    expect([...root.querySelectorAll(".manual-tabs__name")].map((n) => n.textContent)).toEqual(["Kept"]);
    expect([...root.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["Tab"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("tabs.0.items.0"));
    warn.mockRestore();
  });
});

describe("MANUAL_TABS schema and editor", () => {
  it("requires a filename (max 100) and a document or a file for each manual (SPEC §5.3)", () => {
    expect(schemaErrors(manualTabsSchema, { tabs: [{ title: "T", items: [{ filename: "" }] }] })).toEqual({
      "tabs.0.items.0.filename": ["This field is required"],
      "tabs.0.items.0.document": ["This field is required"],
    });
    expect(schemaErrors(manualTabsSchema, { tabs: [{ title: "T", items: [{ filename: "x".repeat(101), file: zip }] }] })).toHaveProperty([
      "tabs.0.items.0.filename",
    ]);
  });

  it("requires a title and some content in every tab, and at most 10 tabs", () => {
    expect(schemaErrors(manualTabsSchema, { tabs: [{ title: "", body: "<p> </p>" }] })).toEqual({
      "tabs.0.title": ["This field is required"],
      "tabs.0.items": ["This field is required"],
    });
    expect(schemaErrors(manualTabsSchema, { tabs: [{ title: "Only text", body: "<p>Text</p>" }] })).toEqual({});
    expect(schemaErrors(manualTabsSchema, { tabs: Array(11).fill(sample.tabs[0]) })).toEqual({ tabs: ["Reached the maximum of 10 items."] });
    expect(schemaErrors(manualTabsSchema, {})).toEqual({ tabs: ["This field is required"] });
  });


  it("is 'Manual tabs' in the module picker (SPEC §2.5)", () => {
    expect(manualTabsEditor.displayName).toBe("Manual tabs");
  });

  it("seeds a valid module for the style guide in all five locales, linking the seeded documents and files", () => {
    const [module] = manualTabsStyleguide(fakeSeedMedia());
    const links = module.content.en.tabs as { items: { document?: { url: string }; file?: { url: string } }[] }[];
    expect(links.map((tab) => tab.items.length)).toEqual([3, 3, 0, 2]);
    expect(links[0].items[0].document?.url).toMatch(/shx40-datasheet\.pdf$/);
    expect(links[1].items[0].file?.url).toMatch(/scd50-firmware-1\.4\.2\.hex$/);
    expect(() => manualTabsStyleguide({})).toThrow(/document-shx40-datasheet/);
    for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
      expect(schemaErrors(manualTabsSchema, module.content[locale]), locale).toEqual({});
    }
    expect(module.content.cn?.tabs).not.toEqual(module.content.en.tabs);
  });
});
