import { describe, expect, it, vi } from "vitest";
import quoteStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { quoteSchema } from "./schema";
import { logger } from "~/lib/logger.server";

const portrait = { id: 6, url: "/media/6/ingrid.webp", alt: "", width: 400, height: 400 };
const sample = { quote: "We cut our ventilation energy by a quarter.", name: "Ingrid Solberg", position: "Head of Engineering", image: portrait };

describe("QUOTE renderer", () => {
  it("renders a figure with the quote in a blockquote and the speaker in the figcaption", () => {
    const root = parseHtml(renderModule("QUOTE", sample));
    const figure = root.querySelector("figure.quote")!;
    expect(figure.querySelector("blockquote p")?.textContent).toBe("We cut our ventilation energy by a quarter.");
    expect(figure.lastElementChild?.tagName).toBe("FIGCAPTION");
    expect(figure.querySelector(".quote__name")?.textContent).toBe("Ingrid Solberg");
    expect(figure.querySelector(".quote__position")?.textContent).toBe("Head of Engineering");
    expect(figure.querySelector("blockquote svg")?.getAttribute("aria-hidden")).toBe("true");
    const img = figure.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("No alternate text provided");
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("leaves out the portrait and the caption when there are none (Korean)", () => {
    const root = parseHtml(renderModule("QUOTE", { quote: "정밀도는 첫 번째 웨이퍼에서 시작됩니다." }, { locale: "kr" }));
    expect(root.querySelector("blockquote")?.textContent).toBe("정밀도는 첫 번째 웨이퍼에서 시작됩니다.");
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector("figcaption")).toBeNull();
    expect(root.querySelector(".quote--portrait")).toBeNull();
  });

  it("shows the translated alt fallback in Chinese", () => {
    const root = parseHtml(renderModule("QUOTE", sample, { locale: "cn" }));
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("未提供替代文本");
  });
});

describe("QUOTE schema and editor", () => {
  it("requires the quote text and limits it to 400 characters", () => {
    expect(schemaErrors(quoteSchema, { name: "Anna" })).toEqual({ quote: ["This field is required"] });
    expect(schemaErrors(quoteSchema, { quote: "x".repeat(401) }).quote).toHaveLength(1);
  });

  it("does not render a stored quote that lost its text", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(renderModule("QUOTE", { quote: "", name: "Anna" })).toBe("");
    warn.mockRestore();
  });

  it("seeds valid modules for the style guide in all five locales", () => {
    for (const module of quoteStyleguide(fakeSeedMedia())) {
      for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
        expect(schemaErrors(quoteSchema, module.content[locale]), locale).toEqual({});
      }
    }
  });
});
