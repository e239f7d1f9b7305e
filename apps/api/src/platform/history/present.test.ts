import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { field } from './fields';
import { presentChanges } from './present';

/** No references among these fields: presenting them reads nothing from the database. */
const noDatabase = {} as Database;

describe('presentChanges', () => {
  it('reads a duration as a number of units, not a bare number (spec §8)', async () => {
    const fields = {
      durationMonths: field('employmentRequests.terms.durationMonths', {
        count: 'employmentRequests.terms.months',
      }),
      maximum: field('quotas.fields.maximum', 'number'),
    };
    const [shown] = await presentChanges(noDatabase, fields, [
      { durationMonths: { from: 12, to: 24 }, maximum: { from: 5, to: 6 }, rowVersion: { from: 1, to: 2 } },
    ]);
    expect(shown).toEqual([
      {
        label: 'employmentRequests.terms.durationMonths',
        from: { kind: 'count', value: 12, key: 'employmentRequests.terms.months' },
        to: { kind: 'count', value: 24, key: 'employmentRequests.terms.months' },
      },
      {
        label: 'quotas.fields.maximum',
        from: { kind: 'number', value: 5 },
        to: { kind: 'number', value: 6 },
      },
    ]);
  });
});
