import { describe, it } from 'vitest';
import arSA from '../locales/ar-SA.json';
import enUS from '../locales/en-US.json';
import { expectLocalesAlike } from '../../../test/locale-pairs';

describe('Scorecard texts', () => {
  it('has the same keys and placeholders in English and Arabic, none empty, the Arabic in Arabic', () => {
    expectLocalesAlike(enUS, arSA);
  });
});
