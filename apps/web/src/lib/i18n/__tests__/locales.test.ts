import { describe, expect, it } from 'vitest';
import { ROUTES } from '@portal/contracts/routes';
import { readLocale } from '../../../test/i18n';
import { expectLocalesAlike } from '../../../test/locale-pairs';

const lookup = (tree: Record<string, unknown>, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );

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
      const missing = ROUTES.filter((route) => typeof lookup(tree, route.titleKey) !== 'string').map(
        (r) => r.titleKey,
      );
      expect(missing, `route titles missing in ${name}`).toEqual([]);
    }
  });
});
