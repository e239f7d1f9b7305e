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
import { expectLocalesAlike, localeKeys } from '../../../test/locale-pairs';

describe('HR pool candidate texts', () => {
  it.each([
    ['candidates', enUS, arSA],
    ['tabs', tabsEn, tabsAr],
  ])(
    '%s: same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic',
    (_, en, ar) => {
      expectLocalesAlike(en, ar);
    },
  );

  it('label every value of the contract value sets', () => {
    const keys = localeKeys(enUS);
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
