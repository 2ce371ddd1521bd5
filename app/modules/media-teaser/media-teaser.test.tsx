import { describe, expect, it, vi } from "vitest";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import mediaTeaserStyleguide from "./sample";
import { SEED_LOCALES } from "../../../db/seed/localized";
import { prepareModule } from "../prepare.server";
import { mediaTeaserSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const mediaTeaserEditor = moduleEditors.MEDIA_TEASER;

const image = (id: number, alt = "Clean room") => ({ id, url: `/media/${id}/cleanroom.webp`, alt, width: 1600, height: 900 });
const link = { linkType: "internal", target: "auto", href: "/company/news/press-releases-and-news" };
const teaser = (n: number) => ({ image: image(n), tag: `Tag ${n}`, title: `Teaser ${n}`, body: `Body ${n}`, linkTitle: `Read ${n}`, link });

describe("MEDIA_TEASER as a visitor sees it (server HTML, before any JavaScript)", () => {
  it("renders teasers three per view, each one link named by its title", () => {
    const root = parseHtml(renderModule("MEDIA_TEASER", { items: [teaser(1), teaser(2), teaser(3), teaser(4)] }));
    expect(root.querySelector("section.carousel__root")?.getAttribute("aria-label")).toBe("Featured media");
    expect(root.querySelector(".carousel.media-teasers")?.getAttribute("style")).toBe(
      "--per-view:3;--per-view-1200:3;--per-view-960:2;--per-view-768:2;--per-view-576:1",
    );
    const teasers = [...root.querySelectorAll(".carousel__slide article.media-teaser")];
    expect(teasers).toHaveLength(4);
    const first = teasers[0];
    expect(first.querySelector("img")?.getAttribute("alt")).toBe("Clean room");
    expect(first.querySelector(".media-teaser__tag")?.textContent).toBe("Tag 1");
    expect(first.querySelector(".media-teaser__body")?.textContent).toBe("Body 1");
    const links = [...first.querySelectorAll("a")];
    expect(links).toHaveLength(1);
    expect(links[0].closest("h3")).not.toBeNull();
    expect(links[0].textContent).toBe("Teaser 1");
    expect(links[0].getAttribute("href")).toBe("/company/news/press-releases-and-news");
    expect(first.querySelector(".media-teaser__more")?.getAttribute("aria-hidden")).toBe("true");
    expect(first.querySelector(".media-teaser__more")?.textContent).toBe("Read 1 →");
  });

  it("renders a teaser without link as plain text, and translates the fallbacks (Chinese)", () => {
    const root = parseHtml(
      renderModule("MEDIA_TEASER", { items: [{ image: image(1, ""), title: "无链接" }, { image: image(2), title: "有链接", link }] }, { locale: "cn" }),
    );
    const [plain, linked] = [...root.querySelectorAll("article.media-teaser")];
    expect(plain.querySelector("a, .media-teaser__tag, .media-teaser__body, .media-teaser__more")).toBeNull();
    expect(plain.querySelector("h3")?.textContent).toBe("无链接");
    expect(plain.querySelector("img")?.getAttribute("alt")).toBe("未提供替代文本");
    expect(linked.querySelector(".media-teaser__more")?.textContent).toBe("了解更多 →");
    expect(root.querySelector("section.carousel__root")?.getAttribute("aria-roledescription")).toBe("轮播");
  });
});

describe("MEDIA_TEASER schema and editor (SPEC §3.5, §5.3: tag 120, title 100 required, body 150, button title 100, image required)", () => {
  it("requires the image and the title with 'This field is required' and enforces the lengths", () => {
    expect(schemaErrors(mediaTeaserSchema, { items: [teaser(1)] })).toEqual({});
    const { image: _image, ...withoutImage } = teaser(1);
    expect(schemaErrors(mediaTeaserSchema, { items: [withoutImage] })).toEqual({ "items.0.image": ["This field is required"] });
    expect(schemaErrors(mediaTeaserSchema, { items: [{ ...teaser(1), title: "" }] })).toEqual({ "items.0.title": ["This field is required"] });
    expect(schemaErrors(mediaTeaserSchema, { items: [{ ...teaser(1), tag: "x".repeat(121) }] })).toHaveProperty(["items.0.tag"]);
    expect(schemaErrors(mediaTeaserSchema, { items: [{ ...teaser(1), body: "x".repeat(151) }] })).toHaveProperty(["items.0.body"]);
    expect(schemaErrors(mediaTeaserSchema, { items: [{ ...teaser(1), linkTitle: "x".repeat(101) }] })).toHaveProperty(["items.0.linkTitle"]);
    expect(schemaErrors(mediaTeaserSchema, { items: Array(13).fill(teaser(1)) })).toEqual({ items: ["Reached the maximum of 12 items."] });
  });

  it("mirrors the schema in the editor with the 'media teaser' item form", () => {
    expect(mediaTeaserEditor.displayName).toBe("Media teaser");
    expect(mediaTeaserEditor.groups[0].fields[0]).toMatchObject({ kind: "list", minItems: 1, maxItems: 12, item: { form: "media teaser" } });
  });

  it("drops teasers of stored data that lost their image, keeping the others", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({ id: "m1", type: "MEDIA_TEASER", layout: {}, data: { items: [{ title: "No image" }, teaser(2)] } });
    expect(module?.data.items).toEqual([teaser(2)]);
    warn.mockRestore();
  });

  it("seeds style-guide teasers that are valid in all five locales", () => {
    const [module] = mediaTeaserStyleguide(fakeSeedMedia());
    for (const locale of SEED_LOCALES) expect(schemaErrors(mediaTeaserSchema, module.content[locale]), locale).toEqual({});
    expect((module.content.jp?.items as unknown[]).length).toBe(4);
  });
});
