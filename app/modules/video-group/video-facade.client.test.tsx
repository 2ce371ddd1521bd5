// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mount } from "../../../tests/support/mount";
import { VideoFacade } from "./video-facade";

const ID = "aqz-KE-bpKQ";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("VideoFacade in the browser", () => {
  it("turns into a play button that swaps in the player: titled, fullscreen allowed, privacy-enhanced host", () => {
    const { container } = mount(<VideoFacade videoId={ID} details={{ title: "Sensor demo", thumbnailUrl: "https://i.ytimg.com/x.jpg" }} />);
    expect(container.querySelector("iframe")).toBeNull();
    const play = container.querySelector("button.video-facade__start") as HTMLButtonElement;
    expect(play.getAttribute("aria-label")).toBe("Play video: Sensor demo");
    expect(play.getAttribute("type")).toBe("button");

    // happy-dom never loads the provider's page; it reports that as an error, which is expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    act(() => play.click());
    const player = container.querySelector("iframe")!;
    expect(player.getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
    expect(player.getAttribute("title")).toBe("Sensor demo");
    expect(player.hasAttribute("allowfullscreen")).toBe(true);
    expect(player.getAttribute("allow")).toContain("autoplay");
    expect(container.querySelector("button.video-facade__start")).toBeNull();
    expect(document.activeElement).toBe(player);
  });

  it("offers Copy video link for the canonical address once JavaScript runs", () => {
    const { container } = mount(<VideoFacade videoId={ID} details={{ title: "Sensor demo" }} />, { locale: "cn" });
    expect(container.querySelector(".copy-button")?.textContent).toBe("复制视频链接");
  });

  it("keeps only the link when the provider gave nothing: no player of a video that may be gone", () => {
    const { container } = mount(<VideoFacade videoId={ID} details={null} />);
    expect(container.querySelector("button")).toBeNull();
    expect(container.querySelector("a")?.getAttribute("href")).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});
