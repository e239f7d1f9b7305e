import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The contracts' `ANNOUNCEMENT_TAGS`, written out here: that module defines the announcement
 * schemas, and importing it would bring zod (~25 KB gzipped) into the home page's first render
 * for eight tag names (rich-text.test.tsx checks that the two lists are the same).
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const;

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/** Element and text nodes to React: allowed tags only, `href` only when http(s) or mailto. */
const toReact = (node: Node, key: number): ReactNode => {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, toReact);
  // An unknown tag keeps its text (like the server), except the ones whose content is code.
  if (!ALLOWED.has(tag))
    return ['script', 'style', 'iframe', 'object', 'template'].includes(tag)
      ? null
      : createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!SAFE_HREF.test(href)) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(tag, { key }, ...children);
};

type RichTextProps = { html: string; dir?: 'rtl' | 'ltr' };

/**
 * Shows announcement rich text. The server already sanitised it (sanitize-html, the same
 * allow-list); this renderer builds React elements from the allowed tags only instead of
 * setting innerHTML, so a bad value could not run code here either (docs/decisions).
 */
export const RichText = ({ html, dir }: RichTextProps) => {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
    return Array.from(body.childNodes, toReact);
  }, [html]);
  return (
    <Box dir={dir} sx={{ '& p': { mt: 0, mb: 1 }, '& ul, & ol': { mt: 0, mb: 1, ps: 3 } }}>
      {content}
    </Box>
  );
};
