import { describe, expect, it, vi } from 'vitest';
import { todayInKingdom } from './constants';
import { daysUntilLicenceExpiry, organizationStatus } from './organization-status';
import { suspensionState } from './suspensions';

describe('todayInKingdom', () => {
  it('turns the day at midnight in the kingdom (21:00 UTC), wherever the code runs', () => {
    expect(todayInKingdom(new Date('2026-11-27T20:59:59Z'))).toBe('2026-11-27');
    expect(todayInKingdom(new Date('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
    expect(todayInKingdom(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });
});

describe("the day-dated rules follow the kingdom's calendar", () => {
  const lateEvening = new Date('2026-11-27T22:00:00Z'); // already the 28th in the kingdom

  it('a licence dated the 28th has expired once the 28th has begun in the kingdom', () => {
    expect(daysUntilLicenceExpiry('2026-11-28', new Date('2026-11-27T20:59:00Z'))).toBe(1);
    expect(daysUntilLicenceExpiry('2026-11-28', lateEvening)).toBe(0);
    expect(organizationStatus({ active: true, licenseDate: '2026-11-28' }, lateEvening)).toBe(
      'EXPIRED_LICENSE',
    );
    expect(organizationStatus({ active: true, licenseDate: '2026-11-29' }, lateEvening)).toBe('ACTIVE');
  });

  it('a suspension starting on the 28th is in force from midnight in the kingdom', () => {
    const starting = { startsOn: '2026-11-28', endsOn: '2026-11-28', liftedAt: null };
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-27T20:59:00Z'));
      expect(suspensionState(starting)).toBe('SCHEDULED');
      vi.setSystemTime(lateEvening);
      expect(suspensionState(starting)).toBe('ACTIVE');
      vi.setSystemTime(new Date('2026-11-28T21:00:00Z'));
      expect(suspensionState(starting)).toBe('ENDED');
    } finally {
      vi.useRealTimers();
    }
  });
});
