import { describe, expect, it, vi } from "vitest";
import { renderModule } from "../../../tests/support/render-module";
import videoGroupStyleguide from "./sample";
import { prepareModule } from "../prepare.server";
import { videoGroupSchema } from "./schema";
import type { VideoGroupRows } from "./types";
import { logger } from "~/lib/logger.server";
import { moduleEditors } from "../registry";

const videoGroupEditor = moduleEditors.VIDEO_GROUP;

const A = "aqz-KE-bpKQ";
const B = "eRsGyueVLvQ";
const details = {
  title: "Humidity sensor calibration",
  providerName: "YouTube",
  thumbnailUrl: `https://i.ytimg.com/vi/${A}/hqdefault.jpg`,
  thumbnailWidth: 480,
  thumbnailHeight: 360,
};

const render = (videos: { url: string }[], rows: VideoGroupRows | null, locale: "en" | "de" | "cn" | "jp" | "kr" = "en") =>
  renderModule("VIDEO_GROUP", { videos }, { locale, rows });

describe("VIDEO_GROUP as a visitor sees it (server HTML, before any JavaScript)", () => {
  it("shows a facade: the thumbnail, the title and a link to the video labelled Play video: {title}; no player yet", () => {
    const html = render([{ url: `https://youtu.be/${A}` }], [details]);
    expect(html).toContain('data-module="VIDEO_GROUP"');
    expect(html).toContain(`<a class="video-facade__start" href="https://www.youtube.com/watch?v=${A}" aria-label="Play video: Humidity sensor calibration">`);
    expect(html).toContain(`src="https://i.ytimg.com/vi/${A}/hqdefault.jpg"`);
    expect(html).toContain('alt="Humidity sensor calibration"');
    expect(html).toContain('width="480" height="360" loading="lazy"');
    expect(html).toContain('<span class="video-facade__title">Humidity sensor calibration</span>');
    // The provider's player (and its cookies) load only on play; the copy button needs JavaScript.
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("<button");
  });

  it("lists up to three videos, each with its own details in order", () => {
    const html = render(
      [{ url: `https://www.youtube.com/watch?v=${A}` }, { url: `https://www.youtube.com/shorts/${B}` }],
      [details, { title: "Second" }],
    );
    expect(html).toContain('<ul class="video-group video-group--2">');
    expect(html.match(/<li class="video-group__item">/g)).toHaveLength(2);
    expect(html.indexOf("Humidity sensor calibration")).toBeLessThan(html.indexOf("Second"));
    expect(html).toContain(`href="https://www.youtube.com/watch?v=${B}" aria-label="Play video: Second"`);
  });

  it("uses a neutral placeholder without a thumbnail, and the alt-text fallback when the provider gave no title", () => {
    const html = render([{ url: `https://youtu.be/${A}` }], [{ thumbnailUrl: details.thumbnailUrl }]);
    expect(html).toContain('alt="No alternate text provided"');
    expect(html).toContain('aria-label="Play video: Video"');
    const noThumb = render([{ url: `https://youtu.be/${A}` }], [{ title: "T" }]);
    expect(noThumb).toContain('<span class="video-facade__placeholder" aria-hidden="true"></span>');
    expect(noThumb).not.toContain("<img");
  });

  it("still shows a working link to the video when the provider failed", () => {
    const html = render([{ url: `https://youtu.be/${A}` }, { url: `https://youtu.be/${B}` }], [null, details]);
    expect(html).toContain(`<a class="video-facade__frame video-facade__link-only" href="https://www.youtube.com/watch?v=${A}">`);
    expect(html).toContain("Watch the video on YouTube");
    expect(html).toContain('aria-label="Play video: Humidity sensor calibration"');
  });

  it("shows links when the loader gave no rows at all", () => {
    const html = renderModule("VIDEO_GROUP", { videos: [{ url: `https://youtu.be/${A}` }] });
    expect(html).toContain(`href="https://www.youtube.com/watch?v=${A}"`);
    expect(html).toContain("Watch the video on YouTube");
  });

  it("speaks the visitor's language", () => {
    expect(render([{ url: `https://youtu.be/${A}` }], [details], "de")).toContain('aria-label="Video abspielen: Humidity sensor calibration"');
    expect(render([{ url: `https://youtu.be/${A}` }], [null], "de")).toContain("Video auf YouTube ansehen");
    expect(render([{ url: `https://youtu.be/${A}` }], [null], "kr")).toContain("YouTube에서 동영상 보기");
  });

  it("escapes a provider title instead of injecting it", () => {
    const html = render([{ url: `https://youtu.be/${A}` }], [{ title: '<img src=x onerror="alert(1)">' }]);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x");
  });
});

