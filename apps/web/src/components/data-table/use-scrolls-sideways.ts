import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element is wider inside than its box (a wide table on a narrow screen): such a region
 * must be reachable by keyboard to be scrolled (WCAG 2.1.1; axe's scrollable-region-focusable), and
 * only then, so a table that fits adds no tab stop. Kept current as the window or the rows change.
 */
export const useScrollsSideways = <E extends HTMLElement>() => {
  const ref = useRef<E>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
};
