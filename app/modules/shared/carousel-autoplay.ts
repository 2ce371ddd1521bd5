import type { Splide } from "@splidejs/splide";
import { createAutoplayTicker, type AutoplayTicker } from "./autoplay-ticker";

/** Splide event names read from its event bus (a DocumentFragment; the detail holds the arguments). */
const EVENT_MOVE = "move";
const EVENT_OVERFLOW = "overflow";
const EVENT_DESTROY = "destroy";

/**
 * Dispatched (bubbling) by a slide that starts playing a video or other media: autoplay pauses as
 * if the visitor had pressed pause, so the slider does not move away from what they watch.
 */
export const CAROUSEL_MEDIA_PLAY_EVENT = "carousel:media-play";

/** Keyboard focus pauses; a mouse click on an arrow or dot focuses it too, but hover already covers that. */
function isKeyboardFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * Wires SPEC §4.6 autoplay to a Splide slider before it is mounted: the bar fills over 10 s and
 * then the slider advances; any slide change (arrows, dots, drag, keys, autoplay) empties the bar;
 * it pauses off-screen, while hovered or focused, while the tab is hidden, while the user paused
 * it, and while the slides all fit (or the slider is destroyed for the mobile grid).
 * Listeners go on Splide's event bus itself: `splide.on` handlers are dropped when a breakpoint
 * destroys and remounts the slider. Returns the ticker and a teardown.
 */
export function wireAutoplay({
  root,
  splide,
  toggle,
  onProgress,
  onUserPause,
}: {
  root: HTMLElement;
  splide: Splide;
  /** The play/pause button: focusing it must not pause autoplay. */
  toggle: () => HTMLElement | null;
  onProgress: (progress: number) => void;
  /** Autoplay was paused on the visitor's behalf (they started a video): the toggle shows "play". */
  onUserPause: () => void;
}): { ticker: AutoplayTicker; teardown: () => void } {
  const ticker = createAutoplayTicker({
    initialHolds: ["offscreen", "inactive"],
    onProgress,
    onComplete: () => splide.go(">"),
    // Announcing every automatic change would be noise: the live region is polite only while paused.
    onRunningChange: (running) => splide.Components.Live?.disable(running),
  });
  const cleanups: Array<() => void> = [];
  function listen(target: EventTarget, type: string, handler: (event: Event) => void) {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  }

  const bus = splide.event.bus;
  listen(bus, EVENT_MOVE, () => ticker.reset());
  listen(bus, EVENT_OVERFLOW, (event) => {
    const overflow = Boolean((event as CustomEvent<unknown[]>).detail?.[0]);
    if (overflow) ticker.release("inactive");
    else ticker.hold("inactive");
  });
  listen(bus, EVENT_DESTROY, () => {
    ticker.hold("inactive");
    ticker.reset();
  });

  listen(root, "pointerenter", (event) => {
    if ((event as PointerEvent).pointerType === "mouse") ticker.hold("hover");
  });
  listen(root, "pointerleave", () => ticker.release("hover"));
  listen(root, "focusin", (event) => {
    if (event.target !== toggle() && isKeyboardFocus(event.target)) ticker.hold("focus");
    else ticker.release("focus");
  });
  listen(root, "focusout", (event) => {
    const next = (event as FocusEvent).relatedTarget;
    if (!(next instanceof Node) || !root.contains(next)) ticker.release("focus");
  });
  listen(root, CAROUSEL_MEDIA_PLAY_EVENT, () => {
    ticker.hold("user");
    onUserPause();
  });
  listen(document, "visibilitychange", () => {
    if (document.hidden) ticker.hold("hidden");
    else ticker.release("hidden");
  });

  if (typeof IntersectionObserver === "function") {
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) ticker.release("offscreen");
      else ticker.hold("offscreen");
    });
    observer.observe(root);
    cleanups.push(() => observer.disconnect());
  } else {
    ticker.release("offscreen");
  }

  return {
    ticker,
    teardown() {
      for (const cleanup of cleanups) cleanup();
      ticker.dispose();
    },
  };
}
