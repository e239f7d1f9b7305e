/**
 * The address being rendered: the browser's, or, in the build's render of the first screens (no
 * window; app/prerender.tsx), the one it renders. A page's module that starts loading what its first
 * render needs from the address (the worker's check takes its language from `?lang=`) reads it here,
 * so the build writes what the browser will render for that address (decision 0066).
 */
let builtAddress = '/';

/** Set by the build's render before it resolves an address's lazy pages. */
export const setRenderedAddress = (address: string): void => {
  builtAddress = address;
};

/** The query of the address being rendered (`?lang=fil-PH`, or empty). */
export const renderedSearch = (): string =>
  typeof window === 'undefined' ? new URL(builtAddress, 'http://build').search : window.location.search;
