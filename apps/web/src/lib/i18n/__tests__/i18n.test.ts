import { describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../../test/i18n';
import { changeLanguage } from '../i18n';

describe('i18n', () => {
  it('shows a missing key as the key text with its parameters filled in (spec 8)', async () => {
    const i18n = await setupTestI18n('en-US');
    expect(i18n.t('Welcome back, {{name}}!', { name: 'Huda' })).toBe('Welcome back, Huda!');
    expect(i18n.t('errors.notThere')).toBe('errors.notThere');
  });

  it('translates with parameters', async () => {
    const i18n = await setupTestI18n('en-US');
    expect(i18n.t('language.switchTo', { language: 'Arabic' })).toBe('Switch language to Arabic');
  });

  it('switching language sets <html lang dir> and keeps the choice', async () => {
    await setupTestI18n('en-US');
    await changeLanguage('ar-SA');
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('ar-SA');
    await changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
