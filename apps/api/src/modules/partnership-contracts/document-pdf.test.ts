import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfRenderer, type PdfRenderer } from '../../platform/pdf-renderer';
import { pdfFonts, pdfText } from '../../test-support/pdf-text';
import { printDocument } from '../../platform/documents/page';
import { renderContractDocument } from './document';
import { sampleContractDocument } from './document-sample';

describe('contract PDF', () => {
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

  it('prints the Arabic and English contract with embedded fonts and exact text', async () => {
    const doc = sampleContractDocument();
    const [arabic, english] = await Promise.all([
      printDocument(renderer, renderContractDocument(doc, 'ar-SA')),
      printDocument(renderer, renderContractDocument(doc, 'en-US')),
    ]);

    const arabicText = pdfText(arabic);
    for (const line of [
      'عقد شراكة لتقديم خدمات الاستقدام',
      'مكتب الرياض للاستقدام',
      'وكالة مانيلا للتوظيف',
      'الطرف الأول (مكتب الاستقدام المحلي)',
      'تلتزم الوكالة بتدريب العامل قبل السفر.',
      'عاملة منزلية',
      'نصف الرسوم عند التوقيع',
      '15,000.00',
      '1,500.50',
      'صدر هذا العقد بصورة إلكترونية عبر بوابة الاستقدام ولا يحتاج إلى توقيع بخط اليد.',
    ])
      expect(arabicText).toContain(line);

    const englishText = pdfText(english);
    for (const line of [
      'Partnership Contract for Recruitment Services',
      'PC-2026-000123',
      'November 24, 2026',
      'Riyadh Recruitment Office',
      'Private driver',
      '12,500.00',
      'Should the Arabic and English texts of this contract differ, the Arabic text prevails.',
    ])
      expect(englishText).toContain(line);

    // Arabic shapes only with an Arabic font, and the PDF carries it (no reader-side substitution).
    const fonts = pdfFonts(arabic);
    expect(fonts.some((font) => font.name.includes('Arabic'))).toBe(true);
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true });
  });
});
