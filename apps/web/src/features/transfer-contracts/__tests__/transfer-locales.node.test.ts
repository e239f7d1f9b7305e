import { describe, expect, it } from 'vitest';
import { OFFICE_LOCATIONS } from '@portal/contracts/constants';
import { TRANSFER_CONTRACT_STATUSES } from '@portal/contracts/transfer-contracts/schemas';
import { TRANSFER_CONTRACT_ACTIONS } from '@portal/contracts/transfer-contracts/transitions';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { expectLocalesAlike, localeKeys } from '../../../test/locale-pairs';

describe('Transfer contract texts', () => {
  it('has the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    expectLocalesAlike(enUS, arSA);
  });

  it('names every status, action and office location, and the contract’s own messages', () => {
    for (const texts of [enUS, arSA]) {
      const keys = localeKeys(texts);
      for (const status of TRANSFER_CONTRACT_STATUSES)
        expect(keys).toContain(`transferContracts.status.${status}`);
      for (const action of TRANSFER_CONTRACT_ACTIONS)
        for (const part of ['label', 'confirm', 'done'])
          expect(keys).toContain(`transferContracts.actions.${action}.${part}`);
      for (const location of OFFICE_LOCATIONS)
        expect(keys).toContain(`transferContracts.locations.${location}`);
      // Messages of transferContractCreateSchema not in the app's shared texts.
      for (const key of ['transferContracts.consentRequired', 'validation.cents', 'validation.amountRange'])
        expect(keys).toContain(key);
    }
  });
});
