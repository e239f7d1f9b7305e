import type { Language } from '@portal/contracts/constants';

/**
 * The server's first screen of a public page (decision 0066): the build renders each public address in
 * each language into its own copy of index.html (`vite-prerender.ts`), and the API sends the one of
 * the address and the language this cookie names, else the browser's `Accept-Language`
 * (plugins/static-web.ts reads the name from the build's manifest).
 */
export const LANGUAGE_COOKIE = 'portal-language';

/** Set on `<html>` by the first screen's inline guard when the page may not keep it (vite-prerender.ts). */
export const STALE_ATTRIBUTE = 'data-first-screen-stale';

/**
 * On `<html>` of a signed-in page's first screen (decision 0075): its guard keeps it only with a stored
 * session, the opposite of a public page's.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-first-screen-signed-in';

/**
 * Set on `<html>` by the first screen's guard once it has started the formatters' worker (decision
 * 0094): the boot script then does not start a second one.
 */
export const FORMATTERS_WARMING_ATTRIBUTE = 'data-formatters-warming';

/** The organisation's name the guard of a signed-in page's first screen gives its app bar (a CSS string). */
export const ORGANIZATION_PROPERTY = '--first-screen-organization';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the cookie equal to the language the application shows (the stored choice lives in local storage). */
export const writeLanguageCookie = (language: Language, doc: Document = document): void => {
  const entry = `${LANGUAGE_COOKIE}=${language}`;
  if (doc.cookie.split('; ').includes(entry)) return;
  doc.cookie = `${entry}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
};

/**
 * Whether `#root` holds a first screen the application may replace in place: one in the language the
 * application will show, that the guard did not find stale (another stored language, a stored
 * session). Any other first screen is removed at once, and the application starts as on an empty page.
 */
export const keepFirstScreen = (
  container: HTMLElement,
  language: Language,
  doc: Document = document,
): boolean => {
  const shown = container.getAttribute('data-first-screen');
  const stale = doc.documentElement.hasAttribute(STALE_ATTRIBUTE);
  if (shown !== null && !stale && shown === language) {
    doc.documentElement.removeAttribute(STALE_ATTRIBUTE);
    // The attribute stays until the replacement (`endFirstScreenOnReplacement`).
    return true;
  }
  container.removeAttribute('data-first-screen');
  if (shown !== null) container.replaceChildren();
  doc.documentElement.removeAttribute(STALE_ATTRIBUTE);
  return false;
};

type ReadyRouter = {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
};

/** Resolves once the router has loaded the first address's route modules (its page is then rendered at once). */
export const routerInitialized = (router: ReadyRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

const FOCUSABLE = 'a[href], [tabindex]';

/**
 * A visitor may have moved the focus into the first screen (a link: its controls are inert) before the
 * application replaces it: the focus then goes to the element at the same place in the new tree
 * (the same markup, in the same order) instead of falling back to the page's body.
 */
export const keepFocusAcrossReplacement = (container: HTMLElement, doc: Document = document): void => {
  const active = doc.activeElement;
  if (!active || active === container || !container.contains(active)) return;
  const index = [...container.querySelectorAll(FOCUSABLE)].indexOf(active);
  if (index < 0) return;
  const observer = new MutationObserver(() => {
    observer.disconnect();
    // Still where the first screen left it (on the removed element, or on the body): not moved since.
    if (doc.activeElement !== active && doc.activeElement !== doc.body && doc.activeElement !== null) return;
    const same = container.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
    same?.focus({ preventScroll: true });
  });
  observer.observe(container, { childList: true });
};

/**
 * The first screen's animations are still (vite-prerender.ts: `#root[data-first-screen] *`): an
 * indeterminate progress bar animates its `left` and `right`, and shown from the first paint until the
 * replacement its moves added up to layout shifts (0.04–0.06 on the registry at 1280 px). The attribute
 * goes with the first screen, in React's first commit.
 */
export const endFirstScreenOnReplacement = (container: HTMLElement): void => {
  const observer = new MutationObserver(() => {
    observer.disconnect();
    container.removeAttribute('data-first-screen');
  });
  observer.observe(container, { childList: true });
};
