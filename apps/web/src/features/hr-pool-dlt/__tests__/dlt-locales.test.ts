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
import { expectLocalesAlike } from '../../../test/locale-pairs';

describe('DLT texts', () => {
  it('have the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    expectLocalesAlike(enUS, arSA);
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
