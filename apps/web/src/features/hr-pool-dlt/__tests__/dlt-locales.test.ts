import { describe, expect, it } from 'vitest';
import { DLT_IMPORT_COLUMNS } from '@portal/contracts/hr-pool/dlt';
import {
  CANDIDATE_GENDERS,
  CANDIDATE_LANGUAGES,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  RELIGIONS,
} from '@portal/contracts/hr-pool/enums';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  node && typeof node === 'object'
    ? Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        flatten(value, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, String(node)]];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('DLT texts', () => {
  it('have the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    const en = new Map(flatten(enUS));
    const ar = new Map(flatten(arSA));
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(ar.get(key)!), key).toEqual(placeholders(text));
      expect(ar.get(key), key).toMatch(/[\u0600-\u06FF]|^[A-Z ;(),.0-9-]+$/);
    }
  });

  it('name every value of the worker and every import column', () => {
    const sets = { gender: CANDIDATE_GENDERS, religion: RELIGIONS, maritalStatus: MARITAL_STATUSES };
    for (const [set, values] of Object.entries({
      ...sets,
      education: EDUCATION_LEVELS,
      language: CANDIDATE_LANGUAGES,
    }))
      expect(Object.keys(enUS.hrPoolDlt[set as keyof typeof sets]).sort(), set).toEqual([...values].sort());
    expect(Object.keys(enUS.hrPoolDlt.importDialog.columnsHelp).sort()).toEqual(
      [...DLT_IMPORT_COLUMNS].sort(),
    );
    for (const column of DLT_IMPORT_COLUMNS)
      expect(enUS.hrPoolDlt.columns[column as keyof typeof enUS.hrPoolDlt.columns], column).toBeTruthy();
  });
});
