import { describe, expect, it } from 'vitest';
import { DLT_IMPORT_COLUMNS } from '@portal/contracts/hr-pool/dlt';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { expectLocalesAlike } from '../../../test/locale-pairs';
import { ENUM_SETS } from '../components/dlt-labels';

describe('DLT texts', () => {
  it('have the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    expectLocalesAlike(enUS, arSA);
  });

  it('name every value of the worker and every import column', () => {
    for (const [set, values] of Object.entries(ENUM_SETS))
      expect(Object.keys(enUS.hrPoolDlt[set as keyof typeof ENUM_SETS]).sort(), set).toEqual(
        [...values].sort(),
      );
    expect(Object.keys(enUS.hrPoolDlt.importDialog.columnsHelp).sort()).toEqual(
      [...DLT_IMPORT_COLUMNS].sort(),
    );
    for (const column of DLT_IMPORT_COLUMNS)
      expect(enUS.hrPoolDlt.columns[column as keyof typeof enUS.hrPoolDlt.columns], column).toBeTruthy();
  });
});
