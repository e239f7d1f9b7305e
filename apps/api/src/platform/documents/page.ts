import type { Language } from '@portal/contracts/constants';
import { escapeHtml } from '../html-escape';
import type { PageMarks, PdfRenderer } from '../pdf-renderer';
import { SHARED_DOCUMENT_TEXT } from './document-text';
import { directionOf } from './format';
import { DOCUMENT_FONTS, documentStyles } from './styles';

/** A document ready to print: its self-contained HTML and the marks printed on every page. */
export type PrintableDocument = { html: string; pageMarks: PageMarks };

export type DocumentPage = {
  language: Language;
  /** The document's title (plain text, escaped here). */
  title: string;
  /** Its number (a draft's placeholder text) and version, plain text, on every page. */
  number: string;
  version: string;
  /** The page's content (already escaped HTML). */
  body: string;
  /** The closing line under the content, if any. */
  footer?: string;
};

/**
 * Chromium's header and footer templates (printed in the page margins, in the document's language,
 * direction and fonts): title, number and version at the top, "page N/M" at the bottom.
 */
const pageMarksOf = ({ language, title, number, version }: DocumentPage): PageMarks => {
  const text = SHARED_DOCUMENT_TEXT[language];
  const box = (content: string, justify: string) =>
    `<div dir="${directionOf(language)}" lang="${language}" style="width: 100%; margin: 0 14mm; display: flex; justify-content: ${justify}; gap: 4mm; font-family: ${DOCUMENT_FONTS[language]}; font-size: 8pt; color: #444;">${content}</div>`;
  // "N/M" as one left-to-right run: read the same way in both directions and by text extraction.
  const page = text.pageOf.replace(
    '{page}',
    '<bdi dir="ltr"><span class="pageNumber"></span>/<span class="totalPages"></span></bdi>',
  );
  return {
    header: box(
      `<span>${escapeHtml(title)}</span><span>${text.numberLabel} <bdi>${escapeHtml(number)}</bdi> · ${text.versionLabel} <bdi>${escapeHtml(version)}</bdi></span>`,
      'space-between',
    ),
    footer: box(`<span>${page}</span>`, 'center'),
  };
};

/** The shell of every printed document: one stylesheet, no scripts, nothing loaded from elsewhere. */
export const documentPage = (page: DocumentPage): PrintableDocument => ({
  html: `<!doctype html>
<html lang="${page.language}" dir="${directionOf(page.language)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} ${escapeHtml(page.number)}</title>
<style>${documentStyles(page.language)}</style>
</head>
<body>
  <main>${page.body}
  </main>${page.footer ? `\n  <footer>${page.footer}</footer>` : ''}
</body>
</html>
`,
  pageMarks: pageMarksOf(page),
});

/**
 * Prints a document with its page marks through the shared renderer, in the turn of the
 * organisation asking (decision 0025). Given a function, the document is made (its records read,
 * its HTML built) only once a page is free, so renders waiting cost neither the event loop nor
 * database connections.
 */
export const printDocument = (
  renderer: PdfRenderer,
  document: PrintableDocument | (() => Promise<PrintableDocument>),
  organization?: number,
): Promise<Buffer> =>
  typeof document === 'function'
    ? renderer.render(document, { organization })
    : renderer.render(document.html, { pageMarks: document.pageMarks, organization });
