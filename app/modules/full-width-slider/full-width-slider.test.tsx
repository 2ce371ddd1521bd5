import { describe, expect, it, vi } from "vitest";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import fullWidthSliderStyleguide from "./sample";
import { SEED_LOCALES } from "../../../db/seed/localized";
import { prepareModule } from "../prepare.server";
import { fullWidthSliderSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const fullWidthSliderEditor = moduleEditors.FULL_WIDTH_SLIDER;

const image = (id: number, alt = "Clean room") => ({ id, url: `/media/${id}/cleanroom.webp`, alt, width: 1600, height: 900 });
const link = { linkType: "internal", target: "auto", href: "/career" };
const slide = (n: number) => ({ title: `Slide ${n}`, body: `Body ${n}`, image: image(n), link, linkTitle: `Button ${n}` });

describe("FULL_WIDTH_SLIDER as a visitor sees it (server HTML, before any JavaScript)", () => {
  it("renders one slide per view: media beside an h2 title, body and a button", () => {
    const root = parseHtml(renderModule("FULL_WIDTH_SLIDER", { slides: [slide(1), slide(2), slide(3)] }, { index: 2 }));
    const carousel = root.querySelector("section.carousel__root")!;
    expect(carousel.getAttribute("aria-label")).toBe("Featured topics");
    expect(root.querySelector(".carousel.full-width-slider")?.getAttribute("style")).toBe(
      "--per-view:1;--per-view-1200:1;--per-view-960:1;--per-view-768:1;--per-view-576:1",
    );
    const slides = [...carousel.querySelectorAll(".carousel__slide article.fw-slide")];
    expect(slides).toHaveLength(3);
    expect(slides[1].querySelector("h2.fw-slide__title")?.textContent).toBe("Slide 2");
    expect(slides[1].querySelector("img.fw-slide__media")?.getAttribute("alt")).toBe("Clean room");
    expect(slides[1].querySelector("a.button")?.textContent).toBe("Button 2");
    expect(slides[1].querySelector("a.button")?.getAttribute("href")).toBe("/career");
    expect(slides[0].querySelector("img")?.getAttribute("loading")).toBe("lazy");
    expect(root.querySelector("button, .carousel__progress")).toBeNull();
  });

  it("loads the first slide's image eagerly when the slider opens the page", () => {
    const root = parseHtml(renderModule("FULL_WIDTH_SLIDER", { slides: [slide(1), slide(2)] }, { index: 0 }));
    const images = [...root.querySelectorAll("img")];
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy"]);
  });

  it("marks a slide without media as text only, and shows a video slide as a link to the video (Korean)", () => {
    const root = parseHtml(
      renderModule("FULL_WIDTH_SLIDER", { slides: [{ title: "텍스트" }, { title: "영상", videoUrl: "https://youtu.be/eRsGyueVLvQ", link }] }, { locale: "kr" }),
    );
    const [textOnly, video] = [...root.querySelectorAll("article.fw-slide")];
    expect(textOnly.className).toBe("fw-slide fw-slide--text-only");
    expect(textOnly.querySelector("img, a")).toBeNull();
    const start = video.querySelector("a.video-facade__start")!;
    expect(start.getAttribute("href")).toBe("https://www.youtube.com/watch?v=eRsGyueVLvQ");
    expect(start.getAttribute("aria-label")).toBe("동영상 재생: 영상");
    expect(video.querySelector("a.button")?.textContent).toBe("자세히 보기");
    expect(root.querySelector("section.carousel__root")?.getAttribute("aria-label")).toBe("주요 주제");
  });
});

describe("FULL_WIDTH_SLIDER schema and editor (SPEC §3.5 slide, §5.3)", () => {
  it("shares the slide rules: title 100 required, button title 50, at most 8 slides", () => {
    expect(schemaErrors(fullWidthSliderSchema, { slides: [{ ...slide(1), title: "" }] })).toEqual({ "slides.0.title": ["This field is required"] });
    expect(schemaErrors(fullWidthSliderSchema, { slides: [{ ...slide(1), linkTitle: "x".repeat(51) }] })).toHaveProperty(["slides.0.linkTitle"]);
    expect(schemaErrors(fullWidthSliderSchema, { slides: Array(9).fill(slide(1)) })).toEqual({ slides: ["Reached the maximum of 8 items."] });
    expect(schemaErrors(fullWidthSliderSchema, {})).toHaveProperty(["slides"]);
  });

  it("mirrors the schema in the editor with the 'slider slide' item form", () => {
    expect(fullWidthSliderEditor.groups[0].fields[0]).toMatchObject({ kind: "list", minItems: 1, maxItems: 8, item: { form: "slider slide" } });
  });

  it("drops invalid slides of stored data and keeps the rest", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({ id: "f1", type: "FULL_WIDTH_SLIDER", layout: {}, data: { slides: [{ title: "x".repeat(120) }, slide(2)] } });
    expect(module?.data.slides).toEqual([slide(2)]);
    warn.mockRestore();
  });

  it("seeds a style-guide slider that is valid in all five locales", () => {
    const [module] = fullWidthSliderStyleguide(fakeSeedMedia());
    for (const locale of SEED_LOCALES) expect(schemaErrors(fullWidthSliderSchema, module.content[locale]), locale).toEqual({});
    expect((module.content.de?.slides as { title: string }[])[1].title).toBe("Sensoren für die Strasse von morgen");
  });
});
