import { describe, expect, it, vi } from "vitest";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import sliderStyleguide from "./sample";
import { SEED_LOCALES } from "../../../db/seed/localized";
import { prepareModule } from "../prepare.server";
import { sliderSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const sliderEditor = moduleEditors.SLIDER;

const image = (id: number, alt = "Humidity sensor") => ({ id, url: `/media/${id}/humidity.webp`, alt, width: 800, height: 600 });
const link = { linkType: "internal", target: "auto", href: "/products/catalog" };
const VIDEO = "aqz-KE-bpKQ";
const slide = (n: number) => ({ title: `Slide ${n}`, body: `Body ${n}`, image: image(n), link, linkTitle: `Button ${n}` });

describe("SLIDER as a visitor sees it (server HTML, before any JavaScript)", () => {
  it("renders a labelled carousel whose cards form a scrollable list: image, h3 title, body, button", () => {
    const root = parseHtml(renderModule("SLIDER", { slides: [slide(1), slide(2), slide(3), slide(4), slide(5)] }));
    const carousel = root.querySelector('[data-module="SLIDER"] section.carousel__root')!;
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    expect(carousel.getAttribute("aria-label")).toBe("Slider");
    expect(root.querySelector(".carousel.slider")?.getAttribute("style")).toBe(
      "--per-view:4;--per-view-1200:3;--per-view-960:2;--per-view-768:2;--per-view-576:1",
    );
    const list = carousel.querySelector("div.carousel__list")!;
    expect(list.getAttribute("tabindex")).toBe("0");
    const cards = [...list.querySelectorAll(":scope > div article.slider-card")];
    expect(cards).toHaveLength(5);
    expect(cards[0].querySelector("h3")?.textContent).toBe("Slide 1");
    expect(cards[0].querySelector("img")?.getAttribute("alt")).toBe("Humidity sensor");
    expect(cards[0].querySelector("img")?.getAttribute("loading")).toBe("lazy");
    expect(cards[0].querySelector(".slider-card__body")?.textContent).toBe("Body 1");
    const button = cards[4].querySelector("a.slider-card__button")!;
    expect(button.getAttribute("href")).toBe("/products/catalog");
    expect(button.textContent).toBe("Button 5: Slide 5"); // ": Slide 5" is visually hidden, for link names that differ
    expect(button.querySelector(".visually-hidden")?.textContent).toBe(": Slide 5");
    // Controls and the progress bar appear only with JavaScript.
    expect(root.querySelector("button")).toBeNull();
    expect(root.querySelector(".carousel__progress")).toBeNull();
  });

  it("shows a video slide as a link to the video over its image, labelled with the slide title", () => {
    const root = parseHtml(renderModule("SLIDER", { slides: [{ ...slide(1), videoUrl: `https://youtu.be/${VIDEO}` }] }));
    const start = root.querySelector("a.video-facade__start")!;
    expect(start.getAttribute("href")).toBe(`https://www.youtube.com/watch?v=${VIDEO}`);
    expect(start.getAttribute("aria-label")).toBe("Play video: Slide 1");
    expect(start.querySelector("img.video-facade__poster")?.getAttribute("src")).toBe("/media/1/humidity.webp");
    expect(root.querySelector("iframe")).toBeNull();
  });

  it("leaves out what a slide lacks, and falls back to the link text, then to 'Learn more' (German)", () => {
    const root = parseHtml(
      renderModule(
        "SLIDER",
        {
          slides: [
            { title: "Nur Titel" },
            { title: "Mit Linktext", link: { ...link, text: "Zum Katalog" } },
            { title: "Ohne Text", link, image: image(3, "") },
          ],
        },
        { locale: "de" },
      ),
    );
    const cards = [...root.querySelectorAll("article.slider-card")];
    expect(cards[0].querySelector("img, a, p")).toBeNull();
    expect(cards[1].querySelector("a")?.textContent).toBe("Zum Katalog: Mit Linktext");
    expect(cards[2].querySelector("a")?.textContent).toBe("Mehr erfahren: Ohne Text");
    expect(cards[2].querySelector("img")?.getAttribute("alt")).toBe("Kein Alternativtext vorhanden");
    expect(root.querySelector("section.carousel__root")?.getAttribute("aria-roledescription")).toBe("Karussell");
  });

  it("speaks the visitor's language in the video label (Japanese) and escapes slide text", () => {
    const html = renderModule("SLIDER", { slides: [{ title: "<b>x</b>", videoUrl: `https://youtu.be/${VIDEO}` }] }, { locale: "jp" });
    expect(html).toContain('aria-label="動画を再生：&lt;b&gt;x&lt;/b&gt;"');
    expect(html).not.toContain("<b>x</b>");
  });
});

describe("SLIDER schema and editor (SPEC §3.5 slide, §5.3: title 100 required, button title 50)", () => {
  it("enforces the slide limits and the required title with the SPEC message", () => {
    expect(schemaErrors(sliderSchema, { slides: [slide(1)] })).toEqual({});
    expect(schemaErrors(sliderSchema, { slides: [{ ...slide(1), title: " " }] })).toEqual({ "slides.0.title": ["This field is required"] });
    expect(schemaErrors(sliderSchema, { slides: [{ ...slide(1), title: "x".repeat(101) }] })).toHaveProperty(["slides.0.title"]);
    expect(schemaErrors(sliderSchema, { slides: [{ ...slide(1), linkTitle: "x".repeat(51) }] })).toHaveProperty(["slides.0.linkTitle"]);
    expect(schemaErrors(sliderSchema, { slides: Array(13).fill(slide(1)) })).toEqual({ slides: ["Reached the maximum of 12 items."] });
    expect(schemaErrors(sliderSchema, { slides: [] })).toEqual({ slides: ["This field is required"] });
  });

  it("accepts only YouTube video addresses (or none)", () => {
    expect(schemaErrors(sliderSchema, { slides: [{ title: "T", videoUrl: "" }] })).toEqual({});
    expect(schemaErrors(sliderSchema, { slides: [{ title: "T", videoUrl: `https://www.youtube.com/watch?v=${VIDEO}` }] })).toEqual({});
    expect(schemaErrors(sliderSchema, { slides: [{ title: "T", videoUrl: "javascript:alert(1)" }] })).toEqual({
      "slides.0.videoUrl": ["Enter a valid YouTube video address"],
    });
  });

  it("mirrors the schema in the editor: the 'slider slide' item form, limits and required fields", () => {
    expect(sliderEditor.displayName).toBe("Card slider");
    const list = sliderEditor.groups[0].fields[0];
    expect(list).toMatchObject({ kind: "list", minItems: 1, maxItems: 12, item: { form: "slider slide" } });
    const longAddress = `https://www.youtube.com/watch?v=${VIDEO}&t=${"1".repeat(460)}`;
    expect(longAddress.length).toBeGreaterThan(500);
    expect(schemaErrors(sliderSchema, { slides: [{ title: "T", videoUrl: longAddress }] })).toHaveProperty(["slides.0.videoUrl"]);
  });

  it("renders the valid slides of bad or old stored data and skips the rest", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({
      id: "s1",
      type: "SLIDER",
      layout: {},
      data: { slides: [{ title: "" }, slide(2), { title: "Old", videoUrl: "https://vimeo.com/1" }, { body: "no title" }] },
    });
    expect((module?.data.slides as { title: string }[]).map((s) => s.title)).toEqual(["Slide 2", "Old"]);
    expect(module?.data.slides).toContainEqual({ title: "Old" });
    expect(prepareModule({ id: "s2", type: "SLIDER", layout: {}, data: { slides: [{ title: "" }] } })).toBeNull();
    warn.mockRestore();
  });

  it("seeds a style-guide slider that is valid in all five locales, with a video slide", () => {
    const [module] = sliderStyleguide(fakeSeedMedia());
    for (const locale of SEED_LOCALES) {
      const content = module.content[locale]!;
      expect(schemaErrors(sliderSchema, content), locale).toEqual({});
      expect((content.slides as unknown[]).length).toBeGreaterThan(4);
    }
    expect(module.content.de?.slides).toContainEqual(expect.objectContaining({ videoUrl: expect.stringContaining("youtu") }));
    expect((module.content.kr?.slides as { title: string }[])[0].title).toBe("습도 센서");
  });
});
