import StarterKit from '@tiptap/starter-kit';

/** The link schemes the API keeps (ANNOUNCEMENT_LINK_SCHEMES). */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/**
 * Exactly what the API keeps (ANNOUNCEMENT_TAGS, sanitize.ts): paragraphs, line breaks, bold,
 * italic, bulleted and numbered lists and http(s)/mailto links. Everything else is switched off, so
 * the editor can neither show nor produce it.
 */
export const announcementExtensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    codeBlock: false,
    code: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    // It would add an empty paragraph after every list; Enter on an empty item leaves the list.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => SAFE_HREF.test(url.trim()),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
];

/** An editor holding nothing sends '' so the required rule applies. */
export const htmlOrEmpty = (html: string, isEmpty: boolean): string => (isEmpty ? '' : html);

export const isSafeHref = (href: string): boolean => SAFE_HREF.test(href.trim());
