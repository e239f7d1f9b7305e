import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether an element has come within `margin` of the window, and from then on: a part of a page
 * that costs much to draw and says nothing a table beside it does not (a dashboard's chart, decision
 * 0095) waits until the person scrolls toward it, instead of taking the phone's main thread while the
 * page loads. Where the browser has no IntersectionObserver (the server's render, tests), at once.
 */
export const useNearWindow = <E extends Element>(margin = '200px'): [RefCallback<E>, boolean] => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: E | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
};
