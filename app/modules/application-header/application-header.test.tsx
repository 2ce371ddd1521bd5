import { describe, expect, it, vi } from "vitest";
import applicationHeaderStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { applicationHeaderSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const applicationHeaderEditor = moduleEditors.APPLICATION_HEADER;

const image = { id: 3, url: "/media/3/automotive.webp", alt: "Car sensor", width: 1200, height: 800 };
const link = { linkType: "internal", target: "auto", href: "/contact" };
const sample = { tag: "Applications / Automotive", title: "Sensors for cars", body: "Cabin air quality.", image, linkTitle: "Talk to us", link };

describe("APPLICATION_HEADER renderer", () => {
  it("renders tag, the page's h1, text, button and a priority image when it comes first", () => {
    const root = parseHtml(renderModule("APPLICATION_HEADER", sample));
    expect(root.querySelector("[data-module=APPLICATION_HEADER]")).not.toBeNull();
    expect(root.querySelector(".application-header__tag")?.textContent).toBe("Applications / Automotive");
    expect(root.querySelector("h1")?.textContent).toBe("Sensors for cars");
    expect(root.querySelector(".application-header__body")?.textContent).toBe("Cabin air quality.");
    const button = root.querySelector<HTMLAnchorElement>("a.application-header__button");
    expect(button?.getAttribute("href")).toBe("/contact");
    expect(button?.textContent).toBe("Talk to us");
    const img = root.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("Car sensor");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("width")).toBe("1200");
  });

  it("uses the link's own text when the button has no title, and shows no button without any text", () => {
    const named = parseHtml(renderModule("APPLICATION_HEADER", { ...sample, linkTitle: "", link: { ...link, text: "Contact" } }));
    expect(named.querySelector("a.button")?.textContent).toBe("Contact");
    const unnamed = parseHtml(renderModule("APPLICATION_HEADER", { ...sample, linkTitle: "" }));
    expect(unnamed.querySelector("a")).toBeNull();
  });

  it("renders an h2 and a lazy image further down the page, and no button without a link", () => {
    const root = parseHtml(renderModule("APPLICATION_HEADER", { ...sample, link: undefined }, { index: 2 }));
    expect(root.querySelector("h1")).toBeNull();
    expect(root.querySelector("h2")?.textContent).toBe("Sensors for cars");
    expect(root.querySelector("img")?.getAttribute("loading")).toBe("lazy");
    expect(root.querySelector("a")).toBeNull();
  });

  it("falls back to the translated alt text and leaves out empty parts (German)", () => {
    const root = parseHtml(renderModule("APPLICATION_HEADER", { title: "Sensoren fürs Auto", image: { ...image, alt: "" } }, { locale: "de" }));
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("Kein Alternativtext vorhanden");
    expect(root.querySelector(".application-header__tag")).toBeNull();
    expect(root.querySelector(".application-header__body")).toBeNull();
  });
});

describe("APPLICATION_HEADER schema and editor", () => {
  it("requires title and image with the SPEC message", () => {
    expect(schemaErrors(applicationHeaderSchema, { title: " " })).toEqual({
      title: ["This field is required"],
      image: ["This field is required"],
    });
  });


  it("is Header 3 - Applications with the lower toolbar (SPEC §2.5, §2.6)", () => {
    expect(applicationHeaderEditor.displayName).toBe("Header 3 - Applications");
    expect(applicationHeaderEditor.lowerToolbar).toBe(true);
  });

  it("still renders old data whose text is now too long (the text is skipped)", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const root = parseHtml(renderModule("APPLICATION_HEADER", { ...sample, body: "x".repeat(401) }));
    expect(root.querySelector("h1")?.textContent).toBe("Sensors for cars");
    expect(root.querySelector(".application-header__body")).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("skipped: body"));
    warn.mockRestore();
  });

  it("seeds a valid module for the style guide in all five locales", () => {
    const [module] = applicationHeaderStyleguide(fakeSeedMedia());
    for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
      expect(schemaErrors(applicationHeaderSchema, module.content[locale]), locale).toEqual({});
    }
    expect(module.content.jp?.title).not.toBe(module.content.en.title);
  });
});
