import type { StylisElement, StylisPlugin } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * A declaration cssjanus (stylis-plugin-rtl's flipper) may change: one that names a side or a
 * direction, a corner radius, a shadow, a translation or a background position, or a margin,
 * padding, border width, style or colour given as four values. A superset of its rules (a unit
 * test holds it to them).
 */
const MAY_FLIP =
  /ltr|rtl|left|right|resize|radius|shadow|translate|background|(?:margin|padding|border-width|-color|border-style)\s*:\s*\S+\s+\S+\s+\S+\s+\S/i;

const mayFlip = (element: StylisElement): boolean =>
  element.type !== 'rule' ||
  typeof element.children === 'string' ||
  element.children.some((child) => child.type !== 'decl' || MAY_FLIP.test(child.value));

/**
 * stylis-plugin-rtl for the rules it may change. The plugin writes every rule out, runs cssjanus's
 * some twenty regular expressions over it and parses the result again: on an Arabic page's first
 * render that was about a fifth of the main thread's script time, though most of the theme's rules
 * (colours, fonts, sizes, symmetric margins) come out unchanged.
 */
export const rtlWhereNeeded: StylisPlugin = (element, index, children, callback) =>
  mayFlip(element) ? rtlPlugin(element as never, index, children as never, callback as never) : undefined;
