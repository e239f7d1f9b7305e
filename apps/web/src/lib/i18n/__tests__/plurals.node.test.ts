import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { i18nOptions } from '../i18n';
import { readLocale } from '../../../test/i18n';
import wizardAr from '../../../features/employment-requests/wizard/locales/ar-SA.json';
import wizardEn from '../../../features/employment-requests/wizard/locales/en-US.json';
import dashboardAr from '../../../features/dashboard/locales/ar-SA.json';
import dashboardEn from '../../../features/dashboard/locales/en-US.json';

/** The app's options with the shared and two features' texts, as the app merges them. */
const translator = async (language: 'en-US' | 'ar-SA') => {
  const instance = i18next.createInstance();
  await instance.init({
    ...i18nOptions,
    lng: language,
    resources: {
      'en-US': { translation: { ...readLocale('en-US'), ...wizardEn, ...dashboardEn } },
      'ar-SA': { translation: { ...readLocale('ar-SA'), ...wizardAr, ...dashboardAr } },
    },
  });
  return instance.t;
};

describe('texts with a count use each language’s plural forms', () => {
  it('English: one and other', async () => {
    const t = await translator('en-US');
    expect(t('licenceUpdate.unread', { count: 1 })).toBe('1 unread comment');
    expect(t('licenceUpdate.unread', { count: 3 })).toBe('3 unread comments');
    expect(t('uploads.tooMany', { count: 1 })).toBe('At most 1 document can be attached.');
    expect(t('employmentWizard.contract.submitBulk', { count: 2 })).toBe('Submit 2 requests');
    expect(t('dashboard.licence.daysLeft', { count: 1, date: 'May 1' })).toBe(
      'Your licence expires on May 1: 1 day left.',
    );
  });

  it('Arabic: zero, one, two (the dual), few (3-10), many (11-99) and other', async () => {
    const t = await translator('ar-SA');
    expect(t('employmentWizard.contract.submitBulk', { count: 2 })).toBe('إرسال طلبين');
    expect(t('employmentWizard.contract.submitBulk', { count: 3 })).toBe('إرسال 3 طلبات');
    expect(t('employmentWizard.contract.submitBulk', { count: 11 })).toBe('إرسال 11 طلبًا');
    expect(t('employmentWizard.contract.submitBulk', { count: 100 })).toBe('إرسال 100 طلب');
    expect(t('licenceUpdate.unread', { count: 0 })).toBe('لا تعليقات غير مقروءة');
    expect(t('licenceUpdate.unread', { count: 1 })).toBe('تعليق واحد غير مقروء');
    expect(t('employmentWizard.contract.months', { count: 2 })).toBe('شهران');
    expect(t('employmentWizard.contract.days', { count: 90 })).toBe('90 يومًا');
  });
});
