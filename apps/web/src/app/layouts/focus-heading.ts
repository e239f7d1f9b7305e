/** How long a new page may take to show its heading (lazy chunks, data on a loaded machine). */
const HEADING_WAIT_MS = 10_000;

/** Focus is still where the old page or the menu left it: nowhere, or outside the page content. */
const focusIsIdle = (root: Document): boolean => {
  const active = root.activeElement;
  if (!active || active === root.body) return true;
  if (active.closest('[role="dialog"], [role="alertdialog"]')) return false;
  return !active.closest('main');
};

/** Focuses an element that is not focusable by itself (a heading) without scrolling. */
export const focusQuietly = (element: HTMLElement): void => {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
};

/** The page's one h1 (PageFrame's title), if shown. */
export const pageHeading = (root: Document = document): HTMLElement | null =>
  root.querySelector<HTMLElement>('main h1');

/**
 * Moves focus to the page's h1 (made focusable with tabIndex -1) once the new page shows it, unless
 * the person or the page has put focus somewhere in the content meanwhile. A record page shows a
 * loading frame first and then its own frame, whose h1 is another element: while focus is still on
 * a heading that went away (fell to `<body>`), the new heading takes it. Returns a cancel function.
 */
export const focusHeadingWhenShown = (root: Document = document): (() => void) => {
  let stopped = false;
  let focused: HTMLElement | null = null;
  const stop = () => {
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const attempt = () => {
    if (stopped) return;
    if (focused) {
      const active = root.activeElement;
      if (active === focused && focused.isConnected) return;
      // The person moved on, or the heading is still there: nothing more to do.
      if ((active && active !== root.body) || focused.isConnected) return stop();
    }
    const heading = pageHeading(root);
    if (!heading) return;
    if (!focused && !focusIsIdle(root)) return stop();
    focusQuietly(heading);
    focused = heading;
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(stop, HEADING_WAIT_MS);
  observer.observe(root.body, { childList: true, subtree: true });
  attempt();
  return stop;
};