describe("VIDEO_GROUP schema (SPEC §3.5, §5.3, §9)", () => {
  const messages = (data: unknown) => {
    const result = videoGroupSchema.safeParse(data);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("accepts up to three videos and refuses a fourth with the SPEC message", () => {
    const video = { url: `https://youtu.be/${A}` };
    expect(messages({ videos: [video, video, video] })).toEqual([]);
    expect(messages({ videos: [video, video, video, video] })).toEqual(["videos: Reached the maximum of 3 items."]);
  });

  it("requires the URL of each video", () => {
    expect(messages({ videos: [{ url: "" }] })).toEqual(["videos.0.url: This field is required"]);
    expect(messages({ videos: [{ url: "   " }] })).toEqual(["videos.0.url: This field is required"]);
    expect(messages({ videos: [] })).toEqual(["videos: This field is required"]);
  });

  it("takes a video file of the media library instead of the address; neither is still 'This field is required'", () => {
    expect(messages({ videos: [{ file: { id: 7, url: "/media/7/tour.mp4" } }] })).toEqual([]);
    expect(messages({ videos: [{ url: "", file: { id: "", url: "" } }] })).toEqual(["videos.0.url: This field is required"]);
  });

  it("plays a library video with the browser's own player, loading nothing before play", () => {
    const html = renderModule("VIDEO_GROUP", { videos: [{ file: { id: 7, url: "/media/7/factory-tour.mp4", alt: "Factory tour" } }] }, { locale: "en", rows: [null] });
    expect(html).toContain('<video class="video-facade__frame video-group__file" src="/media/7/factory-tour.mp4" controls="" preload="none" aria-label="Factory tour">');
    expect(html).not.toContain("youtube");
  });

  it("refuses an address that is not a video", () => {
    expect(messages({ videos: [{ url: "https://vimeo.com/123" }] })).toEqual(["videos.0.url: Enter a valid YouTube video address"]);
    expect(messages({ videos: [{ url: "javascript:alert(1)" }] })).toEqual(["videos.0.url: Enter a valid YouTube video address"]);
  });

  it("mirrors the limits in the editor: Video quick entry, 1 to 3 items, required URL", () => {
    expect(videoGroupEditor.displayName).toBe("Video");
    expect(videoGroupEditor.quickEntry).toBe("Video");
    const list = videoGroupEditor.groups[0].fields[0];
    expect(list).toMatchObject({ kind: "list", minItems: 1, maxItems: 3, item: { form: "video URL" } });
    expect(list.item?.fields[0]).toMatchObject({ name: "url", kind: "text" });
    // SPEC §2.7's video picker is wired to the item: a library video instead of the address.
    expect(list.item?.fields[1]).toMatchObject({ name: "file", kind: "video" });
  });

  it("renders the valid videos of bad or old stored data and skips the rest", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const module = prepareModule({
      id: "v1",
      type: "VIDEO_GROUP",
      layout: {},
      data: { videos: [{ url: "https://vimeo.com/1" }, { url: `https://youtu.be/${A}` }, { nope: true }] },
    });
    expect(module?.data).toEqual({ videos: [{ url: `https://youtu.be/${A}` }] });
    expect(prepareModule({ id: "v2", type: "VIDEO_GROUP", layout: {}, data: { videos: [{ url: "x" }] } })).toBeNull();
    warn.mockRestore();
  });
});

describe("the style guide seed", () => {
  it("is valid module data in all five locales, nothing salvaged", () => {
    const warn = vi.spyOn(logger, "warn");
    const modules = videoGroupStyleguide({});
    expect(modules.map((m) => m.type)).toEqual(["VIDEO_GROUP", "TEXT_BLOCK"]);
    for (const module of modules) {
      expect(Object.keys(module.content).sort()).toEqual(["cn", "de", "en", "jp", "kr"]);
      for (const data of Object.values(module.content)) {
        expect(prepareModule({ id: "s", type: module.type, layout: module.layout ?? {}, data })).not.toBeNull();
      }
    }
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
