import { describe, expect, it } from 'vitest';
import { ROUTES } from '@portal/contracts/routes';
import { readLocale } from '../../../test/i18n';

const flatten = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object'
    ? Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        flatten(value, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

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
  it('have exactly the same keys in en-US and ar-SA', () => {
    const en = new Set(flatten(english));
    const ar = new Set(flatten(arabic));
    expect(
      [...en].filter((key) => !ar.has(key)),
      'in en-US only',
    ).toEqual([]);
    expect(
      [...ar].filter((key) => !en.has(key)),
      'in ar-SA only',
    ).toEqual([]);
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

  it('have no empty values and the same placeholders in both languages', () => {
    for (const key of flatten(english)) {
      const en = String(lookup(english, key));
      const ar = String(lookup(arabic, key));
      expect(en.trim(), key).not.toBe('');
      expect(ar.trim(), key).not.toBe('');
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(ar), key).toEqual(placeholders(en));
    }
  });
});
