import { describe, it } from 'vitest';
import { expectBilingualPdf, testDocumentPrinter } from '../../test-support/pdf-checks';
import { renderContractDocument } from './document';
import { sampleContractDocument } from './document-sample';

describe('contract PDF', () => {
  const print = testDocumentPrinter();

  it('prints the Arabic and English contract with embedded fonts and exact text', async () => {
    const doc = sampleContractDocument();
    await expectBilingualPdf(print, (language) => renderContractDocument(doc, language), {
      'ar-SA': [
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
      ],
      'en-US': [
        'Partnership Contract for Recruitment Services',
        'PC-2026-000123',
        'November 24, 2026',
        'Riyadh Recruitment Office',
        'Private driver',
        '12,500.00',
        'Should the Arabic and English texts of this contract differ, the Arabic text prevails.',
      ],
    });
  });
});
