import { describe, expect, it } from 'vitest';
import { eproStepSchema } from './wizard';
import { isEproEntered } from './wizard-values';

describe('isEproEntered', () => {
  it('gives the ePRO step schema’s answer without zod', () => {
    const drafts: unknown[] = [
      { countryId: 7, agencyId: 31 },
      { countryId: 7, agencyId: 31, extra: 'kept' },
      { countryId: null, agencyId: 31 },
      { countryId: 7 },
      { countryId: 0, agencyId: 31 },
      { countryId: -1, agencyId: 31 },
      { countryId: 1.5, agencyId: 31 },
      { countryId: '7', agencyId: 31 },
      { countryId: 2_147_483_647, agencyId: 1 },
      { countryId: 2_147_483_648, agencyId: 1 },
      { countryId: Number.NaN, agencyId: 1 },
      { countryId: Number.POSITIVE_INFINITY, agencyId: 1 },
      null,
      undefined,
      [],
      'draft',
    ];
    for (const draft of drafts)
      expect(isEproEntered(draft), JSON.stringify(draft)).toBe(eproStepSchema.safeParse(draft).success);
  });
});
