import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const withoutPage = (search: string): string => {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.sort();
  return params.toString();
};

/** True when two locations differ only in their `page` query parameter (or not at all). */
export const onlyPageChanged = (
  previous: { pathname: string; search: string },
  next: { pathname: string; search: string },
): boolean =>
  previous.pathname === next.pathname && withoutPage(previous.search) === withoutPage(next.search);

/** Spec 2: scroll to top on navigation unless only the page query parameter changed. */
export const useScrollToTop = (): void => {
  const location = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before === location || onlyPageChanged(before, location)) return;
    window.scrollTo({ top: 0, left: 0 });
  }, [location]);
};
