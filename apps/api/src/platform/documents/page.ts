import type { Language } from '@portal/contracts/constants';
import { escapeHtml } from '../html-escape';
import type { PageMarks, PdfRenderer } from '../pdf-renderer';
import { SHARED_DOCUMENT_TEXT } from './document-text';
import { directionOf } from './format';
import { DOCUMENT_FONTS, documentStyles } from './styles';

/**
 * A document ready to print: its self-contained HTML and the marks printed on every page; `page`
 * is what it was made of, so a verified copy can be made of it (platform/verifiable-documents).
 */
export type PrintableDocument = { html: string; pageMarks: PageMarks; page?: DocumentPage };

/**
 * What a verifiable document prints on every page beside its page number (issue 25, decision
 * 0054): its verification code (as formatted for reading) and the QR code (an inline SVG).
 */
export type PageVerification = { code: string; qrSvg: string };

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
  /**
   * A verifiable document: the bottom margin leaves room for the QR code, and the page marks print
   * it with the code. The HTML depends only on whether it is set, not on its value, so the content
   * hash can be taken before the code and signature exist.
   */
  verification?: PageVerification;
};

/** The bottom margin of a verifiable document's pages: the QR code (38 mm square) and its code line. */
export const VERIFIED_BOTTOM_MARGIN_MM = 50;

/**
 * Chromium's header and footer templates (printed in the page margins, in the document's language,
 * direction and fonts): title, number and version at the top, "page N/M" at the bottom.
 */
const pageMarksOf = ({ language, title, number, version, verification }: DocumentPage): PageMarks => {
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
    footer: verification
      ? box(
          `<span style="align-self: flex-end;">${page}</span><span style="display: flex; flex-direction: column; align-items: center; gap: 1mm;">${verification.qrSvg}<span>${text.verificationCodeLabel} <bdi dir="ltr" style="font-family: monospace; font-size: 9pt; letter-spacing: 0.5pt;">${escapeHtml(verification.code)}</bdi></span></span>`,
          'space-between',
        )
      : box(`<span>${page}</span>`, 'center'),
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
<style>${documentStyles(page.language)}${page.verification ? `\n@page { margin-bottom: ${VERIFIED_BOTTOM_MARGIN_MM}mm; }` : ''}</style>
</head>
<body>
  <main>${page.body}
  </main>${page.footer ? `\n  <footer>${page.footer}</footer>` : ''}
</body>
</html>
`,
  pageMarks: pageMarksOf(page),
  page,
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
