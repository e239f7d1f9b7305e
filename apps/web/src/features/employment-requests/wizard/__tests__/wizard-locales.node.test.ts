import { describe, expect, it } from 'vitest';
import { EMPLOYER_CITIES } from '@portal/contracts/employers';
import { EMPLOYMENT_REQUEST_WIZARD_STEPS } from '@portal/contracts/routes-employment';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { expectLocalesAlike, localeKeys } from '../../../../test/locale-pairs';

describe('employment request wizard texts', () => {
  it('have the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    expectLocalesAlike(enUS, arSA);
  });

  it('name every step and every city', () => {
    const en = localeKeys(enUS);
    for (const step of EMPLOYMENT_REQUEST_WIZARD_STEPS)
      expect(en.has(`employmentWizard.steps.${step}`), step).toBe(true);
    for (const city of EMPLOYER_CITIES) expect(en.has(`employmentWizard.cities.${city}`), city).toBe(true);
  });
});
