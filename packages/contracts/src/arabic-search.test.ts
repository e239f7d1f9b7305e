import { describe, expect, it } from 'vitest';
import { foldArabic } from './arabic-search';

describe('foldArabic', () => {
  it('folds the letter variants people type for one another', () => {
    expect(foldArabic('مؤسسة الإستقدام')).toBe(foldArabic('موسسه الاستقدام'));
    expect(foldArabic('آمنة')).toBe(foldArabic('امنه'));
    expect(foldArabic('مستشفى')).toBe(foldArabic('مستشفي'));
    expect(foldArabic('هيئة')).toBe(foldArabic('هييه'));
  });

  it('drops vowel marks and the tatweel, lowers Latin letters and joins spaces', () => {
    expect(foldArabic('النَّخـيل')).toBe('النخيل');
    expect(foldArabic('Al  Nakheel')).toBe('al nakheel');
  });
});
