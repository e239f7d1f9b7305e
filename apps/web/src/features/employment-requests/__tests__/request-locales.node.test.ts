import { describe, expect, it } from 'vitest';
import { EMPLOYER_CITIES } from '@portal/contracts/employers';
import { EMPLOYMENT_REQUEST_STATUSES } from '@portal/contracts/employment-requests/schemas';
import { EMPLOYMENT_REQUEST_POST_ACTIONS } from '@portal/contracts/employment-requests/transitions';
import { OFFICE_LOCATIONS } from '@portal/contracts/constants';
import employersAr from '../../employers/locales/ar-SA.json';
import employersEn from '../../employers/locales/en-US.json';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { expectLocalesAlike, localeKeys } from '../../../test/locale-pairs';

describe('Employment request and employer texts', () => {
  it.each([
    ['employment requests', enUS, arSA],
    ['employers', employersEn, employersAr],
  ])(
    '%s: same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic',
    (_, en, ar) => {
      expectLocalesAlike(en, ar);
    },
  );

  it('names every status, action, office location and city', () => {
    for (const texts of [enUS, arSA]) {
      const keys = localeKeys(texts);
      for (const status of EMPLOYMENT_REQUEST_STATUSES)
        expect(keys).toContain(`employmentRequests.status.${status}`);
      for (const action of EMPLOYMENT_REQUEST_POST_ACTIONS)
        for (const part of ['label', 'confirm', 'done'])
          expect(keys).toContain(`employmentRequests.actions.${action}.${part}`);
      for (const location of OFFICE_LOCATIONS)
        expect(keys).toContain(`employmentRequests.locations.${location}`);
    }
    for (const texts of [employersEn, employersAr]) {
      const keys = localeKeys(texts);
      for (const city of EMPLOYER_CITIES) expect(keys).toContain(`employers.cities.${city}`);
    }
    // One "Accept" button whichever of the two the country picks.
    expect(enUS.employmentRequests.actions.accept.label).toBe(
      enUS.employmentRequests.actions.acceptDirect.label,
    );
  });
});
