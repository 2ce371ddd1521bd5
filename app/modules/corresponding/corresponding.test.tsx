import { describe, expect, it, vi } from "vitest";
import correspondingStyleguide from "./sample";
import type { SeedMedia } from "../../../db/seed/media";
import { renderModule } from "../../../tests/support/render-module";
import { editorErrorMap } from "~/editor/pages/module-form-schema";
import { prepareModule } from "../prepare.server";
import { loadCorresponding } from "./load.server";
import { correspondingSchema, teaserSchema } from "./schema";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const correspondingEditor = moduleEditors.CORRESPONDING;

const teaser = (over: Record<string, unknown> = {}) => ({
  tag: "Application",
  title: "Cabin air in electric vehicles",
  body: "CO₂ sensors keep the cabin fresh.",
  image: { id: 4, url: "/media/4/car.webp", alt: "Car interior", width: 800, height: 450 },
  link: { linkType: "internal", target: "auto", href: "/applications/automotive" },
  linkTitle: "Read more",
  ...over,
});

const messages = (value: unknown) => {
  const result = teaserSchema.safeParse(value, { errorMap: editorErrorMap });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
};

describe("CORRESPONDING renderer", () => {
  it("shows teaser cards with image, tag, title, body and one link per card", () => {
    const html = renderModule("CORRESPONDING", { heading: { title: "Related topics" }, teasers: [teaser(), teaser({ title: "Flow sensing", tag: undefined, image: undefined })] });
    expect(html).toContain('<ul class="corresponding corresponding--2">');
    expect(html.match(/<li class="corresponding__teaser">/g)).toHaveLength(2);
    expect(html).toContain('alt="Car interior"');
    expect(html).toContain('<p class="corresponding__tag">Application</p>');
    expect(html).toContain('<h3 class="corresponding__title">Cabin air in electric vehicles</h3>');
    expect(html).toContain("CO₂ sensors keep the cabin fresh.");
    // The link text names its teaser for screen readers; the second card has no image and no tag.
    expect(html).toMatch(/<a class="corresponding__link"[^>]*href="\/applications\/automotive"[^>]*>Read more<span class="visually-hidden">: Cabin air in electric vehicles<\/span>/);
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html.match(/corresponding__tag/g)).toHaveLength(1);
  });

  it("gives an image without alt text the fallback, and marks external links as opening a new tab (German)", () => {
    const html = renderModule(
      "CORRESPONDING",
      { teasers: [teaser({ image: { id: 4, url: "/media/4/car.webp", alt: "" }, link: { linkType: "external", target: "auto", href: "https://partner.example" } })] },
      { locale: "de" },
    );
    expect(html).toContain('alt="Kein Alternativtext vorhanden"');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("(öffnet in einem neuen Tab)");
  });

  it("renders nothing of its own without teasers", () => {
    const html = renderModule("CORRESPONDING", { heading: { title: "Related" }, teasers: [] });
    expect(html).toContain("Related");
    expect(html).not.toContain("<ul");
  });
});

describe("CORRESPONDING schema (SPEC §5.3 teaser)", () => {
  it("accepts a full teaser and an image-less, tag-less one", () => {
    expect(teaserSchema.safeParse(teaser()).success).toBe(true);
    expect(teaserSchema.safeParse(teaser({ image: undefined, tag: undefined })).success).toBe(true);
  });

  it("requires title, body, link and link title with 'This field is required'", () => {
    expect(messages({ title: "", body: " ", linkTitle: "" })).toEqual({
      title: "This field is required",
      body: "This field is required",
      link: "This field is required",
      linkTitle: "This field is required",
    });
    // A link form left empty counts as no link.
    expect(messages(teaser({ link: { linkType: "", href: "", target: "auto" } }))).toEqual({ link: "This field is required" });
  });

  it("limits title to 60, body to 150 and link title to 50 characters", () => {
    expect(teaserSchema.safeParse(teaser({ title: "x".repeat(60), body: "x".repeat(150), linkTitle: "x".repeat(50) })).success).toBe(true);
    expect(Object.keys(messages(teaser({ title: "x".repeat(61), body: "x".repeat(151), linkTitle: "x".repeat(51) })))).toEqual(["title", "body", "linkTitle"]);
    const editorFields = correspondingEditor.groups[0].fields[0].item!.fields;
    expect(Object.fromEntries(editorFields.filter((f) => "maxLength" in f).map((f) => [f.name, f.maxLength]))).toEqual({ tag: 50, title: 60, body: 150, linkTitle: 50 });
  });

  it("holds at most three teasers", () => {
    const result = correspondingSchema.safeParse({ teasers: [teaser(), teaser(), teaser(), teaser()] });
    expect(result.error?.issues[0].message).toBe("Reached the maximum of 3 items.");
  });

  it("drops an invalid stored teaser and renders the rest", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({ id: "c1", type: "CORRESPONDING", layout: {}, data: { teasers: [teaser(), teaser({ body: "" }), { title: 5 }] } });
    expect((module?.data as { teasers: unknown[] }).teasers).toHaveLength(1);
    warn.mockRestore();
  });

  it("seeds a style guide module that parses in every locale, and reads nothing from the database", async () => {
    const media = new Proxy({}, { get: () => ({ id: 1, url: "/media/1/x.webp", alt: "Alt", width: 10, height: 10 }) }) as SeedMedia;
    for (const module of correspondingStyleguide(media)) {
      for (const data of Object.values(module.content)) {
        const parsed = correspondingSchema.safeParse(data);
        expect(parsed.success).toBe(true);
        expect(parsed.data?.teasers).toHaveLength(3);
      }
    }
    expect(await loadCorresponding({ teasers: [] }, {} as never)).toBeNull();
  });
});
