import { describe, expect, it } from 'vitest';
import { JOB_OUTCOMES } from '@portal/contracts/system-jobs';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { expectLocalesAlike, localeKeys } from '../../../test/locale-pairs';

describe('Background job texts', () => {
  it('has the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    expectLocalesAlike(enUS, arSA);
  });

  it('names every outcome of a run', () => {
    for (const texts of [enUS, arSA]) {
      const keys = localeKeys(texts);
      for (const outcome of JOB_OUTCOMES) expect(keys).toContain(`systemJobs.outcome.${outcome}`);
    }
  });
});
