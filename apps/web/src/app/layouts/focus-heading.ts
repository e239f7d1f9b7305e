/** How long a new page may take to show its heading (lazy chunks, data on a loaded machine). */
const HEADING_WAIT_MS = 10_000;

/** Focus is still where the old page or the menu left it: nowhere, or outside the page content. */
const focusIsIdle = (): boolean => {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (active.closest('[role="dialog"], [role="alertdialog"]')) return false;
  return !active.closest('main');
};

/**
 * Moves focus to the page's h1 (made focusable with tabIndex -1) once the new page shows it, unless
 * the person or the page has put focus somewhere in the content meanwhile. Returns a cancel function.
 */
export const focusHeadingWhenShown = (root: Document = document): (() => void) => {
  let stopped = false;
  const stop = () => {
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const attempt = () => {
    if (stopped) return;
    const heading = root.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (focusIsIdle()) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    stop();
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(stop, HEADING_WAIT_MS);
  observer.observe(root.body, { childList: true, subtree: true });
  attempt();
  return stop;
};
