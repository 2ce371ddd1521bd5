import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import type { Locale } from "~/i18n/locales";
import { resources } from "~/i18n/resources";
import { advanceProgress, AUTOPLAY_DURATION_MS, AUTOPLAY_TICK_MS, createAutoplayTicker } from "./autoplay-ticker";
import { Carousel } from "./carousel";
import { perViewStyle, resolvePerView, splideI18n, toSplideOptions } from "./carousel-options";

function render(node: ReactNode, locale: Locale = "en") {
  return renderToStaticMarkup(<I18nextProvider i18n={createI18n(locale, resources[locale])}>{node}</I18nextProvider>);
}

describe("slides per view → Splide options (SPEC §9, max-width breakpoints)", () => {
  it("maps the card slider 4/3/2/1 to perPage and max-width breakpoints", () => {
    const options = toSplideOptions({ base: 4, 1200: 3, 960: 2, 576: 1 });
    expect(options.perPage).toBe(4);
    expect(options.mediaQuery).toBe("max");
    expect(options.breakpoints).toEqual({ 1200: { perPage: 3 }, 960: { perPage: 2 }, 576: { perPage: 1 } });
    expect(options.keyboard).toBe(true);
    expect(options.rewind).toBe(false);
  });

  it("destroys the slider at 576px for the mobile grid and rewinds for autoplay", () => {
    const options = toSplideOptions({ base: 4, 1200: 3, 960: 2, 576: 1 }, { mobileGrid: true, rewind: true });
    expect(options.breakpoints?.[576]).toEqual({ perPage: 1, destroy: true });
    expect(options.rewind).toBe(true);
    expect(toSplideOptions({ base: 7, 1200: 6 }, { mobileGrid: true }).breakpoints?.[576]).toEqual({ destroy: true });
  });

  it("fills every breakpoint from the next wider one for the no-JavaScript row", () => {
    expect(resolvePerView({ base: 7, 1200: 6, 960: 5, 768: 4 })).toEqual({ base: 7, 1200: 6, 960: 5, 768: 4, 576: 4 });
    expect(resolvePerView({ base: 3, 960: 2, 576: 1 })).toEqual({ base: 3, 1200: 3, 960: 2, 768: 2, 576: 1 });
    expect(perViewStyle({ base: 1 })).toEqual({
      "--per-view": 1,
      "--per-view-1200": 1,
      "--per-view-960": 1,
      "--per-view-768": 1,
      "--per-view-576": 1,
    });
  });

  it("translates Splide's strings with its %s placeholders", () => {
    const i18n = createI18n("de", resources.de);
    const strings = splideI18n(i18n.getFixedT("de", "modules"));
    expect(strings.next).toBe("Nächste Folie");
    expect(strings.slideLabel).toBe("%s von %s");
    expect(strings.pageX).toBe("Zu Seite %s");
    expect(strings.carousel).toBe("Karussell");
  });
});

describe("autoplay progress (SPEC §4.6, §9: 10 s, ticks of 10 ms)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances elapsed/10000 per tick and completes when full", () => {
    expect(AUTOPLAY_DURATION_MS).toBe(10_000);
    expect(AUTOPLAY_TICK_MS).toBe(10);
    expect(advanceProgress(0)).toEqual({ elapsed: 10, progress: 0.001, complete: false });
    expect(advanceProgress(4990)).toEqual({ elapsed: 5000, progress: 0.5, complete: false });
    expect(advanceProgress(9990)).toEqual({ elapsed: 10_000, progress: 1, complete: true });
    expect(advanceProgress(9995).elapsed).toBe(10_000);
  });

  it("ticks every 10 ms, advances after 10 s and starts a new bar", () => {
    vi.useFakeTimers();
    const progress: number[] = [];
    const onComplete = vi.fn();
    const ticker = createAutoplayTicker({ onProgress: (p) => progress.push(p), onComplete });
    vi.advanceTimersByTime(10);
    expect(progress).toEqual([0.001]);
    vi.advanceTimersByTime(9_980);
    expect(onComplete).not.toHaveBeenCalled();
    expect(progress.at(-1)).toBeCloseTo(0.999);
    vi.advanceTimersByTime(10);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(progress.at(-1)).toBe(1);
    vi.advanceTimersByTime(10);
    expect(progress.at(-1)).toBe(0.001);
    vi.advanceTimersByTime(10_000);
    expect(onComplete).toHaveBeenCalledTimes(2);
    ticker.dispose();
  });

  it("pauses while any hold is active, keeps its progress, and resets on manual selection", () => {
    vi.useFakeTimers();
    let last = -1;
    const onComplete = vi.fn();
    const running: boolean[] = [];
    const ticker = createAutoplayTicker({
      initialHolds: ["offscreen"],
      onProgress: (p) => (last = p),
      onComplete,
      onRunningChange: (r) => running.push(r),
    });
    vi.advanceTimersByTime(20_000);
    expect(last).toBe(-1);
    expect(ticker.isRunning()).toBe(false);

    ticker.release("offscreen");
    vi.advanceTimersByTime(3_000);
    expect(last).toBeCloseTo(0.3);
    ticker.hold("hover");
    ticker.hold("focus");
    vi.advanceTimersByTime(60_000);
    expect(last).toBeCloseTo(0.3);
    ticker.release("hover");
    expect(ticker.isRunning()).toBe(false);
    ticker.release("focus");
    vi.advanceTimersByTime(1_000);
    expect(last).toBeCloseTo(0.4);

    ticker.reset();
    expect(last).toBe(0);
    vi.advanceTimersByTime(9_990);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(onComplete).toHaveBeenCalledTimes(1);

    ticker.dispose();
    vi.advanceTimersByTime(20_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(running).toEqual([true, false, true, false]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Carousel without JavaScript", () => {
  const slides = ["One", "Two", "Three"].map((title) => <article key={title}>{title}</article>);

  it("is a labelled carousel region with a focusable scroll-snap list and no controls", () => {
    const html = render(
      <Carousel label="Our products" perView={{ base: 4, 1200: 3, 960: 2, 576: 1 }} autoplay className="slider" slideClassName="slider__slide">
        {slides}
      </Carousel>,
    );
    expect(html).toMatch(/^<div class="carousel slider" style="--per-view:4;--per-view-1200:3;--per-view-960:2;--per-view-768:2;--per-view-576:1">/);
    expect(html).toContain('<section class="carousel__root splide" aria-roledescription="carousel" aria-label="Our products">');
    expect(html).toContain('<div class="carousel__track splide__track" aria-live="polite"><div class="carousel__list splide__list" tabindex="0">');
    expect(html.match(/<div class="carousel__slide splide__slide slider__slide">/g)).toHaveLength(3);
    expect(html).toContain("<article>Two</article>");
    // Arrows, dots, the progress bar and the pause button exist only once JavaScript runs.
    expect(html).not.toContain("<button");
    expect(html).not.toContain("carousel__progress");
  });

  it("marks the mobile grid, drops empty children and translates the role description", () => {
    const html = render(
      <Carousel label="Wege zum Einstieg" perView={{ base: 4 }} mobileGrid>
        {[<p key="a">A</p>, null, <p key="b">B</p>]}
      </Carousel>,
      "de",
    );
    expect(html).toContain('class="carousel carousel--mobile-grid"');
    expect(html).toContain('aria-roledescription="Karussell" aria-label="Wege zum Einstieg"');
    expect(html.match(/class="carousel__slide /g)).toHaveLength(2);
  });
});
