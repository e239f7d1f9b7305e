import type { Page } from '@playwright/test';

/**
 * Whether transitions (a dialog fading in, a menu growing) have ended: a check would measure
 * colours or sizes at part opacity or part height. Endless animations (spinners) do not count. A
 * finite animation seen running for `finishAfterMs` is ended (`finish()`), its end state being what
 * is measured: headless Chromium on a loaded CI host at times paints no frame for minutes, and an
 * animation then never ends on its own. Each animation gets its own time, so one that starts after
 * another was ended (a re-render's new transition, or the next of a chain) is waited for in its
 * turn. Runs in the page: its state lives on the document.
 */
const transitionsEnded = (finishAfterMs: number): boolean => {
  const store = window as unknown as {
    portalAnimations?: { seen: WeakMap<Animation, number>; busyAt: number };
  };
  const state = (store.portalAnimations ??= { seen: new WeakMap(), busyAt: -Infinity });
  const now = performance.now();
  for (const animation of document.getAnimations()) {
    if (animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity)
      continue;
    state.busyAt = now;
    const since = state.seen.get(animation) ?? now;
    state.seen.set(animation, since);
    if (now - since >= finishAfterMs)
      try {
        animation.finish();
      } catch {
        // Paused at rate 0: it cannot end, and it is not a transition on its way.
      }
  }
  // Quiet for a moment: one ended may start the next from its finish event.
  return now - state.busyAt >= 200;
};

/** Waits until the page's finite animations have ended, each given 5 s before it is ended. */
export const waitForTransitions = async (page: Page): Promise<void> => {
  try {
    // Polled in the page, not by a round trip per look: under load each round trip costs as much
    // as the frame it waits for.
    await page.waitForFunction(transitionsEnded, 5_000, { polling: 50, timeout: 30_000 });
  } catch (error) {
    throw new Error(
      `transitions on ${page.url()} still running after each was given 5 s: ${(error as Error).message}`,
    );
  }
};
