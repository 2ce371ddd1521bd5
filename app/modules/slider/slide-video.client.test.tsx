// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubIntersectionObserver } from "../../../tests/support/intersection";
import { mount } from "../../../tests/support/mount";
import { Carousel } from "../shared/carousel";
import { SlideVideo } from "./slide-video";

const VIDEO = "aqz-KE-bpKQ";
let unmount: (() => void) | undefined;
let restoreObserver: () => void;
beforeEach(() => {
  restoreObserver = stubIntersectionObserver(); // the slider is on screen
});
afterEach(() => {
  unmount?.();
  restoreObserver();
});

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}

describe("a slide's video in the browser", () => {
  it("loads the privacy-enhanced player only on play, and pauses the slider's autoplay", async () => {
    const mounted = mount(
      <Carousel label="Slider" perView={{ base: 1 }} autoplay>
        {[
          <SlideVideo key="v" videoId={VIDEO} title="Flow sensors" className="slider-card__media" sizes="100vw" />,
          <p key="p">Second</p>,
        ]}
      </Carousel>,
      { locale: "de" },
    );
    unmount = mounted.unmount;
    const { container } = mounted;
    await until(() => Boolean(container.querySelector(".is-initialized")));
    const toggle = container.querySelector(".carousel__toggle")!;
    expect(toggle.getAttribute("aria-label")).toBe("Automatische Wiedergabe pausieren");
    expect(container.querySelector("iframe")).toBeNull();

    const play = container.querySelector<HTMLButtonElement>("button.video-facade__start")!;
    expect(play.getAttribute("aria-label")).toBe("Video abspielen: Flow sensors");
    await act(async () => play.click());

    const player = container.querySelector("iframe")!;
    expect(player.getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO}?autoplay=1`);
    expect(player.getAttribute("title")).toBe("Flow sensors");
    expect(toggle.getAttribute("aria-label")).toBe("Automatische Wiedergabe starten");
  });
});
