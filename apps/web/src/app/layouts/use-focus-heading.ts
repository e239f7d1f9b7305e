import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusHeadingWhenShown } from './focus-heading';

/**
 * After a route change focus goes to the new page's heading, so keyboard and screen-reader users
 * start there instead of on `<body>`. Query changes (filters, pages) leave focus where it is.
 */
export const useFocusHeadingOnNavigation = (): void => {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusHeadingWhenShown();
  }, [pathname]);
};
