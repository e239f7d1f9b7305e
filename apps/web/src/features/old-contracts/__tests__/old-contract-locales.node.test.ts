import { describe, expect, it } from 'vitest';
import { OLD_CONTRACT_IMPORT_COLUMNS } from '@portal/contracts/hr-pool/old-contracts';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { expectLocalesAlike, localeKeys } from '../../../test/locale-pairs';

describe('old contracts texts', () => {
  it('have the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    expectLocalesAlike(enUS, arSA);
  });

  it('name every column of an import file, for the refusals of a run (the whole row is named by the import run dialog)', () => {
    const keys = localeKeys(enUS);
    const missing = [...OLD_CONTRACT_IMPORT_COLUMNS]
      .map((column) => `oldContracts.fields.${column}`)
      .filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });
});
