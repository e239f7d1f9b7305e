import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfRenderer, type PdfRenderer } from '../../platform/pdf-renderer';
import { pdfFonts, pdfText } from '../../test-support/pdf-text';
import { printDocument } from '../../platform/documents/page';
import { renderEmploymentContractDocument } from './document';
import { sampleEmploymentContract } from './document-sample';

describe('e-contract PDF', () => {
  let renderer: PdfRenderer;

  beforeAll(() => {
    renderer = createPdfRenderer({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      poolSize: 2,
      timeoutMs: 60_000,
    });
  });

  afterAll(async () => {
    await renderer.close();
  });

  it('prints the Arabic and English e-contract with embedded fonts and exact text', async () => {
    const doc = sampleEmploymentContract();
    const [arabic, english] = await Promise.all([
      printDocument(renderer, renderEmploymentContractDocument(doc, 'ar-SA', null)),
      printDocument(renderer, renderEmploymentContractDocument(doc, 'en-US', null)),
    ]);

    const arabicText = pdfText(arabic);
    for (const line of [
      'عقد عمل عمالة منزلية',
      'ER-0000123',
      'مكتب الرياض للاستقدام',
      'بن سعد القحطاني',
      'وكالة مانيلا للتوظيف',
      'ماريا سانتوس',
      '1,500.50',
      'عبر بوابة الاستقدام.',
      'تم التعاقد',
      'الاعتماد',
    ])
      expect(arabicText).toContain(line);

    const englishText = pdfText(english);
    for (const line of [
      'Employment Contract for a Domestic Worker',
      'ER-0000123',
      'Abdullah Saad Al-Qahtani',
      'P1234567A',
      '15,000.00 SAR',
      'This contract was issued electronically through the recruitment portal.',
    ])
      expect(englishText).toContain(line);

    const fonts = pdfFonts(arabic);
    expect(fonts.some((font) => font.name.includes('Arabic'))).toBe(true);
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true });
  });
});
