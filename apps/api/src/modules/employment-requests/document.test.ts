import { describe, expect, it } from 'vitest';
import type { Approval } from '../../platform/documents/blocks';
import { renderEmploymentContractDocument } from './document';
import { sampleEmploymentContract } from './document-sample';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

const renderEmploymentContractHtml = (
  doc: Parameters<typeof renderEmploymentContractDocument>[0],
  language: Parameters<typeof renderEmploymentContractDocument>[1],
  approval: Approval = null,
) => renderEmploymentContractDocument(doc, language, approval).html;

describe('renderEmploymentContractDocument', () => {
  it('writes the Arabic e-contract right to left with Arabic names, Latin digits and the terms', () => {
    const html = renderEmploymentContractHtml(sampleEmploymentContract(), 'ar-SA');

    expect(html).toMatch(/^<!doctype html>\n<html lang="ar-SA" dir="rtl">/);
    expect(html).toContain('<title>عقد عمل عمالة منزلية ER-0000123</title>');
    for (const text of [
      '<dt>رقم الطلب</dt><dd><bdi>ER-0000123</bdi></dd>',
      '<dt>التاريخ</dt><dd>24 نوفمبر 2026</dd>',
      '<dt>الحالة</dt><dd>تم التعاقد</dd>',
      '<dt>عقد الشراكة</dt><dd><bdi>PC-2026-000045</bdi></dd>',
      'مكتب الرياض للاستقدام',
      'رقم الترخيص: <bdi>LIC-1001</bdi>',
      'رقم الترخيص: غير مسجل',
      '<dt>رقم الهوية الوطنية أو الإقامة</dt><dd><bdi>1000000008</bdi></dd>',
      '<dt>المدينة</dt><dd>الرياض</dd>',
      '<dt>الاسم</dt><dd><bdi>ماريا سانتوس</bdi></dd>',
      '<dt>الجنسية</dt><dd><bdi>الفلبين</bdi></dd>',
      '<dt>المهنة</dt><dd><bdi>عاملة منزلية</bdi></dd>',
      '<dt>الجنس</dt><dd>أنثى</dd>',
      '<dt>تاريخ الميلاد</dt><dd>15 مارس 1994</dd>',
      '<dt>الأجر الشهري</dt><dd>1,500.50 ريال سعودي</dd>',
      '<dt>مدة العقد</dt><dd>24 شهرًا</dd>',
      '<dt>فترة التجربة</dt><dd>90 يومًا</dd>',
      '<dt>رسوم الاستقدام المتفق عليها</dt><dd>15,000.00 ريال سعودي</dd>',
      'إجازة سنوية مدفوعة الأجر مدتها ثلاثون يومًا',
      'لا يجوز لصاحب العمل الاحتفاظ بجواز سفر العامل',
    ])
      expect(html).toContain(text);
    expect(html).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(html).not.toContain('Maria Santos');
  });

  it('writes the English e-contract left to right with the same facts', () => {
    const html = renderEmploymentContractHtml(sampleEmploymentContract(), 'en-US');

    expect(html).toMatch(/^<!doctype html>\n<html lang="en-US" dir="ltr">/);
    for (const text of [
      '<title>Employment Contract for a Domestic Worker ER-0000123</title>',
      '<dt>Date</dt><dd>November 24, 2026</dd>',
      '<dt>Status</dt><dd>Contracted</dd>',
      'Manila Staffing Agency',
      'Licence number: Not recorded',
      '<dt>Mobile</dt><dd><bdi>0551234567</bdi></dd>',
      '<dt>Address</dt><dd><bdi>حي النرجس، شارع الأمير محمد</bdi></dd>',
      '<dt>Passport number</dt><dd><bdi>P1234567A</bdi></dd>',
      '<dt>Visa number</dt><dd><bdi>V-2026-0001</bdi></dd>',
      '<dt>Monthly salary</dt><dd>1,500.50 SAR</dd>',
      '<dt>Contract duration</dt><dd>24 months</dd>',
      '<dt>Probation period</dt><dd>90 days</dd>',
      'one paid day of rest each week',
      'end-of-service award',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('ماريا');
  });

  it('says who made it a contract and when, or that it is not approved yet: no blank signature lines', () => {
    const approval = { by: { ar: 'أحمد العتيبي', en: 'Ahmed Al-Otaibi' }, at: '2026-11-25T21:15:00Z' };
    const arabic = renderEmploymentContractHtml(sampleEmploymentContract(), 'ar-SA', approval);
    expect(arabic).toContain('<h2>الاعتماد</h2>');
    expect(arabic).toContain(
      '<dt>اعتمده</dt><dd><bdi>أحمد العتيبي</bdi></dd><dt>تاريخ الاعتماد</dt><dd>26 نوفمبر 2026',
    );
    const english = renderEmploymentContractHtml(sampleEmploymentContract(), 'en-US', approval);
    expect(english).toContain('<dt>Approved on</dt><dd>November 26, 2026 at 12:15 AM</dd>');
    const pending = renderEmploymentContractHtml(
      sampleEmploymentContract({ status: 'PENDING_AGENCY' }),
      'en-US',
    );
    expect(pending).toContain('Not approved yet');
    for (const html of [arabic, english, pending])
      expect(html).not.toMatch(/class="line"|التوقيعات|Signatures/);
  });

  it('says when the partnership contract has no number and names every status', () => {
    const html = renderEmploymentContractHtml(
      sampleEmploymentContract({ status: 'PENDING_EMBASSY', partnershipContract: { id: 8, number: null } }),
      'en-US',
    );
    expect(html).toContain('<dt>Partnership contract</dt><dd>Not numbered</dd>');
    expect(html).toContain('<dt>Status</dt><dd>Awaiting the embassy</dd>');
  });

  it('escapes every value of the request and drops bidi overrides, in both languages', () => {
    const hostile = '<script>alert("x")</script> & \'q\' $& \u202Etxt.exe\u202C';
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; $&amp; txt.exe';
    const sample = sampleEmploymentContract();
    const name = { ar: hostile, en: hostile };
    const doc = sampleEmploymentContract({
      number: hostile,
      createdAt: hostile,
      office: { ...sample.office, name, licenseNumber: hostile },
      agency: { ...sample.agency, name, licenseNumber: hostile },
      country: { ...sample.country, name },
      employer: { ...sample.employer, nationalId: hostile, name, mobile: hostile, address: hostile },
      visa: { ...sample.visa, number: hostile, job: { ...sample.visa.job, name } },
      candidate: { ...sample.candidate, name, passportNumber: hostile, birthDate: hostile },
      partnershipContract: { id: 8, number: hostile },
    });

    for (const language of ['ar-SA', 'en-US'] as const) {
      const html = renderEmploymentContractHtml(doc, language);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      // Title, number, date, partnership number, office (name, licence), agency (same), employer
      // (name, id, mobile, address), worker (name, passport, nationality, job, birth date, visa).
      expect(html.split(escaped).length - 1).toBe(18);
      expect(html).not.toMatch(/\s(src|href)=/);
    }
  });
});
