/** SPEC §9: a slide stays 10 s; the progress bar ticks every 10 ms. */
export const AUTOPLAY_DURATION_MS = 10_000;
export const AUTOPLAY_TICK_MS = 10;

/** One tick of the progress bar: progress = elapsed / duration, complete when the bar is full. */
export function advanceProgress(elapsed: number, tickMs = AUTOPLAY_TICK_MS, durationMs = AUTOPLAY_DURATION_MS) {
  const next = Math.min(elapsed + tickMs, durationMs);
  return { elapsed: next, progress: next / durationMs, complete: next >= durationMs };
}

/** Why autoplay is paused; it runs only while nothing holds it. */
export type AutoplayHold = "offscreen" | "hover" | "focus" | "user" | "hidden" | "inactive";

export type AutoplayTicker = {
  hold(reason: AutoplayHold): void;
  release(reason: AutoplayHold): void;
  /** Back to an empty bar (a manual slide change). */
  reset(): void;
  isRunning(): boolean;
  dispose(): void;
};

/**
 * The autoplay clock: a 10 ms interval fills the bar; when it is full `onComplete` advances the
 * slider and the bar starts again. The interval exists only while no hold is active.
 */
export function createAutoplayTicker({
  onProgress,
  onComplete,
  onRunningChange,
  initialHolds = [],
  tickMs = AUTOPLAY_TICK_MS,
  durationMs = AUTOPLAY_DURATION_MS,
}: {
  onProgress: (progress: number) => void;
  onComplete: () => void;
  onRunningChange?: (running: boolean) => void;
  initialHolds?: AutoplayHold[];
  tickMs?: number;
  durationMs?: number;
}): AutoplayTicker {
  const holds = new Set<AutoplayHold>(initialHolds);
  let elapsed = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let disposed = false;

  function tick() {
    const step = advanceProgress(elapsed, tickMs, durationMs);
    elapsed = step.complete ? 0 : step.elapsed;
    onProgress(step.progress);
    if (step.complete) onComplete();
  }

  function sync() {
    const shouldRun = !disposed && holds.size === 0;
    if (shouldRun === (timer !== undefined)) return;
    if (shouldRun) timer = setInterval(tick, tickMs);
    else {
      clearInterval(timer);
      timer = undefined;
    }
    onRunningChange?.(shouldRun);
  }

  sync();
  return {
    hold(reason) {
      holds.add(reason);
      sync();
    },
    release(reason) {
      holds.delete(reason);
      sync();
    },
    reset() {
      elapsed = 0;
      onProgress(0);
    },
    isRunning: () => timer !== undefined,
    dispose() {
      disposed = true;
      sync();
    },
  };
}
