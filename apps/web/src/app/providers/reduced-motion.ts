import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The browser's answer to the query, or none where there is no `matchMedia` (the build's pre-render). */
const motionQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

const subscribe = (onChange: () => void) => {
  const query = motionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

const prefersReduced = () => motionQuery()?.matches ?? false;

/**
 * Whether the person asked their system for less motion (WCAG 2.3.3), followed while the page is
 * open. The pre-rendered first screens are drawn with full motion; nothing on them moves.
 */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, prefersReduced, () => false);
