import { describe, expect, it } from 'vitest';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import tabsAr from '../locales/tabs/ar-SA.json';
import tabsEn from '../locales/tabs/en-US.json';
import {
  CANDIDATE_GENDERS,
  CANDIDATE_LANGUAGES,
  CANDIDATE_STATUSES,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  RELIGIONS,
} from '@portal/contracts/hr-pool/enums';

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  node && typeof node === 'object'
    ? Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        flatten(value, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, String(node)]];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('HR pool candidate texts', () => {
  it.each([
    ['candidates', enUS, arSA],
    ['tabs', tabsEn, tabsAr],
  ])(
    '%s: same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic',
    (_, en, ar) => {
      const english = new Map(flatten(en));
      const arabic = new Map(flatten(ar));
      expect([...english.keys()].sort()).toEqual([...arabic.keys()].sort());
      for (const [key, text] of english) {
        const translated = arabic.get(key) ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
        expect(translated, key).toMatch(/[\u0600-\u06FF]/);
      }
    },
  );

  it('label every value of the contract value sets', () => {
    const keys = new Set(flatten(enUS).map(([key]) => key));
    const sets = {
      gender: CANDIDATE_GENDERS,
      status: CANDIDATE_STATUSES,
      religion: RELIGIONS,
      maritalStatus: MARITAL_STATUSES,
      education: EDUCATION_LEVELS,
      language: CANDIDATE_LANGUAGES,
    };
    const missing = Object.entries(sets).flatMap(([set, values]) =>
      values.map((value) => `hrPoolCandidates.${set}.${value}`).filter((key) => !keys.has(key)),
    );
    expect(missing).toEqual([]);
  });
});
