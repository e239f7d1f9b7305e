import { describe, expect, it } from 'vitest';
import { ROUTES } from '@portal/contracts/routes';
import { readLocale } from '../../../test/i18n';
import { expectLocalesAlike, localeKeys } from '../../../test/locale-pairs';

const english = readLocale('en-US');
const arabic = readLocale('ar-SA');

describe('locale files', () => {
  it('have the same texts, placeholders and plural forms in en-US and ar-SA, none empty', () => {
    expectLocalesAlike(english, arabic, { arabicScript: false });
  });

  it('translate every route title of the contracts table in both languages', () => {
    for (const [name, tree] of [
      ['en-US', english],
      ['ar-SA', arabic],
    ] as const) {
      const texts = localeKeys(tree);
      const missing = ROUTES.filter((route) => !texts.has(route.titleKey)).map((r) => r.titleKey);
      expect(missing, `route titles missing in ${name}`).toEqual([]);
    }
  });
});
