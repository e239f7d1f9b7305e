import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_REQUEST_STATUSES } from '@portal/contracts/employment-requests/schemas';
import { PARTNERSHIP_CONTRACT_STATUSES } from '@portal/contracts/partnership-contracts/schemas';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { expectLocalesAlike, localeKeys } from '../../../test/locale-pairs';

describe('Dashboard texts', () => {
  it('has the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    expectLocalesAlike(enUS, arSA);
  });

  it('names every request and contract status', () => {
    for (const texts of [enUS, arSA]) {
      const keys = localeKeys(texts);
      for (const status of EMPLOYMENT_REQUEST_STATUSES)
        expect(keys).toContain(`dashboard.requestStatus.${status}`);
      for (const status of PARTNERSHIP_CONTRACT_STATUSES)
        expect(keys).toContain(`dashboard.contractStatus.${status}`);
    }
  });
});
