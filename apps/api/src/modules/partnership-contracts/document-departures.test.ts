import { describe, expect, it } from 'vitest';
import { expectBilingualPdf, testDocumentPrinter } from '../../test-support/pdf-checks';
import { renderContractDocument } from './document';
import type { TemplateWording } from './document-model';
import { sampleContractDocument } from './document-sample';

/** The template the sample contract started from: its second office clause was changed. */
const TEMPLATE: TemplateWording = {
  version: 4,
  officeClausesAr: [
    'يلتزم المكتب بسداد رسوم الاستقدام في موعدها.',
    'يلتزم المكتب باستقبال العامل خلال يومين.',
    'يلتزم المكتب بتأمين سكن مؤقت.',
  ],
  officeClausesEn: [
    'The office pays the recruitment fee on time.',
    'The office meets the worker within two days.',
    'The office provides temporary housing.',
  ],
  agencyClausesAr: ['تلتزم الوكالة بتدريب العامل قبل السفر.'],
  agencyClausesEn: ['The agency trains the worker before travel.'],
  paymentTermsAr: 'نصف الرسوم عند التوقيع',
  paymentTermsEn: 'Half on signature, half on arrival',
};

const started = () =>
  sampleContractDocument({
    template: TEMPLATE,
    obligations: {
      ...sampleContractDocument().obligations,
      agencyAr: 'تلتزم الوكالة بتدريب العامل قبل السفر.\nتلتزم الوكالة بإبلاغ المكتب بموعد السفر.',
      agencyEn: 'The agency trains the worker before travel.\nThe agency tells the office the travel date.',
    },
    lines: sampleContractDocument().lines.map((line) => ({
      ...line,
      paymentTerms: 'Half on signature, half on arrival',
      paymentTermsAr: 'نصف الرسوم عند التوقيع',
    })),
  });

describe('contract document against its template (decision 0053)', () => {
  it('marks the changed clause with the template wording beside, the added and the removed ones, with a legend', () => {
    const html = renderContractDocument(started(), 'en-US').html;
    expect(html).toContain('version 4 of the standard contract');
    expect(html).toContain('Where this contract departs from the standard contract:');
    expect(html).toMatch(
      /\[Changed\]<\/strong> <span dir="auto">The office meets the worker at the airport on arrival\.<\/span><span class="template-wording">Standard contract wording: <span dir="auto">The office meets the worker within two days\./,
    );
    expect(html).toMatch(
      /\[Added\]<\/strong> <span dir="auto">The agency tells the office the travel date\./,
    );
    expect(html).toMatch(/\[Removed\]<\/strong> <del dir="auto">The office provides temporary housing\./);
    // The unchanged clause and payment terms carry no mark.
    expect(html).toContain('<li><span dir="auto">The office pays the recruitment fee on time.</span></li>');
    expect(html.match(/departure-mark">\[Changed\]/g)).toHaveLength(1);
  });

  it('compares the Arabic document with the Arabic clauses and marks a changed payment term', () => {
    const doc = started();
    const lines = doc.lines.map((line, index) =>
      index === 0 ? { ...line, paymentTermsAr: 'كامل الرسوم عند الوصول' } : line,
    );
    const html = renderContractDocument({ ...doc, lines }, 'ar-SA').html;
    expect(html).toContain(
      '[معدل]</strong> <span dir="auto">يلتزم المكتب باستقبال العامل في المطار عند وصوله.',
    );
    expect(html).toMatch(/\[معدل\]<\/strong> <span class="written" dir="auto">كامل الرسوم عند الوصول/);
    expect(html).toContain('نص العقد الموحّد: <span dir="auto">نصف الرسوم عند التوقيع');
    // The English document's payment terms did not change: no mark in its table.
    const english = renderContractDocument({ ...doc, lines }, 'en-US').html;
    expect(english.match(/departure-mark">\[Changed\]/g)).toHaveLength(1);
  });

  it('says nothing departs when the contract keeps the template, and marks nothing without a template', () => {
    const same = sampleContractDocument({
      template: { ...TEMPLATE, officeClausesEn: sampleContractDocument().obligations.officeEn.split('\n') },
      lines: [],
    });
    const html = renderContractDocument(same, 'en-US').html;
    expect(html).toContain('without change');
    expect(html).not.toContain('[Changed]');
    const plain = renderContractDocument(sampleContractDocument(), 'en-US').html;
    expect(plain).not.toContain('standard contract');
    expect(plain).not.toContain('[Changed]');
  });

  describe('PDF', () => {
    const print = testDocumentPrinter();

    it('prints the marks and the template wording in both languages', async () => {
      await expectBilingualPdf(print, (language) => renderContractDocument(started(), language), {
        'ar-SA': ['معدل', 'مضاف', 'محذوف', 'يلتزم المكتب باستقبال العامل خلال يومين.'],
        'en-US': [
          '[Changed] The office meets the worker at the airport on arrival.',
          'Standard contract wording: The office meets the worker within two days.',
          '[Added] The agency tells the office the travel date.',
          '[Removed] The office provides temporary housing.',
        ],
      });
    });
  });
});
