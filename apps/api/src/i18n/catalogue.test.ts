import { describe, expect, it } from 'vitest';
import { arSA } from './ar-SA';
import { enUS } from './en-US';
import { languageOf, translate } from './catalogue';

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
});
