import { describe, expect, it } from 'vitest';
import { renderContractDocument } from './document';
import { sampleContractDocument } from './document-sample';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

const renderContractHtml = (...args: Parameters<typeof renderContractDocument>) =>
  renderContractDocument(...args).html;

describe('renderContractDocument', () => {
  it('writes the Arabic contract right to left with Arabic names, Latin digits and SAR amounts', () => {
    const html = renderContractHtml(sampleContractDocument(), 'ar-SA');

    expect(html).toMatch(/^<!doctype html>\n<html lang="ar-SA" dir="rtl">/);
    expect(html).toContain('<title>عقد شراكة لتقديم خدمات الاستقدام PC-2026-000123</title>');
    expect(html).toContain('@page { size: A4;');
    for (const text of [
      'مكتب الرياض للاستقدام',
      'وكالة مانيلا للتوظيف',
      'الفلبين',
      'رقم الترخيص: <bdi>LIC-1001</bdi>',
      'رقم الترخيص: غير مسجل',
      'يلتزم المكتب بسداد رسوم الاستقدام في موعدها.\nيلتزم المكتب باستقبال العامل في المطار عند وصوله.',
      'تلتزم الوكالة بتدريب العامل قبل السفر.',
      '<td><bdi>عاملة منزلية</bdi></td>\n            <td>أنثى</td>',
      '<td><bdi>سائق خاص</bdi></td>\n            <td>ذكر</td>',
      '<td class="amount">15,000.00</td>',
      '<td class="amount">1,500.50</td>',
      '<dd>24 نوفمبر 2026</dd>',
      '<dd>14 جمادى الآخرة 1448 هـ</dd>',
      '<dt>إصدار الشروط</dt><dd>3</dd>',
    ])
      expect(html).toContain(text);
    expect(html).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(html).not.toContain('Housemaid');
    expect(html).not.toContain('The agency trains');
  });

  it('writes the English contract left to right with English names and the same amounts', () => {
    const html = renderContractHtml(sampleContractDocument(), 'en-US');

    expect(html).toMatch(/^<!doctype html>\n<html lang="en-US" dir="ltr">/);
    for (const text of [
      '<title>Partnership Contract for Recruitment Services PC-2026-000123</title>',
      'Riyadh Recruitment Office',
      'Manila Staffing Agency',
      'recruiting workers from <bdi>Philippines</bdi> to the Kingdom of Saudi Arabia',
      'Licence number: Not recorded',
      'The agency trains the worker before travel.',
      '<td><bdi>Housemaid</bdi></td>\n            <td>Female</td>',
      '<td class="amount">12,500.00</td>',
      '<td class="amount">1,800.00</td>',
      // Kept in Arabic only: printed as written, labelled, not translated.
      '<td><span class="other-language">As written, in Arabic only:</span><span class="written" lang="ar-SA" dir="rtl">نصف الرسوم عند التوقيع</span></td>',
      '<dd>November 24, 2026</dd>',
      '<dd>Jumada II 14, 1448 AH</dd>',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('مكتب الرياض');
  });

  it('prints the payment terms in the document language where they are written in it, else as written and labelled', () => {
    const arabic = renderContractHtml(sampleContractDocument(), 'ar-SA');
    expect(arabic).toContain('<td><span class="written" dir="auto">نصف الرسوم عند التوقيع</span></td>');
    expect(arabic).toContain(
      '<span class="other-language">كما كُتب، بالإنجليزية فقط:</span><span class="written" lang="en-US" dir="ltr">Half on signature, half on arrival</span>',
    );
    // Obligations written in English only: the Arabic contract prints them, labelled.
    const englishOnly = renderContractHtml(
      sampleContractDocument({
        obligations: {
          officeAr: '',
          officeEn: 'The office pays on time.',
          agencyAr: 'تدريب',
          agencyEn: 'Training',
        },
      }),
      'ar-SA',
    );
    expect(englishOnly).toContain(
      '<div><span class="other-language">كما كُتب، بالإنجليزية فقط:</span><span class="clauses" lang="en-US" dir="ltr">The office pays on time.</span></div>',
    );
    expect(englishOnly).toContain('<div class="clauses" dir="auto">تدريب</div>');
    expect(englishOnly).not.toContain('Training');
  });

  it('says who approved the version and when, and that a draft is not approved (no blank signature lines)', () => {
    const approval = { by: { ar: 'سارة القحطاني', en: 'Sara Al-Qahtani' }, at: '2026-11-24T09:30:00Z' };
    const english = renderContractHtml(sampleContractDocument(), 'en-US', approval);
    expect(english).toContain(
      '<dt>Approved by</dt><dd><bdi>Sara Al-Qahtani</bdi></dd><dt>Approved on</dt><dd>November 24, 2026 at 12:30 PM</dd>',
    );
    const arabic = renderContractHtml(sampleContractDocument(), 'ar-SA', approval);
    expect(arabic).toContain('<dt>اعتمده</dt><dd><bdi>سارة القحطاني</bdi></dd>');
    const draft = renderContractHtml(sampleContractDocument({ number: null }), 'en-US');
    expect(draft).toContain(
      'Not approved yet: this document binds no party until it is approved on the portal.',
    );
    expect(draft).not.toMatch(/class="line"|_{3,}/);
  });

  it('marks a draft as not yet approved and without a number', () => {
    const draft = renderContractHtml(sampleContractDocument({ number: null }), 'en-US');
    expect(draft).toContain('<p class="draft" role="note">Draft: this contract has not been approved.');
    expect(draft).toContain('<dt>Contract number</dt><dd>Draft (not yet numbered)</dd>');

    const arabicDraft = renderContractHtml(sampleContractDocument({ number: null }), 'ar-SA');
    expect(arabicDraft).toContain('<dt>رقم العقد</dt><dd>مسودة (بلا رقم بعد)</dd>');

    const numbered = renderContractHtml(sampleContractDocument(), 'en-US');
    expect(numbered).not.toContain('class="draft"');
  });

  it('says so when obligations or financial lines are missing', () => {
    const html = renderContractHtml(
      sampleContractDocument({
        lines: [],
        obligations: { officeAr: ' ', officeEn: '', agencyAr: '', agencyEn: '\n' },
      }),
      'en-US',
    );
    expect(html).toContain('No financial terms have been agreed.');
    expect(html).not.toContain('<table>');
    expect(html.match(/No obligations have been stated\./g)).toHaveLength(2);
  });

  it('escapes every user-provided value and drops bidi overrides, in both languages', () => {
    const hostile = '<script>alert("x")</script> & \'quoted\' $& \u202Etxt.exe\u202C \u2067isolated\u2069';
    const escaped =
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; $&amp; txt.exe isolated';
    const doc = sampleContractDocument({
      number: hostile,
      issuedOn: hostile,
      office: { nameAr: hostile, nameEn: hostile, licenseNumber: hostile },
      agency: { nameAr: hostile, nameEn: hostile, licenseNumber: hostile },
      country: { nameAr: hostile, nameEn: hostile },
      obligations: { officeAr: hostile, officeEn: hostile, agencyAr: hostile, agencyEn: hostile },
      lines: [
        {
          jobNameAr: hostile,
          jobNameEn: hostile,
          gender: 'MALE',
          recruitmentFee: 1,
          monthlySalary: 1,
          paymentTerms: hostile,
        },
      ],
    });

    for (const language of ['ar-SA', 'en-US'] as const) {
      const html = renderContractHtml(doc, language);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      // Title, number, date, two names, two licences, country twice, two obligations, job, terms.
      expect(html.split(escaped).length - 1).toBe(13);
      expect(html).toContain(`<bdi>${escaped}</bdi>`);
      // Self-contained: nothing to fetch, and a policy that would refuse it anyway.
      expect(html).not.toMatch(/\s(src|href)=/);
      expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    }
  });

  it('prints amounts with two decimals and grouping, and refuses to move the issue day', () => {
    const html = renderContractHtml(
      sampleContractDocument({
        issuedOn: '2026-01-01',
        lines: [
          {
            jobNameAr: 'طباخ',
            jobNameEn: 'Cook',
            gender: 'MALE',
            recruitmentFee: 1234567.891,
            monthlySalary: 0,
            paymentTerms: '-',
          },
        ],
      }),
      'ar-SA',
    );
    expect(html).toContain('<td class="amount">1,234,567.89</td>');
    expect(html).toContain('<td class="amount">0.00</td>');
    expect(html).toContain('<dd>1 يناير 2026</dd>');

    const impossibleDay = renderContractHtml(sampleContractDocument({ issuedOn: '2026-02-31' }), 'en-US');
    expect(impossibleDay).toContain('<dt>Issue date</dt><dd><bdi>2026-02-31</bdi></dd>');
    expect(impossibleDay).not.toContain('March');
  });
});
