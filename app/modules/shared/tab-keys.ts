/*
 * Pure rules of the shared tabs (WAI-ARIA tabs pattern, SPEC §9 tab strip), kept apart from the
 * component so they are tested without a browser.
 */

/** The tab a key moves focus to (Left/Right wrap around, Home/End), or null for other keys. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** SPEC §9: an arrow button scrolls the tab strip by its visible width minus 32 px. */
export const TAB_SCROLL_OVERLAP = 32;

export function tabScrollStep(visibleWidth: number): number {
  return Math.max(visibleWidth - TAB_SCROLL_OVERLAP, 0);
}

/** Which ends of a scrollable strip have hidden tabs (1 px of rounding slack). */
export function stripOverflow({ scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number }): {
  before: boolean;
  after: boolean;
} {
  return { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 };
}
