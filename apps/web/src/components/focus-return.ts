import { focusQuietly, pageHeading } from '../app/layouts/focus-heading';

/** How long after a dialog closes its action may still be changing the page (a reload after a 409). */
const WATCH_MS = 10_000;

const fellToBody = (root: Document): boolean => {
  const active = root.activeElement;
  return !active || active === root.body || !active.isConnected;
};

/**
 * After a dialog closes, keeps focus on the page rather than on `<body>`: while the element that
 * opened it (`trigger`) is shown it gets focus back; when the dialog's action removes it (the record
 * moved on, its action button went away) focus goes to the page heading. Stops as soon as the person
 * puts focus anywhere else. Returns a cancel function.
 */
export const returnFocusAfterDialog = (trigger: Element | null, root: Document = document): (() => void) =>
  keepFocusOn(() => trigger, root);

/**
 * While focus falls to `<body>` in the next seconds (the control was drawn again, or went away), gives
 * it to what `find` answers now (a control found afresh after the page was drawn again), else to the
 * page heading. Stops as soon as the person puts focus anywhere else. Returns a cancel function.
 */
export const keepFocusOn = (find: () => Element | null, root: Document = document): (() => void) => {
  let stopped = false;
  const stop = () => {
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const settle = () => {
    if (stopped) return;
    const found = find();
    const target = found instanceof HTMLElement ? found : null;
    const active = root.activeElement;
    if (!fellToBody(root)) {
      // Still in the closing dialog, or back on the trigger (which the action may yet remove).
      if (active !== target && !active?.closest('[role="dialog"]')) stop();
      return;
    }
    if (target?.isConnected && !target.matches(':disabled')) return target.focus({ preventScroll: true });
    const heading = pageHeading(root);
    if (heading) focusQuietly(heading);
  };
  const observer = new MutationObserver(settle);
  const timer = setTimeout(stop, WATCH_MS);
  observer.observe(root.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  settle();
  return stop;
};
