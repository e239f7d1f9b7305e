import { describe, expect, it } from 'vitest';
import { statusesOf, toggledStatus, transferApiFilters } from '../components/transfer-filters';

describe('Transfer list filters', () => {
  it('sends only well-formed values: real statuses once in the declared order, a numeric country', () => {
    expect(
      transferApiFilters({ q: 'P123', status: 'COMPLETED,bogus,PENDING,COMPLETED', countryId: '7' }),
    ).toEqual({ q: 'P123', status: 'PENDING,COMPLETED', countryId: '7' });
    expect(transferApiFilters({ status: 'nothing', countryId: '0x1' })).toEqual({});
    expect(transferApiFilters({ countryId: '-3', q: '  ' })).toEqual({});
  });

  it('reads the chosen statuses from the URL value', () => {
    expect(statusesOf({ status: 'REJECTED, APPROVED' })).toEqual(['APPROVED', 'REJECTED']);
    expect(statusesOf({})).toEqual([]);
  });

  it('toggles a status chip on and off, and "All" clears the statuses', () => {
    expect(toggledStatus({}, 'APPROVED')).toBe('APPROVED');
    expect(toggledStatus({ status: 'APPROVED' }, 'PENDING')).toBe('PENDING,APPROVED');
    expect(toggledStatus({ status: 'PENDING,APPROVED' }, 'PENDING')).toBe('APPROVED');
    expect(toggledStatus({ status: 'APPROVED' }, 'APPROVED')).toBe('');
    expect(toggledStatus({ status: 'PENDING,APPROVED' }, null)).toBe('');
  });
});
