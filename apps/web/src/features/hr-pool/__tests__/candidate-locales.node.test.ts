import { describe, expect, it } from 'vitest';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import tabsAr from '../locales/tabs/ar-SA.json';
import tabsEn from '../locales/tabs/en-US.json';
import { ENUM_SETS } from '../components/candidate-labels';
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

  it('label every value of the contract value sets the candidate pages show', () => {
    const keys = localeKeys(enUS);
    const missing = Object.entries(ENUM_SETS).flatMap(([set, values]) =>
      values.map((value) => `hrPoolCandidates.${set}.${value}`).filter((key) => !keys.has(key)),
    );
    expect(missing).toEqual([]);
  });
});
