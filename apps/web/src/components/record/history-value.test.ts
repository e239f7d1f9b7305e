import { describe, expect, it } from 'vitest';
import { employmentRequestTexts } from '../../features/employment-requests/locales/module-texts';
import { loadAllModuleResources } from '../../lib/i18n/module-resources';
import { setupTestI18n } from '../../test/i18n';
import { historyValueText } from './history-value';

describe('a history value with a unit', () => {
  it.each([
    ['en-US', 24, 'employmentRequests.terms.months', '24 months'],
    ['en-US', 1, 'employmentRequests.terms.months', '1 month'],
    ['en-US', 90, 'employmentRequests.terms.days', '90 days'],
  ] as const)('reads %s %d with its unit as the screen does', async (language, value, key, expected) => {
    const i18n = await setupTestI18n(language);
    await loadAllModuleResources(employmentRequestTexts);
    expect(historyValueText({ kind: 'count', value, key }, i18n.t, language)).toBe(expected);
  });

  it('reads an Arabic duration with the unit in its plural form, not a bare number', async () => {
    const i18n = await setupTestI18n('ar-SA');
    await loadAllModuleResources(employmentRequestTexts);
    const text = historyValueText(
      { kind: 'count', value: 24, key: 'employmentRequests.terms.months' },
      i18n.t,
      'ar-SA',
    );
    expect(text).toBe(i18n.t('employmentRequests.terms.months', { count: 24 }));
    expect(text).toMatch(/شهر/);
  });
});
