import type { Splide } from "@splidejs/splide";
import { Children, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNearViewport } from "~/lib/use-near-viewport";
import type { AutoplayTicker } from "./autoplay-ticker";
import { wireAutoplay } from "./carousel-autoplay";
import { perViewStyle, splideI18n, toSplideOptions, type SlidesPerView } from "./carousel-options";

export type { SlidesPerView } from "./carousel-options";

type CarouselProps = {
  /** Accessible name of the carousel region (e.g. the module title). */
  label: string;
  perView: SlidesPerView;
  /** SPEC §4.6 autoplay with a progress bar (never with prefers-reduced-motion). */
  autoplay?: boolean;
  /** At 576px and below the slides become a plain grid instead of a slider. */
  mobileGrid?: boolean;
  className?: string;
  slideClassName?: string;
  children: ReactNode[];
};

function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The slider of every carousel module. The server renders a labelled region with a list that
 * scrolls sideways with scroll snapping, readable without JavaScript. In the browser Splide
 * (loaded with a dynamic import, so pages without a slider never download it) takes the list
 * over and adds arrows, dots, keyboard control and, if asked, autoplay with a progress bar.
 */
export function Carousel({ label, perView, autoplay = false, mobileGrid = false, className, slideClassName, children }: CarouselProps) {
  const { t } = useTranslation("modules");
  const rootRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLSpanElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tickerRef = useRef<AutoplayTicker | null>(null);
  /** null until hydrated; then whether autoplay runs here (it never does with reduced motion). */
  const [enhanced, setEnhanced] = useState<{ autoplay: boolean } | null>(null);
  /** Splide is mounted (false without JavaScript, and in the mobile grid). */
  const [active, setActive] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const userPausedRef = useRef(userPaused);
  userPausedRef.current = userPaused;
  const slides = Children.toArray(children);
  const perViewKey = JSON.stringify(perView);

  useEffect(() => {
    setEnhanced({ autoplay: autoplay && !prefersReducedMotion() });
  }, [autoplay]);

  const near = useNearViewport(rootRef);

  useEffect(() => {
    const root = rootRef.current;
    if (!enhanced || !near || !root || slides.length === 0) return;
    let cancelled = false;
    let splide: Splide | undefined;
    let teardownAutoplay: (() => void) | undefined;

    void import("@splidejs/splide")
      .then(({ Splide }) => {
        if (cancelled) return;
        const options = toSplideOptions(JSON.parse(perViewKey) as SlidesPerView, { mobileGrid, rewind: enhanced.autoplay });
        splide = new Splide(root, { ...options, label, i18n: splideI18n(t) });
        const bus = splide.event.bus;
        bus.addEventListener("mounted", () => setActive(true));
        bus.addEventListener("destroy", () => setActive(false));
        if (enhanced.autoplay) {
          const wired = wireAutoplay({
            root,
            splide,
            toggle: () => toggleRef.current,
            onProgress: (progress) => barRef.current?.style.setProperty("--progress", String(progress)),
            onUserPause: () => setUserPaused(true),
          });
          if (userPausedRef.current) wired.ticker.hold("user");
          tickerRef.current = wired.ticker;
          teardownAutoplay = wired.teardown;
        }
        splide.mount();
        // A breakpoint may have destroyed it during mount (mobile grid): trust the class.
        setActive(root.classList.contains("is-active"));
      })
      .catch(() => {
        // Without Splide the server-rendered scroll row stays fully usable.
      });

    return () => {
      cancelled = true;
      teardownAutoplay?.();
      tickerRef.current = null;
      splide?.destroy();
      setActive(false);
    };
  }, [enhanced, near, slides.length, perViewKey, mobileGrid, label, t]);

  function toggleAutoplay() {
    const ticker = tickerRef.current;
    if (userPaused) ticker?.release("user");
    else ticker?.hold("user");
    setUserPaused(!userPaused);
  }

  const slideClasses = ["carousel__slide", "splide__slide", slideClassName ?? ""].filter(Boolean).join(" ");
  return (
    // The slides-per-view properties sit outside Splide's root: Splide wipes its root's style when destroyed.
    <div
      className={["carousel", mobileGrid ? "carousel--mobile-grid" : "", className ?? ""].filter(Boolean).join(" ")}
      style={perViewStyle(perView) as CSSProperties}
    >
      <section ref={rootRef} className="carousel__root splide" aria-roledescription={t("carousel.roleDescription")} aria-label={label}>
        <div className="carousel__track splide__track" aria-live="polite">
          {/* Focusable while it is a native scroll row, so keyboard users can scroll it. Divs, not a
              list: Splide gives each slide the tabpanel role, which a list item may not take. */}
          <div className="carousel__list splide__list" tabIndex={active ? undefined : 0}>
            {slides.map((slide, i) => (
              <div key={i} className={slideClasses}>
                {slide}
              </div>
            ))}
          </div>
        </div>
        {enhanced ? (
          <div className="carousel__controls">
            {enhanced.autoplay ? (
              <>
                <div className="carousel__progress" aria-hidden="true">
                  <span ref={barRef} className="carousel__progress-bar" />
                </div>
                <button
                  ref={toggleRef}
                  type="button"
                  className="carousel__toggle"
                  aria-label={userPaused ? t("carousel.play") : t("carousel.pause")}
                  onClick={toggleAutoplay}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d={userPaused ? "M8 5v14l11-7z" : "M7 5h3v14H7zM14 5h3v14h-3z"} fill="currentColor" />
                  </svg>
                </button>
              </>
            ) : null}
            {/* Placeholders Splide fills with its dots and arrows, so React owns where they sit. */}
            <ul className="carousel__pagination splide__pagination" />
            <div className="carousel__arrows splide__arrows" />
          </div>
        ) : null}
      </section>
    </div>
  );
}
