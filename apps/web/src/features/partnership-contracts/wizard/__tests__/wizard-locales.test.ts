import { describe, expect, it } from 'vitest';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  node && typeof node === 'object'
    ? Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        flatten(value, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, String(node)]];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('partnership wizard texts', () => {
  it('have the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    const en = new Map(flatten(enUS));
    const ar = new Map(flatten(arSA));
    expect([...en.keys()].sort()).toEqual([...ar.keys()].sort());
    for (const [key, english] of en) {
      const arabic = ar.get(key) ?? '';
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(arabic), key).toEqual(placeholders(english));
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
