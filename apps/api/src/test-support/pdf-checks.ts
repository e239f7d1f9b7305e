import { afterAll, beforeAll, expect } from 'vitest';
import type { Language } from '@portal/contracts/constants';
import { printDocument, type PrintableDocument } from '../platform/documents/page';
import { createPdfRenderer, type PdfRenderer } from '../platform/pdf-renderer';
import { pdfFonts, pdfText } from './pdf-text';

/**
 * Prints documents on one Chromium for the tests of a `describe` block: started before them, closed
 * after. Call inside `describe`.
 */
export const testDocumentPrinter = (timeoutMs = 60_000) => {
  let renderer: PdfRenderer | undefined;
  beforeAll(() => {
    renderer = createPdfRenderer({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      poolSize: 2,
      timeoutMs,
    });
  });
  afterAll(async () => renderer?.close());
  return (document: PrintableDocument): Promise<Buffer> => {
    if (!renderer) throw new Error('the renderer starts in beforeAll: print inside a test');
    return printDocument(renderer, document);
  };
};

/** Arabic shapes only with an Arabic font, and the PDF carries it (no reader-side substitution). */
export const expectArabicFontsEmbedded = (pdf: Buffer) => {
  const fonts = pdfFonts(pdf);
  expect(fonts.some((font) => font.name.includes('Arabic'))).toBe(true);
  for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true });
};

/**
 * A document printed in Arabic and English: each PDF's text holds its lines exactly, and the Arabic
 * one carries its fonts.
 */
export const expectBilingualPdf = async (
  print: (document: PrintableDocument) => Promise<Buffer>,
  render: (language: Language) => PrintableDocument,
  lines: Record<Language, string[]>,
) => {
  const [arabic, english] = await Promise.all([print(render('ar-SA')), print(render('en-US'))]);
  const arabicText = pdfText(arabic);
  for (const line of lines['ar-SA']) expect(arabicText).toContain(line);
  const englishText = pdfText(english);
  for (const line of lines['en-US']) expect(englishText).toContain(line);
  expectArabicFontsEmbedded(arabic);
};
