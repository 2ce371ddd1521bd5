import { describe, expect, it, vi } from "vitest";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import wayToStartStyleguide from "./sample";
import { SEED_LOCALES } from "../../../db/seed/localized";
import { prepareModule } from "../prepare.server";
import { wayToStartSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const wayToStartEditor = moduleEditors.WAY_TO_START;

const image = (id: number, alt = "SHX40 humidity sensor") => ({ id, url: `/media/${id}/shx40.webp`, alt, width: 800, height: 600 });
const link = { linkType: "internal", target: "auto", href: "/products/catalog" };
const way = (n: number) => ({ title: `Way ${n}`, body: `Body ${n}`, image: image(n), link, linkTitle: `Go ${n}` });

describe("WAY_TO_START as a visitor sees it (server HTML, before any JavaScript)", () => {
  it("renders four cards per view that become a plain grid on phones", () => {
    const root = parseHtml(renderModule("WAY_TO_START", { items: [way(1), way(2), way(3), way(4), way(5)] }));
    const frame = root.querySelector(".carousel.ways-to-start")!;
    expect(frame.classList.contains("carousel--mobile-grid")).toBe(true);
    expect(frame.getAttribute("style")).toBe("--per-view:4;--per-view-1200:3;--per-view-960:2;--per-view-768:2;--per-view-576:1");
    expect(frame.querySelector("section")?.getAttribute("aria-label")).toBe("Ways to start");
    const cards = [...frame.querySelectorAll(".carousel__slide article.way")];
    expect(cards).toHaveLength(5);
    expect(cards[2].querySelector("h3")?.textContent).toBe("Way 3");
    expect(cards[2].querySelector(".way__body")?.textContent).toBe("Body 3");
    expect(cards[2].querySelector("img")?.getAttribute("alt")).toBe("SHX40 humidity sensor");
    const a = cards[2].querySelector("a.way__link")!;
    expect(a.getAttribute("href")).toBe("/products/catalog");
    expect(a.textContent).toBe("Go 3 →");
    expect(a.querySelector('[aria-hidden="true"]')?.textContent).toBe("→");
  });

  it("falls back to the link text, then to a translated 'Learn more', and to the alt fallback (Japanese)", () => {
    const root = parseHtml(
      renderModule(
        "WAY_TO_START",
        { items: [{ title: "A", image: image(1, ""), link: { ...link, text: "カタログ" } }, { title: "B", image: image(2), link }, { title: "C", image: image(3) }] },
        { locale: "jp" },
      ),
    );
    const links = [...root.querySelectorAll("a.way__link")].map((a) => a.textContent);
    expect(links).toEqual(["カタログ →", "詳しく見る →"]);
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("代替テキストがありません");
    expect(root.querySelectorAll("article.way")[2].querySelector("a, .way__body")).toBeNull();
  });
});

describe("WAY_TO_START schema and editor (SPEC §3.5 way item, §5.3: title 100 required, body 100, link title 100, image required)", () => {
  it("requires title and image with 'This field is required' and enforces the lengths", () => {
    expect(schemaErrors(wayToStartSchema, { items: [way(1)] })).toEqual({});
    expect(schemaErrors(wayToStartSchema, { items: [{ ...way(1), title: "" }] })).toEqual({ "items.0.title": ["This field is required"] });
    const { image: _image, ...withoutImage } = way(1);
    expect(schemaErrors(wayToStartSchema, { items: [withoutImage] })).toEqual({ "items.0.image": ["This field is required"] });
    expect(schemaErrors(wayToStartSchema, { items: [{ ...way(1), body: "x".repeat(101) }] })).toHaveProperty(["items.0.body"]);
    expect(schemaErrors(wayToStartSchema, { items: [{ ...way(1), linkTitle: "x".repeat(101) }] })).toHaveProperty(["items.0.linkTitle"]);
    expect(schemaErrors(wayToStartSchema, { items: Array(13).fill(way(1)) })).toEqual({ items: ["Reached the maximum of 12 items."] });
  });

  it("mirrors the schema in the editor with the 'way-to-start item' form", () => {
    expect(wayToStartEditor.groups[0].fields[0]).toMatchObject({ kind: "list", minItems: 1, maxItems: 12, item: { form: "way-to-start item" } });
  });

  it("drops ways of stored data that are no longer valid", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({ id: "w1", type: "WAY_TO_START", layout: {}, data: { items: [way(1), { title: "No image" }, { ...way(3), body: "x".repeat(200) }] } });
    expect((module?.data.items as { title: string }[]).map((i) => i.title)).toEqual(["Way 1", "Way 3"]);
    expect((module?.data.items as { body?: string }[])[1].body).toBeUndefined();
    warn.mockRestore();
  });

  it("seeds style-guide ways that are valid in all five locales", () => {
    const [module] = wayToStartStyleguide(fakeSeedMedia());
    for (const locale of SEED_LOCALES) expect(schemaErrors(wayToStartSchema, module.content[locale]), locale).toEqual({});
    expect((module.content.de?.items as { body: string }[])[0].body).toContain("Messgrösse");
  });
});
