import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMPLOYER_CITIES } from '@portal/contracts/employers';
import { EMPLOYMENT_REQUEST_STATUSES } from '@portal/contracts/employment-requests/schemas';
import { MY_CONTRACT_NEXT_STEPS, REST_DAY_CLAUSE } from '@portal/contracts/my-contract';
import { initialPageLanguage, MY_CONTRACT_LANGUAGES } from '../languages';
import { birthDateOf, checkLookup, EMPTY_LOOKUP } from '../lookup-values';

const LOCALES = join(__dirname, '..', 'locales');
const keysOf = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];
const localeOf = (code: string) =>
  JSON.parse(readFileSync(join(LOCALES, `${code}.json`), 'utf8')) as Record<string, unknown>;

describe('the lookup form values', () => {
  it('puts the three date boxes together as the API takes them, in any digits', () => {
    expect(birthDateOf({ ...EMPTY_LOOKUP, birthDay: '5', birthMonth: '٣', birthYear: '1995' })).toBe(
      '1995-03-05',
    );
    expect(birthDateOf(EMPTY_LOOKUP)).toBe('');
  });

  it('accepts what people type and says which field is wrong', () => {
    const checked = checkLookup({
      requestNumber: ' er 0000123 ',
      passportNumber: 'p 1234567',
      birthDay: '27',
      birthMonth: '3',
      birthYear: '١٩٩٥',
    });
    expect(checked.body).toEqual({
      requestNumber: 'er 0000123',
      passportNumber: 'P1234567',
      birthDate: '1995-03-27',
    });
    expect(checkLookup(EMPTY_LOOKUP).problems).toEqual({
      requestNumber: 'required',
      passportNumber: 'required',
      birthDate: 'required',
    });
    expect(
      checkLookup({
        requestNumber: 'AB-1',
        passportNumber: 'P!',
        birthDay: '31',
        birthMonth: '2',
        birthYear: '1995',
      }).problems,
    ).toEqual({ requestNumber: 'requestNumber', passportNumber: 'passportNumber', birthDate: 'birthDate' });
  });
});

describe('the page languages', () => {
  it('starts in the address language, else Filipino or Indonesian from the browser, else the portal language', () => {
    expect(initialPageLanguage('id-ID', ['en'], 'ar-SA')).toBe('id-ID');
    expect(initialPageLanguage(null, ['fil-PH', 'en'], 'en-US')).toBe('fil-PH');
    expect(initialPageLanguage(null, ['in'], 'ar-SA')).toBe('id-ID');
    expect(initialPageLanguage('xx', ['en-GB', 'fil'], 'ar-SA')).toBe('ar-SA');
  });

  it('has one locale file per listed language, each with the same keys and every status, step, city', () => {
    const files = readdirSync(LOCALES).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(MY_CONTRACT_LANGUAGES.map((language) => language.code).sort());
    const english = keysOf(localeOf('en-US')).sort();
    for (const { code } of MY_CONTRACT_LANGUAGES)
      expect(keysOf(localeOf(code)).sort(), code).toEqual(english);
    for (const status of EMPLOYMENT_REQUEST_STATUSES) {
      expect(english).toContain(`statuses.${status}`);
      expect(english).toContain(`nextSteps.${MY_CONTRACT_NEXT_STEPS[status]}`);
    }
    for (const city of EMPLOYER_CITIES) expect(english).toContain(`cities.${city}`);
    expect(english).toContain(`restDays.${REST_DAY_CLAUSE}`);
  });
});
