import { describe, expect, it } from 'vitest';
import { PARTNERSHIP_CONTRACT_STATUSES } from '@portal/contracts/partnership-contracts/schemas';
import { EMPLOYMENT_REQUEST_STATUSES } from '@portal/contracts/employment-requests/schemas';
import { TRANSFER_CONTRACT_STATUSES } from '@portal/contracts/transfer-contracts/statuses';
import { VERIFIABLE_DOCUMENT_KINDS, VERIFY_RESULTS, verifiedPartySchema } from '@portal/contracts/verify';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { expectLocalesAlike, localeKeys } from '../../../test/locale-pairs';

describe('verification page texts', () => {
  it('same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    expectLocalesAlike(enUS, arSA);
  });

  it('names every result, document kind, party role and record status the check can answer', () => {
    const keys = localeKeys(enUS);
    for (const result of VERIFY_RESULTS) expect(keys).toContain(`verify.result.${result}.title`);
    for (const kind of VERIFIABLE_DOCUMENT_KINDS) expect(keys).toContain(`verify.kind.${kind}`);
    for (const role of verifiedPartySchema.shape.role.options) expect(keys).toContain(`verify.role.${role}`);
    for (const status of PARTNERSHIP_CONTRACT_STATUSES)
      expect(keys).toContain(`verify.status.partnershipContract.${status}`);
    for (const status of EMPLOYMENT_REQUEST_STATUSES)
      expect(keys).toContain(`verify.status.employmentContract.${status}`);
    for (const status of TRANSFER_CONTRACT_STATUSES)
      expect(keys).toContain(`verify.status.transferContract.${status}`);
  });
});
