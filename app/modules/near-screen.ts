// What "near the screen" means for work that waits for the reader (ADR 014, ADR 018): within one
// viewport height (an IntersectionObserver rootMargin), or reached by a pointer or the focus
// (listened for on the window, in the capture phase).

export const NEAR_MARGIN = "100% 0px";
export const REACH_EVENTS = ["pointerdown", "focusin"] as const;
