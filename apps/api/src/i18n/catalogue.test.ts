import { describe, expect, it } from 'vitest';
import { arSA } from './ar-SA';
import { enUS } from './en-US';
import { languageOf, translate } from './catalogue';
import { PLURAL_TEXTS } from './plurals';

describe('server message catalogue', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(arSA).sort()).toEqual(Object.keys(enUS).sort());
  });

  it('picks the language from Accept-Language', () => {
    expect(languageOf(undefined)).toBe('en-US');
    expect(languageOf('ar-SA')).toBe('ar-SA');
    expect(languageOf('ar')).toBe('ar-SA');
    expect(languageOf('fr-FR, ar;q=0.8, en;q=0.5')).toBe('ar-SA');
    expect(languageOf('en-GB,en;q=0.9')).toBe('en-US');
    expect(languageOf('de')).toBe('en-US');
  });

  it('fills parameters', () => {
    expect(translate('en-US', 'errors.payloadTooLarge', { limit: 10 })).toContain('10 bytes');
    expect(translate('ar-SA', 'errors.forbidden')).toBe('عذرًا، غير مسموح لك بتنفيذ هذا الإجراء.');
  });

  it('says a count in the plural form of each language ("at most 1 candidate", the Arabic dual)', () => {
    const bulk = (language: 'en-US' | 'ar-SA', count: number) =>
      translate(language, 'employmentRequests.bulkTooLarge', { count });
    expect(bulk('en-US', 1)).toBe('One submission takes at most 1 candidate.');
    expect(bulk('en-US', 5)).toBe('One submission takes at most 5 candidates.');
    expect(bulk('ar-SA', 1)).toBe('يقبل الطلب الواحد مرشحًا واحدًا على الأكثر.');
    expect(bulk('ar-SA', 2)).toBe('يقبل الطلب الواحد مرشحَين على الأكثر.');
    expect(bulk('ar-SA', 5)).toBe('يقبل الطلب الواحد 5 مرشحين على الأكثر.');
    expect(bulk('ar-SA', 20)).toBe('يقبل الطلب الواحد 20 مرشحًا على الأكثر.');
  });

  it('has every plural form of both languages for each counted text, its other form the catalogue text', () => {
    const forms = { 'en-US': ['one', 'other'], 'ar-SA': ['few', 'many', 'one', 'other', 'two', 'zero'] };
    const catalogues = { 'en-US': enUS, 'ar-SA': arSA };
    expect(Object.keys(PLURAL_TEXTS['ar-SA']).sort()).toEqual(Object.keys(PLURAL_TEXTS['en-US']).sort());
    for (const language of ['en-US', 'ar-SA'] as const)
      for (const [key, texts] of Object.entries(PLURAL_TEXTS[language])) {
        expect(Object.keys(texts).sort(), `${language} ${key}`).toEqual(forms[language]);
        expect(texts.other, `${language} ${key}`).toBe(catalogues[language][key as keyof typeof enUS]);
        expect(texts.other, `${language} ${key}`).toContain('{count}');
      }
  });
});
