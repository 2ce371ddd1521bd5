import { describe, expect, it, vi } from "vitest";
import ctaBlockStyleguide from "./sample";
import { parseHtml } from "../../../tests/support/html";
import { renderModule } from "../../../tests/support/render-module";
import { schemaErrors } from "../../../tests/support/schema-errors";
import { fakeSeedMedia } from "../../../tests/support/seed-media";
import { ctaBlockSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const ctaBlockEditor = moduleEditors.CTA_BLOCK;

const image = (id: number, alt = "Sensor") => ({ id, url: `/media/${id}/x.webp`, alt, width: 800, height: 450 });
const link = (href: string) => ({ linkType: "internal", target: "auto", href });
const topic = (n: number) => ({ title: `Topic ${n}`, body: `Body ${n}`, image: image(n), linkTitle: "Learn more", link: link(`/t${n}`) });
const sample = { topics: [topic(1), topic(2), topic(3)] };

describe("CTA_BLOCK renderer", () => {
  it("renders one list item per topic with image, h3, text and a button named after its topic", () => {
    const root = parseHtml(renderModule("CTA_BLOCK", sample));
    const items = [...root.querySelectorAll("ul.cta-block--3 > li")];
    expect(items).toHaveLength(3);
    expect(items[0].querySelector("h3")?.textContent).toBe("Topic 1");
    expect(items[0].querySelector(".cta-block__body")?.textContent).toBe("Body 1");
    const button = items[1].querySelector("a.button")!;
    expect(button.getAttribute("href")).toBe("/t2");
    expect(button.textContent).toBe("Learn more: Topic 2");
    expect(button.querySelector(".visually-hidden")?.textContent).toBe(": Topic 2");
  });

  it("uses the topic title as button text when there is no link title, and no button without a link", () => {
    const root = parseHtml(
      renderModule("CTA_BLOCK", { topics: [{ ...topic(1), linkTitle: "" }, { title: "No link", image: image(2) }] }),
    );
    const [first, second] = root.querySelectorAll("li");
    expect(first.querySelector("a")?.textContent).toBe("Topic 1");
    expect(second.querySelector("a")).toBeNull();
    expect(second.querySelector(".cta-block__body")).toBeNull();
  });

  it("falls back to the translated alt text (Japanese)", () => {
    const root = parseHtml(renderModule("CTA_BLOCK", { topics: [{ ...topic(1), image: image(1, "") }] }, { locale: "jp" }));
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("代替テキストがありません");
  });

  it("drops a stored topic that has lost its required image and renders the rest", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const { image: _gone, ...withoutImage } = topic(2);
    const root = parseHtml(renderModule("CTA_BLOCK", { topics: [topic(1), withoutImage, topic(3)] }));
    expect([...root.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["Topic 1", "Topic 3"]);
    warn.mockRestore();
  });
});

describe("CTA_BLOCK schema and editor (SPEC §3.5 topic)", () => {
  it("requires each topic's title and image with 'This field is required' and limits the body to 300", () => {
    expect(schemaErrors(ctaBlockSchema, { topics: [{ title: "", body: "x".repeat(301) }] })).toEqual({
      "topics.0.title": ["This field is required"],
      "topics.0.body": ["At most 300 characters."],
      "topics.0.image": ["This field is required"],
    });
  });

  it("allows at most four topics: 'Reached the maximum of 4 items.'", () => {
    expect(schemaErrors(ctaBlockSchema, { topics: [1, 2, 3, 4, 5].map(topic) })).toEqual({ topics: ["Reached the maximum of 4 items."] });
  });

  it("states the same limits in editor.ts as in the schema, with the topic item form", () => {
    expect(ctaBlockEditor.groups[0].fields[0].item?.form).toBe("topic");
  });

  it("seeds a valid module for the style guide in all five locales", () => {
    for (const module of ctaBlockStyleguide(fakeSeedMedia())) {
      for (const locale of ["en", "de", "cn", "jp", "kr"] as const) {
        expect(schemaErrors(ctaBlockSchema, module.content[locale]), locale).toEqual({});
      }
    }
  });
});
