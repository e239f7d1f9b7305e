import { describe, expect, it } from 'vitest';
import { detectLanguage, initialLanguage } from '../language';

describe('language detection (spec 1)', () => {
  it('prefers the language kept in local storage', () => {
    expect(detectLanguage('ar-SA', ['en-US'])).toBe('ar-SA');
    expect(detectLanguage('en-US', ['ar-SA'])).toBe('en-US');
  });

  it('ignores an unsupported stored value and uses the browser language', () => {
    expect(detectLanguage('fr-FR', ['ar-SA'])).toBe('ar-SA');
  });

  it('uses an exact browser language match before a prefix match', () => {
    expect(detectLanguage(null, ['ar-EG', 'en-US'])).toBe('en-US');
    expect(detectLanguage(null, ['AR-sa'])).toBe('ar-SA');
  });

  it('falls back to the language prefix (ar -> ar-SA, en -> en-US)', () => {
    expect(detectLanguage(null, ['ar'])).toBe('ar-SA');
    expect(detectLanguage(null, ['ar-EG'])).toBe('ar-SA');
    expect(detectLanguage(null, ['en-GB'])).toBe('en-US');
    expect(detectLanguage(null, ['fr-FR', 'ar-JO'])).toBe('ar-SA');
  });

  it('ends with English (US)', () => {
    expect(detectLanguage(null, [])).toBe('en-US');
    expect(detectLanguage(null, ['fr-FR', 'de'])).toBe('en-US');
  });

  it('reads the stored choice from local storage under "language"', () => {
    localStorage.setItem('language', 'ar-SA');
    expect(initialLanguage()).toBe('ar-SA');
  });
});
