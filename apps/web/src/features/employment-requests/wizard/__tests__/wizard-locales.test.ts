import { describe, expect, it } from 'vitest';
import { EMPLOYER_CITIES } from '@portal/contracts/employers';
import { EMPLOYMENT_REQUEST_WIZARD_STEPS } from '@portal/contracts/routes-employment';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  node && typeof node === 'object'
    ? Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        flatten(value, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, String(node)]];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('employment request wizard texts', () => {
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

  it('name every step and every city', () => {
    const en = new Map(flatten(enUS));
    for (const step of EMPLOYMENT_REQUEST_WIZARD_STEPS)
      expect(en.has(`employmentWizard.steps.${step}`), step).toBe(true);
    for (const city of EMPLOYER_CITIES) expect(en.has(`employmentWizard.cities.${city}`), city).toBe(true);
  });
});
