import { describe, it } from 'vitest';
import { expectBilingualPdf, testDocumentPrinter } from '../../test-support/pdf-checks';
import { renderEmploymentContractDocument } from './document';
import { sampleEmploymentContract } from './document-sample';

describe('e-contract PDF', () => {
  const print = testDocumentPrinter();

  it('prints the Arabic and English e-contract with embedded fonts and exact text', async () => {
    const doc = sampleEmploymentContract();
    await expectBilingualPdf(print, (language) => renderEmploymentContractDocument(doc, language, null), {
      'ar-SA': [
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
      ],
      'en-US': [
        'Employment Contract for a Domestic Worker',
        'ER-0000123',
        'Abdullah Saad Al-Qahtani',
        'P1234567A',
        '15,000.00 SAR',
        'This contract was issued electronically through the recruitment portal.',
      ],
    });
  });
});
