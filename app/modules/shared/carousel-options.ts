import type { Options } from "@splidejs/splide";

/** Max-width breakpoints of SPEC §9 (lg, md, sm, xs), widest first. */
export const CAROUSEL_BREAKPOINTS = [1200, 960, 768, 576] as const;
type Breakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];

/** Slides per view: `base` above 1200px, each key applies at that max-width and below (SPEC §9). */
export type SlidesPerView = { base: number } & Partial<Record<Breakpoint, number>>;

/** Every breakpoint filled in: a width without its own value keeps the next wider one. */
export function resolvePerView(perView: SlidesPerView): Required<SlidesPerView> {
  const resolved = { base: perView.base } as Required<SlidesPerView>;
  let wider = perView.base;
  for (const breakpoint of CAROUSEL_BREAKPOINTS) {
    wider = perView[breakpoint] ?? wider;
    resolved[breakpoint] = wider;
  }
  return resolved;
}

/** CSS custom properties the no-JavaScript scroll row reads to size its slides. */
export function perViewStyle(perView: SlidesPerView): Record<string, number> {
  const resolved = resolvePerView(perView);
  const style: Record<string, number> = { "--per-view": resolved.base };
  for (const breakpoint of CAROUSEL_BREAKPOINTS) style[`--per-view-${breakpoint}`] = resolved[breakpoint];
  return style;
}

/**
 * Splide options for a slides-per-view setting. Splide's breakpoints are max-width by default
 * (mediaQuery "max"), the same semantics as SPEC §9. `mobileGrid` destroys the slider at 576px
 * and below so the list falls back to a plain grid.
 */
export function toSplideOptions(perView: SlidesPerView, { mobileGrid = false, rewind = false } = {}): Options {
  const breakpoints: NonNullable<Options["breakpoints"]> = {};
  for (const breakpoint of CAROUSEL_BREAKPOINTS) {
    const perPage = perView[breakpoint];
    if (perPage !== undefined) breakpoints[breakpoint] = { perPage };
  }
  if (mobileGrid) breakpoints[576] = { ...breakpoints[576], destroy: true };
  return {
    perPage: perView.base,
    breakpoints,
    mediaQuery: "max",
    gap: "var(--carousel-gap, 1.5rem)",
    keyboard: true,
    rewind,
    arrows: true,
    pagination: true,
  };
}

type Translate = (key: string, options?: Record<string, string>) => string;

/** Splide's own strings (arrows, dots, slide labels) in the visitor's locale; `%s` is Splide's placeholder. */
export function splideI18n(t: Translate): Record<string, string> {
  return {
    prev: t("carousel.prev"),
    next: t("carousel.next"),
    first: t("carousel.first"),
    last: t("carousel.last"),
    slideX: t("carousel.slideX", { n: "%s" }),
    pageX: t("carousel.pageX", { n: "%s" }),
    play: t("carousel.play"),
    pause: t("carousel.pause"),
    carousel: t("carousel.roleDescription"),
    slide: t("carousel.slideRoleDescription"),
    select: t("carousel.select"),
    slideLabel: t("carousel.slideLabel", { index: "%s", count: "%s" }),
  };
}
