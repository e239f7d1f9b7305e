import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@portal/contracts/constants';
import { loadTextFiles } from '../../lib/i18n/module-files';
import { loadModuleResources } from '../../lib/i18n/module-resources';
import type { Translate } from '../../lib/i18n/translate';
import { MissingText, textsTranslate } from '../../lib/i18n/texts-translate';
import { clearCredentials, saveCredentials, setRememberMe } from '../../lib/storage/credentials-storage';
import { credentialsFixture } from '../../test/fixtures';
import { setupTestI18n } from '../../test/i18n';
import { EARLY_CONTENT, type EarlyContentOf } from '../early-content';

const contract = EARLY_CONTENT['partnershipContracts.view'] as EarlyContentOf;
const dashboard = EARLY_CONTENT.dashboard as EarlyContentOf;

const licence = (state: string, daysLeft: number | null) => ({
  licence: { state, expiresOn: daysLeft === null ? null : '2027-03-14', daysLeft },
});

/** Every answer shape the early contents write a text for, and some they write none for. */
const CASES: [EarlyContentOf, unknown][] = [
  [contract, { id: 21, number: 'PC-0000021' }],
  [contract, { id: 22, number: null }],
  [contract, undefined],
  [contract, { message: 'not found' }],
  ...[0, 1, 2, 3, 7, 10, 11, 12, 99, 100, 101, 102, 103, 111].map((days): [EarlyContentOf, unknown] => [
    dashboard,
    licence('valid', days),
  ]),
  [dashboard, licence('warning', 5)],
  [dashboard, licence('expired', 0)],
  [dashboard, licence('none', null)],
  [dashboard, undefined],
];

describe('the early contents written before the application loads i18next (decision 0078)', () => {
  beforeEach(() => {
    setRememberMe(false);
    saveCredentials(credentialsFixture());
  });
  afterEach(() => clearCredentials());

  it.each(['en-US', 'ar-SA'] as Language[])(
    'write in %s what the application writes with i18next',
    async (language) => {
      const i18n = await setupTestI18n(language);
      const written: unknown[] = [];
      for (const [early, answer] of CASES) {
        await loadModuleResources(early.texts, language);
        const files = await loadTextFiles(early.texts, language);
        const withI18next = early.content(answer, i18n.t.bind(i18n) as Translate, language);
        expect(early.content(answer, textsTranslate(files, language), language)).toEqual(withI18next);
        if (withI18next) written.push(withI18next);
      }
      // Both contracts' headings and every licence notice are texts, not the cases without one.
      expect(written).toHaveLength(CASES.length - 4);
    },
  );
});

describe('textsTranslate', () => {
  const files = [
    { a: { title: 'Contract {{name}}', days_one: '{{count}} day', days_other: '{{count}} days' } },
    { a: { title: 'hidden', other: 'From the second file' } },
  ];

  it('reads nested keys from the first file that holds them, with their values and plural forms', () => {
    const t = textsTranslate(files, 'en-US');
    expect(t('a.title', { name: 'no. 5' })).toBe('Contract no. 5');
    expect(t('a.other')).toBe('From the second file');
    expect(t('a.days', { count: 1 })).toBe('1 day');
    expect(t('a.days', { count: 4 })).toBe('4 days');
  });

  it('throws for a text the files do not hold, rather than writing its key', () => {
    const t = textsTranslate(files, 'en-US');
    expect(() => t('a.missing')).toThrow(MissingText);
    expect(() => t('a.title.deeper')).toThrow(MissingText);
  });
});
