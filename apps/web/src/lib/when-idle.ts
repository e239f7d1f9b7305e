/** How long work left for an idle moment may wait at most. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Runs `run` once the browser is idle (after the first screen's work), at the latest after 3 s; the
 * returned function cancels it. Browsers without `requestIdleCallback` run it in the next task.
 */
export const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
};
