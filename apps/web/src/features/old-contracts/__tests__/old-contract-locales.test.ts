import { describe, expect, it } from 'vitest';
import { OLD_CONTRACT_IMPORT_COLUMNS } from '@portal/contracts/hr-pool/old-contracts';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  node && typeof node === 'object'
    ? Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        flatten(value, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, String(node)]];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('old contracts texts', () => {
  it('have the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    const english = new Map(flatten(enUS));
    const arabic = new Map(flatten(arSA));
    expect([...english.keys()].sort()).toEqual([...arabic.keys()].sort());
    for (const [key, text] of english) {
      const translated = arabic.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
      expect(translated, key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('name every column of an import file, for the report', () => {
    const keys = new Set(flatten(enUS).map(([key]) => key));
    const missing = [...OLD_CONTRACT_IMPORT_COLUMNS, '_']
      .map((column) => `oldContracts.fields.${column}`)
      .filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });
});
