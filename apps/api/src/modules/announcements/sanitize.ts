import sanitizeHtml from 'sanitize-html';
import { ANNOUNCEMENT_LINK_SCHEMES, ANNOUNCEMENT_TAGS } from '@portal/contracts/announcements';

/** http(s) and mailto only; the scheme filter below checks again. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ANNOUNCEMENT_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [...ANNOUNCEMENT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style contents are dropped with their tags; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Links leave the portal in a new tab without giving it a handle on the portal's window.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.href && SAFE_HREF.test(attribs.href.trim()))
        Object.assign(kept, { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: kept };
    },
  },
};
// transformTags adds target/rel after filtering: allow them on output too.
OPTIONS.allowedAttributes = { a: ['href', 'target', 'rel'] };

/**
 * The one place announcement HTML is made safe: only p, br, strong, em, ul, ol, li and a[href]
 * with http(s) or mailto links survive; scripts, event handlers, styles and javascript: URLs are
 * removed. Bodies are stored sanitised, so the web may render them as HTML.
 */
export const sanitizeAnnouncementHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
