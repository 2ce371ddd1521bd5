import { describe, expect, it, vi } from "vitest";
import type { ModuleEditorConfig } from "../editor-types";
import linkHeroStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { linkHeroSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const linkHeroEditor = moduleEditors.LINK_HERO;

const image = { id: 5, url: "/media/5/cleanroom.webp", alt: "Clean room", width: 1600, height: 900 };
const internal = (href: string, text?: string) => ({ linkType: "internal", target: "auto", href, ...(text ? { text } : {}) });
const sample = {
  title: "Products and support",
  body: "Find the right sensor.",
  image,
  links: [
    { link: internal("/products/catalog"), linkTitle: "Product catalog" },
    { link: internal("/products/downloads", "Downloads") },
  ],
};

describe("LINK_HERO renderer", () => {
  it("renders the page's h1, the text, a priority image and a labelled list of quick links", () => {
    const root = parseHtml(renderModule("LINK_HERO", sample));
    expect(root.querySelector("h1")?.textContent).toBe("Products and support");
    expect(root.querySelector(".link-hero__body")?.textContent).toBe("Find the right sensor.");
    expect(root.querySelector("img")?.getAttribute("loading")).toBe("eager");
    const list = root.querySelector("ul.link-hero__links")!;
    expect(list.getAttribute("aria-label")).toBe("Quick links");
    const links = [...list.querySelectorAll("li > a")];
    expect(links.map((a) => [a.getAttribute("href"), a.textContent])).toEqual([
      ["/products/catalog", "Product catalog"],
      ["/products/downloads", "Downloads"],
    ]);
    expect(list.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("cuts a long link title at 100 characters and keeps the full text in its title attribute", () => {
    const long = "Sensor ".repeat(18).trim();
    const root = parseHtml(renderModule("LINK_HERO", { title: "T", links: [{ link: internal("/x"), linkTitle: long }] }));
    const span = root.querySelector(".link-hero__link span")!;
    expect([...span.textContent!].length).toBeLessThanOrEqual(100);
    expect(span.textContent!.endsWith("…")).toBe(true);
    expect(span.getAttribute("title")).toBe(long);
  });

  it("renders without image and links as an h2 header further down, labelled in Japanese", () => {
    const plain = parseHtml(renderModule("LINK_HERO", { title: "アプリケーション" }, { locale: "jp", index: 3 }));
    expect(plain.querySelector("h2")?.textContent).toBe("アプリケーション");
    expect(plain.querySelector("img")).toBeNull();
    expect(plain.querySelector("ul")).toBeNull();
    expect(plain.querySelector(".link-hero--image")).toBeNull();
    const linked = parseHtml(renderModule("LINK_HERO", { title: "製品", links: sample.links }, { locale: "jp" }));
    expect(linked.querySelector("ul")?.getAttribute("aria-label")).toBe("クイックリンク");
  });

  it("drops a stored quick link whose address became unsafe and keeps the others", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const root = parseHtml(
      renderModule("LINK_HERO", { title: "T", links: [{ link: { linkType: "external", href: "javascript:alert(1)" } }, sample.links[0]] }),
    );
    expect([...root.querySelectorAll("li a")].map((a) => a.getAttribute("href"))).toEqual(["/products/catalog"]);
    warn.mockRestore();
  });
});

describe("LINK_HERO schema and editor", () => {
  it("requires the title and each quick link's link", () => {
    expect(schemaErrors(linkHeroSchema, { title: "", links: [{ linkTitle: "No link" }] })).toEqual({
      title: ["This field is required"],
      "links.0.link": ["This field is required"],
    });
  });

  it("states the same limits in editor.ts as in the schema (link title 130, at most 6 links)", () => {
    const links = (linkHeroEditor as ModuleEditorConfig).groups.flatMap((g) => g.fields).find((f) => f.name === "links");
    expect(links?.item?.form).toBe("link");
    expect(links?.item?.fields.find((f) => f.name === "linkTitle")?.maxLength).toBe(130);
  });

  it("puts the hover toolbar lower (SPEC §2.6)", () => {
    expect(linkHeroEditor.lowerToolbar).toBe(true);
  });

  it("seeds valid modules for the style guide in all five locales", () => {
    const modules = linkHeroStyleguide(fakeSeedMedia());
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) {
      for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
        expect(schemaErrors(linkHeroSchema, module.content[locale]), locale).toEqual({});
      }
    }
  });
});
